package ai.silogen.kaiwo.sandbox.controlplane.job;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodDeletionOrder;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import io.fabric8.kubernetes.api.model.batch.v1.JobSpec;
import io.fabric8.kubernetes.api.model.batch.v1.JobStatus;
import io.fabric8.kubernetes.api.model.batch.v1.JobStatusBuilder;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The job controller's decision for one Job from its pods, as a pure function (the logic of
 * kube-controller-manager's {@code syncJob}): how many pods to create or delete, the status to
 * report, and the events to record.
 *
 * <ul>
 *   <li>Up to {@code parallelism} pods run until {@code completions} pods succeeded; a failed pod
 *       is replaced (immediately: there is no retry back-off) until more than {@code backoffLimit}
 *       pods failed.
 *   <li>Success adds {@code SuccessCriteriaMet}, failure {@code FailureTarget}; the terminal {@code
 *       Complete}/{@code Failed} condition follows once no pod is active any more.
 *   <li>A suspended Job has no pods ({@code Suspended=True/JobSuspended}); resuming it sets {@code
 *       Suspended=False/JobResumed} and restarts {@code startTime}, which {@code
 *       activeDeadlineSeconds} counts from.
 *   <li>Counts never decrease, standing in for the pod finalizers real Jobs use to count pods that
 *       are deleted after finishing.
 *   <li>An Indexed Job needs one succeeded pod per index below {@code completions} (kept in {@code
 *       status.completedIndexes}); new pods take the lowest indexes that have neither succeeded nor
 *       an active pod, so a failed pod's index is run again. Duplicate pods of one index are not
 *       cleaned up.
 * </ul>
 */
public final class JobSync {

  static final String COMPLETE = "Complete";
  static final String FAILED = "Failed";
  static final String SUCCESS_CRITERIA_MET = "SuccessCriteriaMet";
  static final String FAILURE_TARGET = "FailureTarget";
  static final String SUSPENDED = "Suspended";

  private static final int DEFAULT_BACKOFF_LIMIT = 6;
  private static final String COMPLETIONS_REACHED = "CompletionsReached";
  private static final String COMPLETIONS_MESSAGE = "Reached expected number of succeeded pods";

  /** Why a Job fails. */
  private record Failure(String reason, String message) {}

  private JobSync() {}

