package ai.silogen.kaiwo.operator.workload.status;

/**
 * A Kubernetes Event to record on the Kaiwo object.
 *
 * @param warning {@code Warning} when true, else {@code Normal}
 * @param reason short CamelCase reason, e.g. {@code WorkloadRunning}
 * @param message human-readable message
 */
public record WorkloadEvent(boolean warning, String reason, String message) {

  public static WorkloadEvent normal(String reason, String message) {
    return new WorkloadEvent(false, reason, message);
  }

  public static WorkloadEvent warning(String reason, String message) {
    return new WorkloadEvent(true, reason, message);
  }
}
