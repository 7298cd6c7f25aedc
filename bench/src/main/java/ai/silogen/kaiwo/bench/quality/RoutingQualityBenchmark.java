package ai.silogen.kaiwo.bench.quality;

import ai.silogen.kaiwo.bench.report.BenchArgs;
import ai.silogen.kaiwo.bench.report.BenchMain;
import ai.silogen.kaiwo.bench.report.MarkdownTable;
import ai.silogen.kaiwo.bench.report.Progress;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Benchmark 2: prefix-cache hit rate, load balance and time to first token of LeastLoad, PrefixHash
 * and an unbounded-affinity oracle, on simulated replicas with prefix caches, for the workloads of
 * routing-perf.md §3.4 at several closed-loop concurrencies. Run with {@code bench/run quality}.
 *
 * <p>Flags: {@code --workloads=W1,W2,W3}, {@code --concurrency=40,160,320,480} (clients in total),
 * {@code --replicas=8}, {@code --kv-blocks=4096} (per replica, 16 tokens each), {@code
 * --prefill=parallel} ({@code serial}: concurrent prefills share one compute pipeline), {@code
 * --mean-load-factor=125} (PrefixHash's load bound, percent of the mean), {@code --time-scale=0.5},
 * {@code --max-tokens=40} (as KubeAI's benchmark), {@code --think-seconds=2} (mean, exponential,
 * simulated time; between the turns of a conversation), {@code --warmup-seconds=10}, {@code
 * --measure-seconds=20} (wall clock), {@code --seed=7}; {@code --smoke} runs W1 briefly.
 */
public final class RoutingQualityBenchmark {
  private RoutingQualityBenchmark() {}

  public static void main(String[] args) throws Exception {
    BenchMain.run("quality", args, RoutingQualityBenchmark::run);
  }

  public static MarkdownTable run(BenchArgs args) throws InterruptedException {
    boolean smoke = args.flag("smoke");
    QualityRun.Settings settings =
        new QualityRun.Settings(
            args.integer("replicas", 8),
            args.integer("kv-blocks", 4096),
            serialPrefill(args.string("prefill", "parallel")),
            args.number("time-scale", 0.5),
            args.integer("max-tokens", 40),
            args.number("think-seconds", 2),
            Duration.ofSeconds(args.integer("warmup-seconds", smoke ? 1 : 10)),
            Duration.ofSeconds(args.integer("measure-seconds", smoke ? 2 : 20)),
            args.integer("seed", 7));
    List<Workload> workloads =
        workloads(args.string("workloads", smoke ? "W1" : "W1,W2,W3"), settings.seed());
    int[] concurrencies = args.integers("concurrency", smoke ? "16" : "40,160,320,480");
    MarkdownTable table =
        new MarkdownTable(
            "workload",
            "clients",
            "strategy",
            "hit rate",
            "hit rate vs oracle",
            "max/mean in-flight",
            "mean TTFT (ms)",
            "p99 TTFT (ms)",
            "TTFT vs LeastLoad",
            "req/s",
            "errors");
    Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(2));
    try {
      QualityRun runner = new QualityRun(vertx, settings);
      // In this order: the oracle and LeastLoad are the references of the PrefixHash row.
      List<Strategy> strategies =
          List.of(
              Strategy.UNBOUNDED_AFFINITY,
              Strategy.LEAST_LOAD,
              Strategy.prefixHash(
                  args.integer("mean-load-factor", 125), args.integer("replication", 256)));
      Progress progress =
          new Progress("quality", workloads.size() * concurrencies.length * strategies.size());
      for (Workload workload : workloads) {
        for (int concurrency : concurrencies) {
          QualityRun.Result oracle = null;
          QualityRun.Result leastLoad = null;
          List<Object[]> rows = new ArrayList<>();
          for (Strategy strategy : strategies) {
            QualityRun.Result result = runner.run(workload, strategy, concurrency);
            progress.step(
                "%s, %d clients, %s: hit rate %s, mean TTFT %s ms, %s req/s"
                    .formatted(
                        workload.name(),
                        concurrency,
                        strategy.label(),
                        percent(result.hitRate()),
                        MarkdownTable.fixed(result.meanTtftMs(), 0),
                        MarkdownTable.fixed(result.requestsPerSecond(), 1)));
            oracle = strategy == Strategy.UNBOUNDED_AFFINITY ? result : oracle;
            leastLoad = strategy == Strategy.LEAST_LOAD ? result : leastLoad;
            rows.add(row(workload, concurrency, strategy, result, oracle, leastLoad));
          }
          rows.forEach(table::row);
        }
      }
    } finally {
      vertx.close();
    }
    return table;
  }

  private static Object[] row(
      Workload workload,
      int concurrency,
      Strategy strategy,
      QualityRun.Result result,
      QualityRun.Result oracle,
      QualityRun.Result leastLoad) {
    return new Object[] {
      workload.name(),
      concurrency,
      strategy.label(),
      percent(result.hitRate()),
      oracle.hitRate() == 0 ? "n/a" : percent(result.hitRate() / oracle.hitRate()),
      MarkdownTable.fixed(result.maxOverMeanInFlight(), 2),
      MarkdownTable.fixed(result.meanTtftMs(), 0),
      MarkdownTable.fixed(result.p99TtftMs(), 0),
      leastLoad == null
          ? ""
          : MarkdownTable.fixed(result.meanTtftMs() / leastLoad.meanTtftMs(), 2) + "×",
      MarkdownTable.fixed(result.requestsPerSecond(), 1),
      result.errors()
    };
  }

  private static boolean serialPrefill(String mode) {
    return switch (mode.strip()) {
      case "parallel" -> false;
      case "serial" -> true;
      default ->
          throw new IllegalArgumentException(
              "--prefill must be parallel or serial, got '" + mode + "'");
    };
  }

  private static String percent(double fraction) {
    return MarkdownTable.fixed(fraction * 100, 1) + " %";
  }

  private static List<Workload> workloads(String names, long seed) {
    List<Workload> workloads = new ArrayList<>();
    for (String name : names.split(",")) {
      workloads.add(
          switch (name.strip()) {
            case "W1" -> Workloads.multiTurnChat();
            case "W2" -> Workloads.sharedContext(seed);
            case "W3" -> Workloads.noSharing();
            default ->
                throw new IllegalArgumentException("unknown workload " + name + " (W1, W2, W3)");
          });
    }
    return workloads;
  }
}