  /** Plans the next step of {@code job} given all pods it controls. */
  public static JobPlan plan(Job job, List<Pod> pods, Instant now) {
    JobStatus old = job.getStatus() == null ? new JobStatus() : job.getStatus();
    if (isFinished(old.getConditions())) {
      return afterFinish(job, old, now);
    }
    JobSpec spec = job.getSpec();
    boolean suspended = Boolean.TRUE.equals(spec.getSuspend());
    List<Pod> active = pods.stream().filter(Pods::isActive).toList();
    int succeeded = Math.max(count(pods, Pods.SUCCEEDED), orZero(old.getSucceeded()));
    boolean indexed = CompletionIndexes.isIndexed(spec) && spec.getCompletions() != null;
    SortedSet<Integer> completedIndexes = new TreeSet<>();
    if (indexed) {
      completedIndexes.addAll(CompletionIndexes.parse(old.getCompletedIndexes()));
      completedIndexes.addAll(
          CompletionIndexes.of(
              pods.stream().filter(pod -> Pods.SUCCEEDED.equals(Pods.phase(pod))).toList(),
              spec.getCompletions()));
    }
    // What counts towards completions: pods, or for an Indexed Job distinct indexes.
    int done = indexed ? completedIndexes.size() : succeeded;
    int failed = Math.max(count(pods, Pods.FAILED), orZero(old.getFailed()));
    String startTime = old.getStartTime();
    if (startTime == null && !suspended) {
      startTime = Timestamps.format(now);
    }
    List<JobCondition> conditions = old.getConditions();
    List<PlannedEvent> events = new ArrayList<>();
    List<Pod> toDelete = List.of();
    int toCreate = 0;
    List<Integer> indexesToCreate = List.of();
    String completionTime = old.getCompletionTime();
    Optional<Duration> requeue = Optional.empty();

    Optional<Failure> failure = failure(spec, conditions, failed, startTime, suspended, now);
    if (failure.isPresent()) {
      Failure f = failure.get();
      conditions = set(conditions, FAILURE_TARGET, "True", f.reason(), f.message(), now);
      toDelete = active;
      if (active.isEmpty()) {
        conditions = set(conditions, FAILED, "True", f.reason(), f.message(), now);
        events.add(PlannedEvent.warning(f.reason(), f.message()));
      }
    } else if (succeeded(spec, conditions, done, active.size())) {
      conditions =
          set(
              conditions,
              SUCCESS_CRITERIA_MET,
              "True",
              COMPLETIONS_REACHED,
              COMPLETIONS_MESSAGE,
              now);
      toDelete = active;
      if (active.isEmpty()) {
        conditions =
            set(conditions, COMPLETE, "True", COMPLETIONS_REACHED, COMPLETIONS_MESSAGE, now);
        completionTime = Timestamps.format(now);
        events.add(PlannedEvent.normal("Completed", "Job completed"));
      }
    } else if (suspended) {
      toDelete = active;
      if (!isTrue(conditions, SUSPENDED)) {
        conditions = set(conditions, SUSPENDED, "True", "JobSuspended", "Job suspended", now);
        events.add(PlannedEvent.normal("Suspended", "Job suspended"));
      }
    } else {
      if (isTrue(conditions, SUSPENDED)) {
        conditions = set(conditions, SUSPENDED, "False", "JobResumed", "Job resumed", now);
        events.add(PlannedEvent.normal("Resumed", "Job resumed"));
        startTime = Timestamps.format(now);
      }
      int want = wantActive(spec, done, active.size());
      if (active.size() < want) {
        toCreate = want - active.size();
        if (indexed) {
          indexesToCreate =
              CompletionIndexes.missing(
                  spec.getCompletions(),
                  completedIndexes,
                  CompletionIndexes.of(active, spec.getCompletions()),
                  toCreate);
          toCreate = indexesToCreate.size();
        }
      } else {
        toDelete =
            active.stream()
                .sorted(PodDeletionOrder.FIRST_TO_DELETE)
                .limit(active.size() - want)
                .toList();
      }
      requeue = untilDeadline(spec, startTime, now);
    }

    List<Pod> deleted = toDelete;
    int ready =
        (int) active.stream().filter(pod -> !deleted.contains(pod)).filter(Pods::isReady).count();
    JobStatus status =
        new JobStatusBuilder(old)
            .withActive(nullIfZero(active.size() - toDelete.size() + toCreate))
            .withReady(ready)
            .withSucceeded(nullIfZero(succeeded))
            .withFailed(nullIfZero(failed))
            .withStartTime(startTime)
            .withCompletionTime(completionTime)
            .withCompletedIndexes(indexed ? CompletionIndexes.format(completedIndexes) : null)
            .withConditions(conditions)
            .build();
    if (isFinished(conditions)) {
      requeue = untilExpiry(job, finishTime(status).orElse(now), now);
    }
    return new JobPlan(toCreate, indexesToCreate, toDelete, status, events, false, requeue);
  }

  /** A finished Job only waits for its time-to-live. */
  private static JobPlan afterFinish(Job job, JobStatus status, Instant now) {
    Integer ttl = job.getSpec().getTtlSecondsAfterFinished();
    Instant finished = finishTime(status).orElse(now);
    boolean expired = ttl != null && !now.isBefore(finished.plusSeconds(ttl));
    Optional<Duration> requeue = expired ? Optional.empty() : untilExpiry(job, finished, now);
    return new JobPlan(0, List.of(), List.of(), status, List.of(), expired, requeue);
  }

