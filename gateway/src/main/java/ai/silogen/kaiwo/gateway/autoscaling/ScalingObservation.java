package ai.silogen.kaiwo.gateway.autoscaling;

import java.util.Objects;

/**
 * What one tick knows about a model.
 *
 * @param activeRequests in-flight plus waiting requests, summed over all gateway replicas
 * @param currentReplicas the Model's {@code spec.replicas} (0 when unset)
 * @param readyReplicas Ready model-server pods
 * @param target the Model's autoscaling parameters
 */
public record ScalingObservation(
    double activeRequests, int currentReplicas, int readyReplicas, ScalingTarget target) {

  public ScalingObservation {
    if (activeRequests < 0 || Double.isNaN(activeRequests)) {
      throw new IllegalArgumentException("activeRequests must be >= 0, got " + activeRequests);
    }
    if (currentReplicas < 0 || readyReplicas < 0) {
      throw new IllegalArgumentException("replica counts must not be negative");
    }
    Objects.requireNonNull(target, "target");
  }
}
