package ai.silogen.kaiwo.bench.operator;

import static ai.silogen.kaiwo.bench.report.MarkdownTable.fixed;

import ai.silogen.kaiwo.bench.report.MarkdownTable;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The operator benchmark's table: one row per run, the KaiwoJob row with its ratios to the plain
 * Jobs' row of the same count.
 */
final class ScaleTable {
  /** The controllers whose reconciles get a column: the cluster-wide ones a workload wakes. */
  static final String PREEMPTION = "duration-preemption";

  static final String QUEUE_CONFIG = "kaiwo-queue-config";

  private static final double MB = 1024.0 * 1024.0;

  private final MarkdownTable table =
      new MarkdownTable(
          "jobs",
          "kind",
          "time to all finished (s)",
          "failed",
          "API requests per job",
          "operator requests per job",
          "reconciles per job",
          "preemption sweeps",
          "queue config reconciles",
          "CPU per job (ms)",
          "peak heap (MB)",
          "retained heap (MB)",
          "time vs plain",
          "API requests vs plain",
          "CPU vs plain");

  void add(ScaleRun.Result plain, ScaleRun.Result kaiwo) {
    row(plain, null);
    row(kaiwo, plain);
  }

  MarkdownTable table() {
    return table;
  }

  private void row(ScaleRun.Result result, ScaleRun.Result baseline) {
    int jobs = result.workloads();
    boolean operator = baseline != null;
    long reconciles =
        result.reconciles().values().stream().mapToLong(ReconcileCounts.Reconciles::count).sum();
    table.row(
        jobs,
        result.kind().label,
        result.finished() < jobs
            ? "%d of %d within the timeout".formatted(result.finished(), jobs)
            : fixed(seconds(result), 1),
        result.failed(),
        fixed((double) result.apiRequests() / jobs, 1),
        operator ? fixed((double) result.operatorRequests() / jobs, 1) : "",
        operator ? fixed((double) reconciles / jobs, 1) : "",
        operator ? count(result.reconciles(), PREEMPTION) : "",
        operator ? count(result.reconciles(), QUEUE_CONFIG) : "",
        fixed(result.usage().cpuNanos() / 1e6 / jobs, 1),
        fixed(result.usage().peakHeapBytes() / MB, 0),
        fixed(result.usage().retainedHeapBytes() / MB, 1),
        versus(result, baseline, ScaleTable::seconds),
        versus(result, baseline, ScaleRun.Result::apiRequests),
        versus(result, baseline, run -> run.usage().cpuNanos()));
  }

  private static double seconds(ScaleRun.Result result) {
    return result.elapsed().toNanos() / 1e9;
  }

  private static long count(Map<String, ReconcileCounts.Reconciles> reconciles, String controller) {
    ReconcileCounts.Reconciles of = reconciles.get(controller);
    return of == null ? 0 : of.count();
  }

  /**
   * {@code result}'s {@code measure} over the baseline's: empty on the baseline's own row, and n/a
   * when a run was cut off by the timeout (it did not do the same work as the other).
   */
  private static String versus(
      ScaleRun.Result result, ScaleRun.Result baseline, ToDoubleFunction<ScaleRun.Result> measure) {
    if (baseline == null) {
      return "";
    }
    double base = measure.applyAsDouble(baseline);
    return !complete(result) || !complete(baseline) || base <= 0
        ? "n/a"
        : fixed(measure.applyAsDouble(result) / base, 2) + "×";
  }

  private static boolean complete(ScaleRun.Result result) {
    return result.finished() == result.workloads();
  }
}
