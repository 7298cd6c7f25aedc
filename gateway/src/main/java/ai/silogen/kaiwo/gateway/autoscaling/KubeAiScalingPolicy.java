package ai.silogen.kaiwo.gateway.autoscaling;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * KubeAI's autoscaler, tick for tick: a simple moving average over {@code ceil(timeWindow /
 * interval)} samples starting at zero, {@code ceil(average / targetRequests)} clamped to the
 * bounds, immediate scale-up, and scale-down only once more than {@code ceil(scaleDownDelay /
 * interval)} consecutive ticks asked for fewer replicas.
 *
 * <p>As in KubeAI the counter is not reset by the scale-down itself, so once a delayed scale-down
 * has happened, further lower recommendations apply at once until a tick asks for at least the
 * current count. With the defaults a step from 0 to 1000 requests reaches 10 replicas only after
 * about nine minutes; use {@link FastScalingPolicy} when that is too slow.
 *
 * @param interval the tick period (KubeAI default 10 s)
 * @param timeWindow the averaging window (KubeAI default 10 min)
 */
public record KubeAiScalingPolicy(Duration interval, Duration timeWindow) implements ScalingPolicy {

  public KubeAiScalingPolicy {
    Objects.requireNonNull(interval, "interval");
    Objects.requireNonNull(timeWindow, "timeWindow");
    if (interval.isZero() || interval.isNegative() || timeWindow.isNegative()) {
      throw new IllegalArgumentException("interval must be positive and timeWindow not negative");
    }
  }

  /** KubeAI's chart defaults: 10 s ticks, 10 min window. */
  public static KubeAiScalingPolicy defaults() {
    return new KubeAiScalingPolicy(Duration.ofSeconds(10), Duration.ofMinutes(10));
  }

  /** KubeAI's {@code AverageWindowCount}: {@code ceil(timeWindow / interval)}, at least 1. */
  public int averageWindowCount() {
    return Math.max(1, ceilDiv(timeWindow, interval));
  }

  /** KubeAI's {@code RequiredConsecutiveScaleDowns}: {@code ceil(scaleDownDelay / interval)}. */
  public int requiredConsecutiveScaleDowns(Duration scaleDownDelay) {
    return ceilDiv(scaleDownDelay, interval);
  }

  @Override
  public KubeAiScalingState initialState(Instant now) {
    return new KubeAiScalingState(SimpleMovingAverage.filled(averageWindowCount(), 0), 0);
  }

  @Override
  public KubeAiScalingState restore(ModelStateDocument saved, Instant now) {
    int consecutive = saved.consecutiveScaleDowns() == null ? 0 : saved.consecutiveScaleDowns();
    return new KubeAiScalingState(
        SimpleMovingAverage.filled(averageWindowCount(), saved.averageActiveRequests()),
        consecutive);
  }

  @Override
  public ScalingDecision decide(ScalingState state, Instant now, ScalingObservation observation) {
    KubeAiScalingState previous = compatible(state, now);
    SimpleMovingAverage window = previous.window().add(observation.activeRequests());
    double average = window.average();
    ScalingTarget target = observation.target();
    int recommended = target.clamp((int) Math.ceil(average / target.targetRequests()));
    int current = observation.currentReplicas();
    int required = requiredConsecutiveScaleDowns(target.scaleDownDelay());
    int consecutive = previous.consecutiveScaleDowns();
    String basis = String.format("ceil(%.2f/%d)", average, target.targetRequests());
    if (recommended < current && consecutive < required) {
      return new ScalingDecision(
          current,
          current,
          new KubeAiScalingState(window, consecutive + 1),
          basis
              + " = "
              + recommended
              + ", scale-down delayed ("
              + (consecutive + 1)
              + "/"
              + required
              + ")");
    }
    int nextConsecutive = recommended < current ? consecutive : 0;
    return new ScalingDecision(
        recommended,
        current,
        new KubeAiScalingState(window, nextConsecutive),
        basis + " = " + recommended);
  }

  /** {@code state} as this policy's state, converting another policy's or a resized window. */
  private KubeAiScalingState compatible(ScalingState state, Instant now) {
    if (state instanceof KubeAiScalingState kubeAi
        && kubeAi.window().size() == averageWindowCount()) {
      return kubeAi;
    }
    return restore(ModelStateDocument.ofAverage(state.averageActiveRequests()), now);
  }

  private static int ceilDiv(Duration dividend, Duration divisor) {
    return (int) Math.ceil((double) dividend.toNanos() / divisor.toNanos());
  }
}
