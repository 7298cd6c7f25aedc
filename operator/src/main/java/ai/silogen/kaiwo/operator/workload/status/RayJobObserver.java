package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import java.util.Locale;

/**
 * The phase of a RayJob from KubeRay's job status ({@code SUCCEEDED}, {@code FAILED}, {@code
 * STOPPED}, {@code RUNNING}, {@code PENDING}) and deployment status ({@code Failed}, {@code
 * Suspended}, ...). A suspended RayJob is held by Kueue.
 */
public final class RayJobObserver {

  private RayJobObserver() {}

  public static ChildStatus observe(RayJob rayJob) {
    RayJobStatus status = rayJob.getStatus() == null ? new RayJobStatus() : rayJob.getStatus();
    String job = upper(status.getJobStatus());
    String deployment = upper(status.getJobDeploymentStatus());
    ChildStatus result;
    if (job.equals("SUCCEEDED")) {
      result = ChildStatus.of(WorkloadStatus.COMPLETE, "Succeeded", "Ray job succeeded");
    } else if (job.equals("FAILED") || deployment.equals("FAILED")) {
      result =
          ChildStatus.of(
              WorkloadStatus.FAILED,
              blank(status.getReason()) ? "RayJobFailed" : status.getReason(),
              blank(status.getMessage()) ? "Ray job failed" : status.getMessage());
    } else if (job.equals("STOPPED")) {
      result = ChildStatus.of(WorkloadStatus.TERMINATED, "Stopped", "Ray job was stopped");
    } else if (Boolean.TRUE.equals(rayJob.getSpec() == null ? null : rayJob.getSpec().getSuspend())
        || deployment.equals("SUSPENDED")) {
      result = ChildStatus.of(WorkloadStatus.PENDING);
    } else if (job.equals("RUNNING")) {
      result = ChildStatus.of(WorkloadStatus.RUNNING);
    } else if (deployment.isEmpty() && job.isEmpty()) {
      result = ChildStatus.of(WorkloadStatus.NEW);
    } else {
      result = ChildStatus.of(WorkloadStatus.STARTING);
    }
    return result.withTimes(status.getStartTime(), status.getEndTime());
  }

  private static boolean blank(String value) {
    return value == null || value.isBlank();
  }

  private static String upper(String value) {
    return value == null ? "" : value.toUpperCase(Locale.ROOT);
  }
}
