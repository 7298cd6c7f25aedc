package ai.silogen.kaiwo.gateway.autoscaling;

import java.time.Duration;
import java.util.Objects;

/**
 * A model's autoscaling parameters from its spec.
 *
 * @param minReplicas lower bound, at least 0
 * @param maxReplicas upper bound, or {@code null} for none
 * @param targetRequests active requests one replica should carry, at least 1
 * @param scaleDownDelay how long lower recommendations must persist before replicas are removed
 */
public record ScalingTarget(
    int minReplicas, Integer maxReplicas, int targetRequests, Duration scaleDownDelay) {

  public ScalingTarget {
    if (minReplicas < 0) {
      throw new IllegalArgumentException("minReplicas must not be negative, got " + minReplicas);
    }
    if (maxReplicas != null && maxReplicas < Math.max(minReplicas, 1)) {
      throw new IllegalArgumentException(
          "maxReplicas must be at least 1 and minReplicas, got " + maxReplicas);
    }
    if (targetRequests < 1) {
      throw new IllegalArgumentException(
          "targetRequests must be at least 1, got " + targetRequests);
    }
    Objects.requireNonNull(scaleDownDelay, "scaleDownDelay");
    if (scaleDownDelay.isNegative()) {
      throw new IllegalArgumentException("scaleDownDelay must not be negative");
    }
  }

  /** The Model CR defaults: 0 to unbounded replicas, 100 requests each, 30 s delay. */
  public static ScalingTarget defaults() {
    return new ScalingTarget(0, null, 100, Duration.ofSeconds(30));
  }

  /** {@code replicas} within [min, max], as KubeAI's {@code enforceReplicaBounds}. */
  public int clamp(int replicas) {
    if (maxReplicas != null && replicas > maxReplicas) {
      return maxReplicas;
    }
    return Math.max(replicas, minReplicas);
  }
}
