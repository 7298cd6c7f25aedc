package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;

/**
 * What a child object (Job, RayJob, Deployment, AppWrapper with its RayService) says about the
 * workload.
 *
 * @param phase the workload phase the child implies ({@link WorkloadStatus#NEW} when it has not
 *     started, {@link WorkloadStatus#PENDING} while Kueue holds it back)
 * @param message why, when there is something to say (failures and errors)
 * @param startTime when the child started running (RFC 3339), or {@code null}
 * @param completionTime when the child finished (RFC 3339), or {@code null}
 */
public record ChildStatus(
    WorkloadStatus phase, String message, String startTime, String completionTime) {

  public static ChildStatus of(WorkloadStatus phase) {
    return new ChildStatus(phase, null, null, null);
  }

  public static ChildStatus of(WorkloadStatus phase, String message) {
    return new ChildStatus(phase, message, null, null);
  }

  /** This status with the child's start and completion times. */
  public ChildStatus withTimes(String start, String completion) {
    return new ChildStatus(phase, message, start, completion);
  }
}
