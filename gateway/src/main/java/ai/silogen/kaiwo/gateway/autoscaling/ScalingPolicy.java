package ai.silogen.kaiwo.gateway.autoscaling;

import java.time.Instant;

/** One autoscaling algorithm: from a model's state and a tick's observation to a decision. */
public interface ScalingPolicy {

  /** The state of a model seen for the first time. */
  ScalingState initialState(Instant now);

  /**
   * The state of a model after a gateway restart, from the saved document, so that a restarted
   * gateway does not scale a loaded model down while its own counters are still warming up.
   */
  ScalingState restore(ModelStateDocument saved, Instant now);

  /**
   * Decides one tick. A {@code state} produced by another policy (after a configuration change) is
   * converted from its average rather than rejected.
   */
  ScalingDecision decide(ScalingState state, Instant now, ScalingObservation observation);
}
