package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import io.fabric8.kubernetes.api.model.batch.v1.JobStatus;
import java.util.List;
import java.util.Optional;

/**
 * The phase of a batch Job (the workload's or the download Job): Complete/SuccessCriteriaMet →
 * COMPLETE; Failed or a failed pod → FAILED (pods are never retried); suspended → PENDING (Kueue
 * holds it); a ready pod → RUNNING; an active pod → STARTING; else NEW.
 */
public final class BatchJobObserver {

  private BatchJobObserver() {}

  public static ChildStatus observe(Job job) {
    JobStatus status = job.getStatus() == null ? new JobStatus() : job.getStatus();
    List<JobCondition> conditions =
        status.getConditions() == null ? List.of() : status.getConditions();
    ChildStatus result;
    Optional<JobCondition> failed = trueCondition(conditions, "Failed");
    if (trueCondition(conditions, "Complete").isPresent()
        || trueCondition(conditions, "SuccessCriteriaMet").isPresent()) {
      result = ChildStatus.of(WorkloadStatus.COMPLETE);
    } else if (failed.isPresent()) {
      result = ChildStatus.of(WorkloadStatus.FAILED, message(failed.get()));
    } else if (positive(status.getFailed())) {
      result = ChildStatus.of(WorkloadStatus.FAILED, status.getFailed() + " pod(s) failed");
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

  private static Optional<JobCondition> trueCondition(List<JobCondition> conditions, String type) {
    return conditions.stream()
        .filter(c -> type.equals(c.getType()) && "True".equals(c.getStatus()))
        .findFirst();
  }

  private static String message(JobCondition condition) {
    String reason = condition.getReason() == null ? "Failed" : condition.getReason();
    return condition.getMessage() == null ? reason : reason + ": " + condition.getMessage();
  }

  private static boolean positive(Integer value) {
    return value != null && value > 0;
  }
}
