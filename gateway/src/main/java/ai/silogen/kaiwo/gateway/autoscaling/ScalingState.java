package ai.silogen.kaiwo.gateway.autoscaling;

/** A model's autoscaling memory between ticks. Immutable; each tick returns the next one. */
public sealed interface ScalingState permits KubeAiScalingState, FastScalingState {

  /** The smoothed active requests the policy currently works from. */
  double averageActiveRequests();

  /** The persistent form of this state. */
  ModelStateDocument toDocument();
}
