package ai.silogen.kaiwo.operator.modelserving.status;

import ai.silogen.kaiwo.api.status.PodTrouble;
import ai.silogen.kaiwo.operator.modelserving.plan.PodState;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The {@code Ready} condition of a Model that should serve: whether {@code desired} replicas of the
 * spec as it is now (its current {@code pod-hash}) are ready. After a spec change the old pods keep
 * serving until their replacements are ready; until then the Model is rolling out, not ready, as
 * {@code kubectl rollout status} sees a Deployment. Counting ready pods of any hash instead made a
 * rollout whose new pod can never start look finished.
 *
 * @param ready the condition's status
 * @param reason {@code AllReplicasReady}, {@code ReplicasNotReady}, {@link
 *     ModelConditions#ROLLING_OUT} or {@link ModelConditions#ROLLOUT_STUCK}
 * @param message counts, and why a replica does not come up when its pod shows it
 */
public record ReplicaReadiness(boolean ready, String reason, String message) {

  /**
   * The readiness of {@code pods} (live, not terminating).
   *
   * @param currentHash the pod-hash the spec renders now; empty counts every pod as current
   */
  public static ReplicaReadiness of(List<Pod> pods, Optional<String> currentHash, int desired) {
    List<Pod> updated = pods.stream().filter(pod -> current(pod, currentHash)).toList();
    long updatedReady = updated.stream().filter(PodState::ready).count();
    // Why a replica of the current spec does not come up (no node fits, its image cannot be
    // pulled, it crashes), so that the condition, and the gateway's 504 that points to it, say what
    // to fix. Old pods that are not ready are replaced at once, so only the new ones matter.
    Optional<String> trouble =
        PodTrouble.of(updated.stream().filter(pod -> !PodState.ready(pod)).toList());
    String why = trouble.map(text -> "; " + text).orElse("");
    long oldServing =
        pods.stream().filter(pod -> !current(pod, currentHash)).filter(PodState::ready).count();
    if (updated.size() == pods.size()) {
      boolean allReady = updatedReady >= desired;
      return new ReplicaReadiness(
          allReady,
          allReady ? "AllReplicasReady" : "ReplicasNotReady",
          updatedReady + "/" + desired + " replicas ready" + (allReady ? "" : why));
    }
    return new ReplicaReadiness(
        false,
        trouble.isPresent() ? ModelConditions.ROLLOUT_STUCK : ModelConditions.ROLLING_OUT,
        updatedReady
            + " of "
            + desired
            + " updated replicas ready; "
            + oldServing
            + (oldServing == 1 ? " old replica" : " old replicas")
            + " still serving"
            + why);
  }

  private static boolean current(Pod pod, Optional<String> currentHash) {
    return currentHash.map(hash -> Objects.equals(hash, PodState.hash(pod))).orElse(true);
  }
}
