package ai.silogen.kaiwo.gateway.autoscaling;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * Drives a policy tick by tick on simulated time: the model gets the replicas each decision asks
 * for, and a replica becomes Ready {@code readinessDelay} after it was requested.
 */
final class ScalingSimulation {
  static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

  private final ScalingPolicy policy;
  private final Duration tick;
  private final Duration readinessDelay;
  private final ScalingTarget target;
  private final List<Instant> requestedAt = new ArrayList<>();
  private ScalingState state;
  private int replicas;
  private Instant now = START;

  /** Every tick's outcome. */
  final List<Step> steps = new ArrayList<>();

  record Step(Instant at, double load, int ready, ScalingDecision decision) {
    Duration since(Instant start) {
      return Duration.between(start, at);
    }
  }

  ScalingSimulation(
      ScalingPolicy policy, Duration tick, Duration readinessDelay, ScalingTarget target) {
    this.policy = policy;
    this.tick = tick;
    this.readinessDelay = readinessDelay;
    this.target = target;
    this.state = policy.initialState(START);
  }

  /** Starts from {@code count} Ready replicas. */
  ScalingSimulation withReadyReplicas(int count) {
    for (int i = 0; i < count; i++) {
      requestedAt.add(START.minus(readinessDelay));
    }
    replicas = count;
    return this;
  }

  ScalingSimulation withState(ScalingState restored) {
    state = restored;
    return this;
  }

  /** Runs for {@code duration}; {@code load} maps seconds since the start to active requests. */
  ScalingSimulation run(Duration duration, DoubleUnaryOperator load) {
    Instant end = now.plus(duration);
    while (now.isBefore(end)) {
      now = now.plus(tick);
      double active = load.applyAsDouble(Duration.between(START, now).toMillis() / 1000.0);
      int ready = ready();
      ScalingDecision decision =
          policy.decide(state, now, new ScalingObservation(active, replicas, ready, target));
      steps.add(new Step(now, active, ready, decision));
      state = decision.nextState();
      resize(decision.desiredReplicas());
    }
    return this;
  }

  /**
   * Sets the replicas between two ticks, as the gateway does when the first request for a model at
   * zero arrives (or as a user's {@code kubectl scale} would).
   */
  ScalingSimulation scaledTo(int count) {
    resize(count);
    return this;
  }

  int replicas() {
    return replicas;
  }

  ScalingState state() {
    return state;
  }

  /** Time from the start until the replicas first reached {@code count}, or null. */
  Duration timeToReach(int count) {
    return steps.stream()
        .filter(step -> step.decision().desiredReplicas() >= count)
        .findFirst()
        .map(step -> step.since(START))
        .orElse(null);
  }

  /** Time from {@code since} until the first tick after it that scaled down, or null. */
  Duration firstScaleDownAfter(Instant since) {
    return steps.stream()
        .filter(step -> step.at().isAfter(since))
        .filter(step -> step.decision().desiredReplicas() < step.decision().currentReplicas())
        .findFirst()
        .map(step -> step.since(since))
        .orElse(null);
  }

  long scaleDowns() {
    return steps.stream()
        .filter(step -> step.decision().desiredReplicas() < step.decision().currentReplicas())
        .count();
  }

  private int ready() {
    Instant readyBefore = now.minus(readinessDelay);
    return (int) requestedAt.stream().filter(at -> !at.isAfter(readyBefore)).count();
  }

  private void resize(int desired) {
    while (requestedAt.size() < desired) {
      requestedAt.add(now);
    }
    while (requestedAt.size() > desired) {
      requestedAt.removeLast(); // the youngest go first
    }
    replicas = desired;
  }
}
