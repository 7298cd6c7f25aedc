package ai.silogen.kaiwo.gateway.discovery;

import ai.silogen.kaiwo.gateway.autoscaling.ScalingTarget;
import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import java.util.Objects;
import java.util.Optional;

/**
 * A Model's replica facts and autoscaling settings, and whether it can be served at all.
 *
 * @param autoscalingDisabled {@code spec.autoscalingDisabled}: no autoscaling and no scale from
 *     zero
 * @param replicas {@code spec.replicas}, 0 when unset
 * @param readyReplicas {@code status.replicas.ready}, 0 when unset
 * @param target bounds, target requests and scale-down delay
 * @param modeOverride the mode from the {@link ScalingMode#MODEL_ANNOTATION} annotation, if any
 * @param invalid why the operator cannot serve the Model (its {@code Valid=False} condition for the
 *     current spec), or empty
 */
public record ModelScaling(
    boolean autoscalingDisabled,
    int replicas,
    int readyReplicas,
    ScalingTarget target,
    Optional<ScalingMode> modeOverride,
    Optional<String> invalid) {

  public ModelScaling {
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(modeOverride, "modeOverride");
    Objects.requireNonNull(invalid, "invalid");
  }

  /** A Model the operator found valid (or has not judged). */
  public ModelScaling(
      boolean autoscalingDisabled,
      int replicas,
      int readyReplicas,
      ScalingTarget target,
      Optional<ScalingMode> modeOverride) {
    this(autoscalingDisabled, replicas, readyReplicas, target, modeOverride, Optional.empty());
  }

  /** Autoscaled with the CR defaults and no replicas: what a new Model looks like. */
  public static ModelScaling defaults() {
    return new ModelScaling(false, 0, 0, ScalingTarget.defaults(), Optional.empty());
  }

  /**
   * Whether a request must first scale the model from zero to one replica. Never for an invalid
   * Model: the operator would start no pod for it.
   */
  public boolean needsScaleFromZero() {
    return !autoscalingDisabled && replicas == 0 && invalid.isEmpty();
  }

  /**
   * Whether nothing will start a replica of this model: it has none and autoscaling is disabled, so
   * only a change of {@code spec.replicas} brings one.
   */
  public boolean heldAtZero() {
    return autoscalingDisabled && replicas == 0;
  }

  /**
   * The replica count the autoscaler may write when its policy asks for {@code desired}: for an
   * invalid Model no more than it has, since the operator would start no pod for it and the
   * replicas it keeps serve what they can; scaling down is left to the policy.
   */
  public int permittedReplicas(int desired) {
    return invalid.isPresent() ? Math.min(desired, replicas) : desired;
  }

  public ModelScaling withReplicas(int value) {
    return new ModelScaling(
        autoscalingDisabled, value, readyReplicas, target, modeOverride, invalid);
  }

  /** The mode for this model: its override, else {@code gatewayDefault}. */
  public ScalingMode mode(ScalingMode gatewayDefault) {
    return modeOverride.orElse(gatewayDefault);
  }
}
