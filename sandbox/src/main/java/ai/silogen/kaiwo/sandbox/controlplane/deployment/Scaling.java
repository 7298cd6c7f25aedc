package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import java.util.List;
import java.util.Map;

/**
 * One rollout step: adjusts the target replicas of a Deployment's ReplicaSets in place, mirroring
 * {@code rolloutRolling} and {@code rolloutRecreate} of the deployment controller.
 */
final class Scaling {

  private final Deployment deployment;
  private final ReplicaSet newRs;
  private final List<ReplicaSet> olds;
  private final Map<String, Integer> target;

  /**
   * @param target ReplicaSet name → replicas; starts at the current replicas and is updated
   */
  Scaling(
      Deployment deployment, ReplicaSet newRs, List<ReplicaSet> olds, Map<String, Integer> target) {
    this.deployment = deployment;
    this.newRs = newRs;
    this.olds = olds;
    this.target = target;
  }

  /** Old ReplicaSets to zero; the new one to {@code replicas} once no old pod is left. */
  void recreate() {
    if (olds.stream().anyMatch(rs -> target(rs) > 0)) {
      olds.forEach(rs -> target.put(name(rs), 0));
      return;
    }
    boolean oldPodsLeft = olds.stream().anyMatch(rs -> ReplicaSets.actual(rs) > 0);
    if (!oldPodsLeft) {
      target.put(name(newRs), RolloutPlanner.replicas(deployment));
    }
  }

  /** Scales the new ReplicaSet up within the surge; if it cannot grow, scales old ones down. */
  void rollingUpdate() {
    int replicas = RolloutPlanner.replicas(deployment);
    int current = target(newRs);
    int wanted = newReplicas(replicas, current);
    if (wanted != current) {
      target.put(name(newRs), wanted);
    } else {
      scaleDownOld(replicas);
    }
  }

  private int newReplicas(int replicas, int current) {
    if (current >= replicas) {
      return replicas;
    }
    int maxTotal = replicas + RolloutPlanner.maxSurge(deployment);
    int total = target.values().stream().mapToInt(Integer::intValue).sum();
    return total >= maxTotal ? current : current + Math.min(maxTotal - total, replicas - current);
  }

  private void scaleDownOld(int replicas) {
    if (olds.stream().allMatch(rs -> target(rs) == 0)) {
      return;
    }
    int minAvailable = replicas - RolloutPlanner.maxUnavailable(deployment);
    int newUnavailable = target(newRs) - ReplicaSets.available(newRs);
    int total = target.values().stream().mapToInt(Integer::intValue).sum();
    int maxScaledDown = total - minAvailable - newUnavailable;
    if (maxScaledDown <= 0) {
      return;
    }
    // Pods that are not available anyway go first: removing them costs no availability.
    for (ReplicaSet rs : olds) {
      int unhealthy = target(rs) - ReplicaSets.available(rs);
      if (maxScaledDown <= 0 || unhealthy <= 0) {
        continue;
      }
      int down = Math.min(maxScaledDown, unhealthy);
      target.put(name(rs), target(rs) - down);
      maxScaledDown -= down;
    }
    int availableAll =
        ReplicaSets.available(newRs) + olds.stream().mapToInt(ReplicaSets::available).sum();
    int scaleDown = availableAll - minAvailable;
    for (ReplicaSet rs : olds) {
      if (scaleDown <= 0) {
        return;
      }
      int down = Math.min(target(rs), scaleDown);
      target.put(name(rs), target(rs) - down);
      scaleDown -= down;
    }
  }

  private int target(ReplicaSet rs) {
    return target.get(name(rs));
  }

  private static String name(ReplicaSet rs) {
    return rs.getMetadata().getName();
  }
}
