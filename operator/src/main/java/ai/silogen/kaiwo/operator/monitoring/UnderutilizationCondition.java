package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * The {@code ResourceUnderutilization} condition of a running workload, with the original's type
 * and reasons: {@code True} ({@value #LOW}) while any of its GPUs is below the threshold, {@code
 * False} ({@value #NORMAL}) otherwise. The message names the GPUs that are low, not their values,
 * so it changes (and the status is written) only when the set of idle GPUs does.
 */
public final class UnderutilizationCondition {

  public static final String TYPE = "ResourceUnderutilization";
  public static final String LOW = "GpuUtilizationLow";
  public static final String NORMAL = "GpuUtilizationNormal";

  /** Idle GPUs named in a message; the rest are counted. */
  private static final int NAMED = 5;

  private UnderutilizationCondition() {}

  /**
   * The condition for a workload whose GPUs read {@code readings}, of which {@code low} are below
   * {@code threshold}.
   */
  static Condition of(
      List<GpuReading> readings, List<GpuReading> low, double threshold, Instant now) {
    String limit = percent(threshold);
    if (low.isEmpty()) {
      return Conditions.of(
          TYPE,
          false,
          NORMAL,
          "GPU utilization is normal: all " + gpus(readings.size()) + " at or above " + limit + "%",
          now,
          null);
    }
    StringBuilder message =
        new StringBuilder()
            .append(low.size())
            .append(" of ")
            .append(gpus(readings.size()))
            .append(" below ")
            .append(limit)
            .append("% utilization: ");
    for (int i = 0; i < Math.min(NAMED, low.size()); i++) {
      GpuReading gpu = low.get(i);
      message.append(i == 0 ? "" : ", ").append("pod ").append(gpu.pod()).append(" GPU ");
      message.append(gpu.gpu());
    }
    if (low.size() > NAMED) {
      message.append(" and ").append(low.size() - NAMED).append(" more");
    }
    return Conditions.of(TYPE, true, LOW, message.toString(), now, null);
  }

  private static String gpus(int count) {
    return count == 1 ? "1 GPU" : count + " GPUs";
  }

  /** {@code 1} for 1.0, {@code 2.5} for 2.5: thresholds are usually whole percent. */
  static String percent(double value) {
    return value == Math.rint(value)
        ? String.valueOf((long) value)
        : String.format(Locale.ROOT, "%.2f", value).replaceAll("0+$", "");
  }
}
