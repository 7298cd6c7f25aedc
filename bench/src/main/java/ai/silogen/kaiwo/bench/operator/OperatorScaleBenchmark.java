package ai.silogen.kaiwo.bench.operator;

import ai.silogen.kaiwo.bench.report.BenchArgs;
import ai.silogen.kaiwo.bench.report.BenchMain;
import ai.silogen.kaiwo.bench.report.MarkdownTable;
import ai.silogen.kaiwo.bench.report.Progress;
import java.time.Duration;
import java.util.Optional;

/**
 * Benchmark 4: whether the operator keeps up with many workloads. For each count it submits that
 * many tiny one-GPU jobs at once to a fresh sandbox, first as plain batch Jobs (what the simulated
 * cluster costs without Kaiwo), then as KaiwoJobs with the whole operator in this process, and
 * reports time, API requests, reconciles, CPU and heap, and Kaiwo's cost as ratios to the plain
 * run: {@code bench/run operator}.
 *
 * <p>Flags: {@code --jobs=100,300,1000}, {@code --run-seconds=0.2} (how long each job's pod runs),
 * {@code --duration=1h} (the KaiwoJobs' {@code duration}, which duration preemption watches; {@code
 * none} for none), {@code --timeout-seconds=1800} (per run); {@code --smoke} submits 3 of each,
 * running 0.05 s.
 */
public final class OperatorScaleBenchmark {
  private OperatorScaleBenchmark() {}

  public static void main(String[] args) throws Exception {
    BenchMain.run("operator", args, OperatorScaleBenchmark::run);
  }

  public static MarkdownTable run(BenchArgs args) throws InterruptedException {
    boolean smoke = args.flag("smoke");
    int[] counts = args.integers("jobs", smoke ? "3" : "100,300,1000");
    String duration = args.string("duration", "1h");
    ScaleRun.Settings settings =
        new ScaleRun.Settings(
            Duration.ofMillis(Math.round(args.number("run-seconds", smoke ? 0.05 : 0.2) * 1000)),
            duration.equals("none") ? Optional.empty() : Optional.of(duration),
            Duration.ofSeconds(args.integer("timeout-seconds", smoke ? 60 : 1800)));
    ScaleTable table = new ScaleTable();
    Progress progress = new Progress("operator", counts.length * 2);
    for (int count : counts) {
      ScaleRun.Result plain = ScaleRun.run(ScaleRun.Kind.PLAIN_JOBS, count, settings);
      progress.step(describe(plain));
      ScaleRun.Result kaiwo = ScaleRun.run(ScaleRun.Kind.KAIWO_JOBS, count, settings);
      progress.step(
          describe(kaiwo)
              + ", reconciles "
              + kaiwo.reconciles()
              + ", operator requests "
              + kaiwo.operatorRequestsByKind());
      table.add(plain, kaiwo);
    }
    return table.table();
  }

  private static String describe(ScaleRun.Result result) {
    return "%d %s: %d finished in %.1f s, %d API requests, CPU %.1f s"
        .formatted(
            result.workloads(),
            result.kind().label,
            result.finished(),
            result.elapsed().toMillis() / 1000.0,
            result.apiRequests(),
            result.usage().cpuNanos() / 1e9);
  }
}
