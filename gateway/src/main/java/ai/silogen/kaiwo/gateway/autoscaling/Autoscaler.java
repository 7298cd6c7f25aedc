package ai.silogen.kaiwo.gateway.autoscaling;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Keeps each model's {@link ScalingState} between ticks and applies one {@link ScalingPolicy}. The
 * caller ticks it with the summed active requests of every autoscaled model, writes the replica
 * counts that changed, and saves {@link #snapshot()} so that a restarted gateway can {@link
 * #restore} it.
 *
 * <p>Models missing from a tick (deleted, or autoscaling disabled) are forgotten, as in KubeAI's
 * saved state.
 */
public final class Autoscaler {
  private final ScalingPolicy policy;
  private final Map<String, ScalingState> states = new HashMap<>();
  private Instant lastCalculationTime;

  public Autoscaler(ScalingPolicy policy) {
    this.policy = Objects.requireNonNull(policy, "policy");
  }

  /**
   * Decides one tick for every model in {@code observations} (keyed like the state document).
   *
   * @return the decision per model; write those whose {@link ScalingDecision#changesReplicas()}
   */
  public synchronized Map<String, ScalingDecision> tick(
      Instant now, Map<String, ScalingObservation> observations) {
    Map<String, ScalingDecision> decisions = new TreeMap<>();
    Map<String, ScalingState> next = new HashMap<>();
    observations.forEach(
        (model, observation) -> {
          ScalingState state = states.getOrDefault(model, policy.initialState(now));
          ScalingDecision decision = policy.decide(state, now, observation);
          decisions.put(model, decision);
          next.put(model, decision.nextState());
        });
    states.clear();
    states.putAll(next);
    lastCalculationTime = now;
    return decisions;
  }

  /** The state to save after a tick. */
  public synchronized AutoscalerStateDocument snapshot() {
    Map<String, ModelStateDocument> models = new TreeMap<>();
    states.forEach((model, state) -> models.put(model, state.toDocument()));
    return new AutoscalerStateDocument(models, lastCalculationTime);
  }

  /**
   * Replaces the states with those saved in {@code saved} (ours or KubeAI's), as of {@code now}.
   * Call before the first tick.
   */
  public synchronized void restore(AutoscalerStateDocument saved, Instant now) {
    states.clear();
    saved.models().forEach((model, document) -> states.put(model, policy.restore(document, now)));
    lastCalculationTime = saved.lastCalculationTime();
  }

  /** The current state of {@code model}, or {@code null} if it has none. */
  public synchronized ScalingState state(String model) {
    return states.get(model);
  }
}
