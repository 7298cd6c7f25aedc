package ai.silogen.kaiwo.operator.modelserving.status;

import ai.silogen.kaiwo.api.kubeai.v1.ModelSpec;
import java.util.Optional;

/**
 * Keeps {@code spec.replicas} within {@code [minReplicas, maxReplicas]} while autoscaling is on:
 * unset or below the minimum becomes the minimum, above the maximum becomes the maximum. With
 * {@code autoscalingDisabled} the replicas are the user's alone.
 */
public final class ReplicaBounds {

  private ReplicaBounds() {}

  /** The replicas to write, or empty when {@code spec} is within bounds (or not managed). */
  public static Optional<Integer> clamp(ModelSpec spec) {
    if (Boolean.TRUE.equals(spec.getAutoscalingDisabled())) {
      return Optional.empty();
    }
    int min = spec.getMinReplicas() == null ? 0 : spec.getMinReplicas();
    Integer replicas = spec.getReplicas();
    if (replicas == null || replicas < min) {
      return Optional.of(min);
    }
    if (spec.getMaxReplicas() != null && replicas > spec.getMaxReplicas()) {
      return Optional.of(spec.getMaxReplicas());
    }
    return Optional.empty();
  }

  /** The replicas the pod plan aims for: {@code spec.replicas}, 0 when unset. */
  public static int desired(ModelSpec spec) {
    return spec.getReplicas() == null ? 0 : Math.max(0, spec.getReplicas());
  }
}
