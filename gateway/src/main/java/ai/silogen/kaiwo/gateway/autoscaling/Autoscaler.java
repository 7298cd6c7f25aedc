package ai.silogen.kaiwo.gateway.autoscaling;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Keeps each model's {@link ScalingState} between ticks and applies its {@link ScalingPolicy}. The
 * caller ticks it with the summed active requests of every autoscaled model, writes the replica
 * counts that changed, and saves {@link #snapshot()} so that a restarted gateway can {@link
 * #restore} it.
 *
 * <p>One state per model whatever its policy: a model whose mode changes keeps its load history
 * (the new policy converts the old policy's state), instead of restarting from an empty window that
 * would scale a loaded model down. Models missing from a tick (deleted, or autoscaling disabled)
 * are forgotten, as in KubeAI's saved state.
 */
public final class Autoscaler {
  private final ScalingPolicy defaultPolicy;
  private final Map<String, ScalingState> states = new HashMap<>();

  /**
   * Restored documents not yet read: a document becomes a state at the model's first tick, when its
   * policy is known, so that a fast-mode model keeps its panic as well as its average.
   */
  private final Map<String, ModelStateDocument> restored = new HashMap<>();

  private Instant restoredAt;
  private Instant lastCalculationTime;

  /**
   * @param defaultPolicy the policy of models ticked without one of their own
   */
  public Autoscaler(ScalingPolicy defaultPolicy) {
    this.defaultPolicy = Objects.requireNonNull(defaultPolicy, "defaultPolicy");
  }

  /** {@link #tick(Instant, Map, Function)} with the default policy for every model. */
  public Map<String, ScalingDecision> tick(
      Instant now, Map<String, ScalingObservation> observations) {
    return tick(now, observations, model -> defaultPolicy);
  }

  /**
   * Decides one tick for every model in {@code observations} (keyed like the state document), each
   * with the policy {@code policies} gives for its key.
   *
   * @return the decision per model; write those whose {@link ScalingDecision#changesReplicas()}
   */
  public synchronized Map<String, ScalingDecision> tick(
      Instant now,
      Map<String, ScalingObservation> observations,
      Function<String, ScalingPolicy> policies) {
    Map<String, ScalingDecision> decisions = new TreeMap<>();
    Map<String, ScalingState> next = new HashMap<>();
    observations.forEach(
        (model, observation) -> {
          ScalingPolicy policy = policies.apply(model);
          ScalingDecision decision = policy.decide(stateOf(model, policy, now), now, observation);
          decisions.put(model, decision);
          next.put(model, decision.nextState());
        });
    states.clear();
    states.putAll(next);
    restored.clear();
    lastCalculationTime = now;
    return decisions;
  }

  private ScalingState stateOf(String model, ScalingPolicy policy, Instant now) {
    ScalingState state = states.get(model);
    if (state != null) {
      return state;
    }
    ModelStateDocument document = restored.get(model);
    return document == null ? policy.initialState(now) : policy.restore(document, now);
  }

  /** The state to save after a tick. */
  public synchronized AutoscalerStateDocument snapshot() {
    Map<String, ModelStateDocument> models = new TreeMap<>(restored);
    states.forEach((model, state) -> models.put(model, state.toDocument()));
    return new AutoscalerStateDocument(models, lastCalculationTime);
  }

  /**
   * Replaces the states with those saved in {@code saved} (ours or KubeAI's), as of {@code now}.
   * Call before the first tick.
   */
  public synchronized void restore(AutoscalerStateDocument saved, Instant now) {
    states.clear();
    restored.clear();
    restored.putAll(saved.models());
    restoredAt = now;
    lastCalculationTime = saved.lastCalculationTime();
  }

  /**
   * The current state of {@code model}, or {@code null} if it has none; a restored model not yet
   * ticked reads as the default policy restores it.
   */
  public synchronized ScalingState state(String model) {
    ScalingState state = states.get(model);
    if (state != null || !restored.containsKey(model)) {
      return state;
    }
    return defaultPolicy.restore(restored.get(model), restoredAt);
  }
}
