package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;

/**
 * What a child object (Job, RayJob, Deployment, AppWrapper with its RayService) says about the
 * workload.
 *
 * @param phase the workload phase the child implies ({@link WorkloadStatus#NEW} when it has not
 *     started, {@link WorkloadStatus#PENDING} while Kueue holds it back)
 * @param reason why, in one CamelCase word (the child's own reason where it has one, such as a
 *     Job's {@code BackoffLimitExceeded}), when it finished or went wrong; else {@code null}
 * @param message why, in words, when there is something to say (how it finished or failed)
 * @param startTime when the child started running (RFC 3339), or {@code null}
 * @param completionTime when the child finished (RFC 3339), or {@code null}
 */
public record ChildStatus(
    WorkloadStatus phase, String reason, String message, String startTime, String completionTime) {

  public static ChildStatus of(WorkloadStatus phase) {
    return new ChildStatus(phase, null, null, null, null);
  }

  public static ChildStatus of(WorkloadStatus phase, String reason, String message) {
    return new ChildStatus(phase, reason, message, null, null);
  }

  /** This status with the child's start and completion times. */
  public ChildStatus withTimes(String start, String completion) {
    return new ChildStatus(phase, reason, message, start, completion);
  }

  /** {@code reason: message}, or whichever of them is set; {@code null} when neither is. */
  public String explanation() {
    return explain(reason, message);
  }

  /** {@code reason: message}, or whichever of them is set; {@code null} when neither is. */
  static String explain(String reason, String message) {
    if (reason == null || reason.isBlank()) {
      return message;
    }
    return message == null || message.isBlank() ? reason : reason + ": " + message;
  }
}
