package ai.silogen.kaiwo.cli.logs;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import java.util.Optional;

/**
 * Why a finished workload has no pods left. Its pods will not come back, so {@code kaiwo logs} must
 * neither suggest {@code -f} nor wait for them.
 */
final class GonePods {

  private GonePods() {}

  /**
   * The error for a workload without pods that has ended ({@code COMPLETE}, {@code FAILED}, {@code
   * TERMINATED}); empty while it has not, as its pods may still come.
   */
  static Optional<UserError> of(WorkloadView workload) {
    if (!workload.hasEnded()) {
      return Optional.empty();
    }
    String ref = workload.ref();
    return Optional.of(
        new UserError(
            ref + " has ended (" + workload.status() + ") and its pods are gone: " + why(workload),
            "'kaiwo describe " + ref + "' shows how it ended"));
  }

  /**
   * @throws UserError when {@code workload} has ended, so its pods will not come
   */
  static void check(WorkloadView workload) {
    Optional<UserError> gone = of(workload);
    if (gone.isPresent()) {
      throw gone.get();
    }
  }

  private static String why(WorkloadView workload) {
    boolean ray =
        Boolean.TRUE.equals(workload.value("spec", "ray"))
            || workload.value("spec", "rayJob") != null
            || workload.value("spec", "rayService") != null;
    if (workload.kind() == WorkloadKind.JOB) {
      return ray
          ? "KubeRay deleted the Ray cluster when the job finished (shutdownAfterJobFinishes)"
          : "they were deleted with the finished Job (ttlSecondsAfterFinished)";
    }
    return "they were deleted when the service ended";
  }
}
