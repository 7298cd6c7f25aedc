package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Early termination of a workload, split between two controllers.
 *
 * <p><b>Contract.</b> A controller that decides a running workload must stop (duration-based
 * preemption, under-utilisation) calls {@link #request} on the workload's status and writes it
 * through {@link RunningStatusWriter} (optimistic locking; a conflict drops it until the next
 * decision), which also records the {@code WorkloadTermination} event. The status is then {@code
 * TERMINATING} with condition {@code WorkloadTerminatedEarly=False} carrying its reason and
 * message. The workload controller owns the rest: on its next reconcile it deletes the compute
 * children it controls (batch Job, RayJob, Deployment, AppWrapper, download Job; a RayService goes
 * with its AppWrapper) and the headless Service of a split job, whose pods are then gone, and
 * writes {@code TERMINATED} with {@code WorkloadTerminatedEarly=True} (reason and message kept, and
 * repeated in {@code Finished}, see {@link EndConditions}), the completion time and duration, and a
 * Warning event with that reason. PVCs and the download ConfigMap stay (they may hold results)
 * until the Kaiwo object itself is deleted; the Kaiwo object is kept for inspection. {@code
 * TERMINATED} is final. The workload controller never overwrites {@code TERMINATING} and only
 * writes status with optimistic locking, so a request is never lost.
 */
public final class Termination {

  /** Reason used when the requester gave none. */
  public static final String DEFAULT_REASON = "EarlyTermination";

  public static final String DEFAULT_MESSAGE =
      "Workload terminated early (check events and other conditions for likely causes)";

  /** Kinds of controlled children that are deleted on termination. */
  public static final Set<String> DELETED_KINDS =
      Set.of("Job", "RayJob", "Deployment", "AppWrapper", "RayService", "Service");

  /** What the workload controller does for a TERMINATING workload. */
  public record Plan(List<HasMetadata> toDelete, CommonStatus status, PlannedEvent event) {}

  private Termination() {}

  /**
   * Marks {@code status} (in place) as {@code TERMINATING} for {@code reason}; for controllers that
   * decide a workload must stop.
   */
  public static void request(
      CommonStatus status, String reason, String message, Instant now, Long generation) {
    status.setStatus(WorkloadStatus.TERMINATING);
    status.setConditions(
        Conditions.set(
            status.getConditions(),
            WorkloadConditions.TERMINATED_EARLY,
            false,
            reason == null || reason.isBlank() ? DEFAULT_REASON : reason,
            message == null || message.isBlank() ? DEFAULT_MESSAGE : message,
            now,
            generation));
  }

  /** Whether {@code status} asks for termination. */
  public static boolean isRequested(CommonStatus status) {
    return status != null && status.getStatus() == WorkloadStatus.TERMINATING;
  }

  /**
   * Plans the termination of the workload with UID {@code ownerUid}.
   *
   * @param current its status (TERMINATING; not modified)
   * @param candidates objects that may be its children (only those it controls are deleted)
   */
  public static Plan plan(
      CommonStatus current,
      String ownerUid,
      Collection<? extends HasMetadata> candidates,
      Instant now,
      Long generation) {
    List<HasMetadata> toDelete =
        candidates.stream()
            .filter(c -> DELETED_KINDS.contains(c.getKind()))
            .filter(c -> controlledBy(c, ownerUid))
            .map(c -> (HasMetadata) c)
            .toList();
    CommonStatus status = ApiSerialization.copy(current);
    Condition requested =
        Conditions.find(current.getConditions(), WorkloadConditions.TERMINATED_EARLY).orElse(null);
    String reason = requested == null ? DEFAULT_REASON : requested.getReason();
    String message = requested == null ? DEFAULT_MESSAGE : requested.getMessage();
    status.setStatus(WorkloadStatus.TERMINATED);
    status.setObservedGeneration(generation);
    status.setConditions(
        EndConditions.of(
            Conditions.set(
                current.getConditions(),
                WorkloadConditions.TERMINATED_EARLY,
                true,
                reason,
                message,
                now,
                generation),
            WorkloadStatus.TERMINATED,
            reason,
            message,
            now,
            generation));
    WorkloadStatus before = current.getStatus() == null ? WorkloadStatus.NEW : current.getStatus();
    StatusComputer.updateTimes(status, before, WorkloadStatus.TERMINATED, null, now);
    return new Plan(toDelete, status, PlannedEvent.warning(reason, message));
  }

  private static boolean controlledBy(HasMetadata child, String ownerUid) {
    return child.getMetadata().getOwnerReferences() != null
        && child.getMetadata().getOwnerReferences().stream()
            .anyMatch(o -> Boolean.TRUE.equals(o.getController()) && ownerUid.equals(o.getUid()));
  }
}
