package ai.silogen.kaiwo.operator.workload.status;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.PodStates;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import io.fabric8.kubernetes.api.model.batch.v1.JobStatus;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The phase of a batch Job (the workload's or the download Job): Complete/SuccessCriteriaMet →
 * COMPLETE; Failed or a failed pod → FAILED (pods are never retried); suspended → PENDING (Kueue
 * holds it); a ready pod → RUNNING; an active pod → STARTING; else NEW.
 *
 * <p>A finished Job's reason is the one of its own condition ({@code BackoffLimitExceeded}, {@code
 * DeadlineExceeded}, ...). The Job does not say how its pods ended, so a failure's message also
 * names the newest pod that failed and how its container exited, the first thing a user looks for.
 */
public final class BatchJobObserver {

  private BatchJobObserver() {}

  /** The Job's status alone (the download Job, whose pods the operator does not watch). */
  public static ChildStatus observe(Job job) {
    return observe(job, List.of());
  }

  /**
   * @param pods the Job's pods, for the message of a failure (any order; may be empty)
   */
  public static ChildStatus observe(Job job, List<Pod> pods) {
    JobStatus status = job.getStatus() == null ? new JobStatus() : job.getStatus();
    List<JobCondition> conditions = orEmpty(status.getConditions());
    ChildStatus result;
    Optional<JobCondition> complete =
        trueCondition(conditions, "Complete")
            .or(() -> trueCondition(conditions, "SuccessCriteriaMet"));
    Optional<JobCondition> failed = trueCondition(conditions, "Failed");
    if (complete.isPresent()) {
      result =
          ChildStatus.of(
              WorkloadStatus.COMPLETE,
              orElse(complete.get().getReason(), "Completed"),
              "Job completed");
    } else if (failed.isPresent()) {
      result =
          ChildStatus.of(
              WorkloadStatus.FAILED,
              orElse(failed.get().getReason(), "Failed"),
              withPodFailure(orElse(failed.get().getMessage(), "Job failed"), pods));
    } else if (positive(status.getFailed())) {
      result =
          ChildStatus.of(
              WorkloadStatus.FAILED,
              "PodFailed",
              withPodFailure(status.getFailed() + " pod(s) failed", pods));
    } else if (Boolean.TRUE.equals(job.getSpec() == null ? null : job.getSpec().getSuspend())) {
      result = ChildStatus.of(WorkloadStatus.PENDING);
    } else if (positive(status.getReady())) {
      result = ChildStatus.of(WorkloadStatus.RUNNING);
    } else if (positive(status.getActive())) {
      result = ChildStatus.of(WorkloadStatus.STARTING);
    } else {
      result = ChildStatus.of(WorkloadStatus.NEW);
    }
    return result.withTimes(status.getStartTime(), status.getCompletionTime());
  }

  /**
   * {@code message; pod NAME container C: Error (exit code 1)} for the newest pod with a container
   * that exited non-zero; {@code message} alone when there is none (a deadline, a deleted pod).
   */
  private static String withPodFailure(String message, List<Pod> pods) {
    return pods.stream()
        .sorted(
            Comparator.comparing((Pod pod) -> orElse(pod.getMetadata().getCreationTimestamp(), ""))
                .reversed())
        .flatMap(pod -> PodStates.failed(pod).findFirst().map(c -> describe(pod, c)).stream())
        .findFirst()
        .map(failure -> message + "; " + failure)
        .orElse(message);
  }

  private static String describe(Pod pod, ContainerStatus container) {
    return "pod "
        + pod.getMetadata().getName()
        + " container "
        + container.getName()
        + ": "
        + PodStates.exit(container);
  }

  private static Optional<JobCondition> trueCondition(List<JobCondition> conditions, String type) {
    return conditions.stream()
        .filter(c -> type.equals(c.getType()) && "True".equals(c.getStatus()))
        .findFirst();
  }

  private static String orElse(String value, String fallback) {
    return value == null || value.isBlank() ? fallback : value;
  }

  private static boolean positive(Integer value) {
    return value != null && value > 0;
  }
}
