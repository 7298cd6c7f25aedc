package ai.silogen.kaiwo.bench.routing;

import ai.silogen.kaiwo.bench.report.BenchArgs;
import ai.silogen.kaiwo.bench.report.BenchMain;
import ai.silogen.kaiwo.bench.report.MarkdownTable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs the JMH benchmarks of this package ({@link PickBenchmark}, {@link ParseBenchmark}) with
 * their annotated forks and iterations and prints one Markdown table: {@code bench/run jmh}.
 *
 * <p>Flags: {@code --include=<regex>} (default: every benchmark here); {@code --smoke} runs each
 * once, briefly and in this JVM, which checks that they work but measures nothing.
 */
public final class RoutingMicrobenchmarks {
  private RoutingMicrobenchmarks() {}

  public static void main(String[] args) throws Exception {
    BenchMain.run("jmh", args, RoutingMicrobenchmarks::run);
  }

  public static MarkdownTable run(BenchArgs args) throws RunnerException {
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include(
                args.string(
                    "include",
                    RoutingMicrobenchmarks.class.getPackageName().replace(".", "\\.") + "\\..*"))
            .verbosity(args.flag("smoke") ? VerboseMode.SILENT : VerboseMode.NORMAL);
    if (args.flag("smoke")) {
      options
          .forks(0)
          .warmupIterations(0)
          .measurementIterations(1)
          .measurementTime(TimeValue.milliseconds(100));
    } else {
      // As `kaiwo gateway` runs: the JSON scanner's SIMD search needs the Vector API module.
      List<String> jvmArgs = new ArrayList<>(List.of("--add-modules=jdk.incubator.vector"));
      if (Runtime.version().feature() >= 24) {
        // Netty and the XXH64 hasher use sun.misc.Unsafe on purpose; do not warn in every fork.
        jvmArgs.add("--sun-misc-unsafe-memory-access=allow");
      }
      options.jvmArgsAppend(jvmArgs.toArray(String[]::new));
    }
    Collection<RunResult> results = new Runner(options.build()).run();
    MarkdownTable table = new MarkdownTable("benchmark", "parameters", "score", "error", "unit");
    for (RunResult result : results) {
      Result<?> primary = result.getPrimaryResult();
      String benchmark = result.getParams().getBenchmark();
      table.row(
          benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1),
          result.getParams().getParamsKeys().stream()
              .map(key -> key + "=" + result.getParams().getParam(key))
              .collect(Collectors.joining(", ")),
          MarkdownTable.fixed(primary.getScore(), 3),
          Double.isNaN(primary.getScoreError())
              ? ""
              : "± " + MarkdownTable.fixed(primary.getScoreError(), 3),
          primary.getScoreUnit());
    }
    return table;
  }
}
