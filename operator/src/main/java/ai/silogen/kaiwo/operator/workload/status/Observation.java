package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.operator.workload.model.ResourcePlan;
import ai.silogen.kaiwo.operator.workload.model.SchedulingCheck;
import java.util.List;

/**
 * Everything the reconciler observed about one workload, in the order it looks: the spec, the
 * cluster's verdict, the storage, then the child and its Kueue admission. A stage the reconciler
 * did not reach (because an earlier one stopped it) is {@code null}.
 *
 * @param clusterQueue the cluster queue the workload is submitted to (for messages)
 * @param invalidSpec why the spec is invalid, or {@code null} when it is valid
 * @param scheduling the schedulability verdict
 * @param applyError why the API server refused a child, or {@code null}
 * @param storage the observed storage
 * @param child what the child says, or {@code null} when it does not exist (yet)
 * @param admission Kueue's admission of the child
 * @param notApplied spec changes that could not be applied to existing children; empty when the
 *     children match the spec, {@code null} when children were not applied in this reconcile
 * @param plan the GPU split of the spec, {@code null} when none was made (invalid spec)
 */
public record Observation(
    String clusterQueue,
    String invalidSpec,
    SchedulingCheck.Verdict scheduling,
    String applyError,
    StorageObservation storage,
    ChildStatus child,
    KueueAdmission admission,
    List<String> notApplied,
    ResourcePlan plan) {

  /** The start: nothing observed yet but the queue. */
  public static Observation of(String clusterQueue) {
    return new Observation(clusterQueue, null, null, null, null, null, null, null, null);
  }

  public Observation withPlan(ResourcePlan made) {
    return new Observation(
        clusterQueue,
        invalidSpec,
        scheduling,
        applyError,
        storage,
        child,
        admission,
        notApplied,
        made);
  }

  public Observation withInvalidSpec(String message) {
    return new Observation(
        clusterQueue, message, scheduling, applyError, storage, child, admission, notApplied, plan);
  }

  public Observation withScheduling(SchedulingCheck.Verdict verdict) {
    return new Observation(
        clusterQueue,
        invalidSpec,
        verdict,
        applyError,
        storage,
        child,
        admission,
        notApplied,
        plan);
  }

  public Observation withApplyError(String message) {
    return new Observation(
        clusterQueue,
        invalidSpec,
        scheduling,
        message,
        storage,
        child,
        admission,
        notApplied,
        plan);
  }

  public Observation withStorage(StorageObservation observed) {
    return new Observation(
        clusterQueue,
        invalidSpec,
        scheduling,
        applyError,
        observed,
        child,
        admission,
        notApplied,
        plan);
  }

  /** The child (or {@code null} when missing) and its admission. */
  public Observation withChild(ChildStatus status, KueueAdmission kueue) {
    return new Observation(
        clusterQueue,
        invalidSpec,
        scheduling,
        applyError,
        storage,
        status,
        kueue,
        notApplied,
        plan);
  }

  public Observation withNotApplied(List<String> changes) {
    return new Observation(
        clusterQueue,
        invalidSpec,
        scheduling,
        applyError,
        storage,
        child,
        admission,
        List.copyOf(changes),
        plan);
  }
}
