package ai.silogen.kaiwo.gateway.autoscaling;

/**
 * The outcome of one tick for one model.
 *
 * @param desiredReplicas the replica count the model should have after this tick
 * @param currentReplicas the replica count it had
 * @param nextState the state to pass to the next tick
 * @param reason a short explanation for logs and events
 */
public record ScalingDecision(
    int desiredReplicas, int currentReplicas, ScalingState nextState, String reason) {

  /** Whether {@code /scale} must be written; unchanged counts are not written. */
  public boolean changesReplicas() {
    return desiredReplicas != currentReplicas;
  }
}