  private static Optional<Failure> failure(
      JobSpec spec,
      List<JobCondition> conditions,
      int failed,
      String startTime,
      boolean suspended,
      Instant now) {
    Optional<JobCondition> target =
        Conditions.find(JobConditions.KIND, conditions, FAILURE_TARGET)
            .filter(c -> "True".equals(c.getStatus()));
    if (target.isPresent()) {
      return Optional.of(new Failure(target.get().getReason(), target.get().getMessage()));
    }
    int backoffLimit =
        spec.getBackoffLimit() == null ? DEFAULT_BACKOFF_LIMIT : spec.getBackoffLimit();
    if (failed > backoffLimit) {
      return Optional.of(
          new Failure("BackoffLimitExceeded", "Job has reached the specified backoff limit"));
    }
    Optional<Instant> deadline = deadline(spec, startTime);
    if (!suspended && deadline.isPresent() && !now.isBefore(deadline.get())) {
      return Optional.of(
          new Failure("DeadlineExceeded", "Job was active longer than specified deadline"));
    }
    return Optional.empty();
  }

  /**
   * With {@code completions} (defaulted to 1 when neither it nor {@code parallelism} is set): that
   * many pods succeeded. Without (a work queue): some pod succeeded and none is running.
   */
  private static boolean succeeded(
      JobSpec spec, List<JobCondition> conditions, int succeeded, int active) {
    if (isTrue(conditions, SUCCESS_CRITERIA_MET)) {
      return true;
    }
    Integer completions = completions(spec);
    return completions != null ? succeeded >= completions : succeeded > 0 && active == 0;
  }

  private static int wantActive(JobSpec spec, int succeeded, int active) {
    int parallelism = spec.getParallelism() == null ? 1 : spec.getParallelism();
    Integer completions = completions(spec);
    if (completions != null) {
      return Math.max(0, Math.min(parallelism, completions - succeeded));
    }
    return succeeded > 0 ? Math.min(active, parallelism) : parallelism;
  }

  private static Integer completions(JobSpec spec) {
    if (spec.getCompletions() == null && spec.getParallelism() == null) {
      return 1;
    }
    return spec.getCompletions();
  }

  private static Optional<Instant> deadline(JobSpec spec, String startTime) {
    Long seconds = spec.getActiveDeadlineSeconds();
    return seconds == null
        ? Optional.empty()
        : Timestamps.parse(startTime).map(start -> start.plusSeconds(seconds));
  }

  private static Optional<Duration> untilDeadline(JobSpec spec, String startTime, Instant now) {
    return deadline(spec, startTime).map(deadline -> Duration.between(now, deadline));
  }

  private static Optional<Duration> untilExpiry(Job job, Instant finished, Instant now) {
    Integer ttl = job.getSpec().getTtlSecondsAfterFinished();
    return ttl == null
        ? Optional.empty()
        : Optional.of(Duration.between(now, finished.plusSeconds(ttl)));
  }

  private static Optional<Instant> finishTime(JobStatus status) {
    if (status.getCompletionTime() != null) {
      return Timestamps.parse(status.getCompletionTime());
    }
    return Conditions.find(JobConditions.KIND, status.getConditions(), FAILED)
        .flatMap(c -> Timestamps.parse(c.getLastTransitionTime()));
  }

  static boolean isFinished(List<JobCondition> conditions) {
    return isTrue(conditions, COMPLETE) || isTrue(conditions, FAILED);
  }

  private static boolean isTrue(List<JobCondition> conditions, String type) {
    return Conditions.isTrue(JobConditions.KIND, conditions, type);
  }

  private static List<JobCondition> set(
      List<JobCondition> conditions,
      String type,
      String status,
      String reason,
      String message,
      Instant now) {
    return Conditions.set(JobConditions.KIND, conditions, type, status, reason, message, now);
  }

  private static int count(List<Pod> pods, String phase) {
    return (int) pods.stream().filter(pod -> phase.equals(Pods.phase(pod))).count();
  }

  private static int orZero(Integer value) {
    return value == null ? 0 : value;
  }

  private static Integer nullIfZero(int value) {
    return value == 0 ? null : value;
  }
}
