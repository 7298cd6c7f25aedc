package ai.silogen.kaiwo.gateway.autoscaling;

import ai.silogen.kaiwo.gateway.autoscaling.FastScalingState.Sample;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A Knative-KPA-like policy for bursty traffic. Two averages over recent ticks: a stable window
 * (default 60 s) drives normal scaling; a panic window (default 10 % of it) catches bursts. When
 * the panic window asks for at least {@code panicThreshold} × the ready replicas the model panics:
 * it scales straight to the panic count and never down until a whole stable window has passed
 * without reason to panic.
 *
 * <p>Scale-down is damped twice: it only goes as low as the load fits with {@code
 * scaleDownTolerance} headroom (so noise around a replica boundary does not flap), and only when
 * every recommendation of the last {@code scaleDownDelay} was that low. Each tick moves at most
 * {@code maxScaleUpRate} × and {@code 1 / maxScaleDownRate} × the ready replicas, as in Knative.
 */
public final class FastScalingPolicy implements ScalingPolicy {
  private final FastScalingSettings settings;

  public FastScalingPolicy(FastScalingSettings settings) {
    this.settings = Objects.requireNonNull(settings, "settings");
  }

  public static FastScalingPolicy defaults() {
    return new FastScalingPolicy(FastScalingSettings.defaults());
  }

  public FastScalingSettings settings() {
    return settings;
  }

  @Override
  public FastScalingState initialState(Instant now) {
    return new FastScalingState(List.of(), null, 0, List.of(), FastScalingState.NOT_DECIDED);
  }

  /** Fills the stable window with the saved average, as if sampled on every tick up to now. */
  @Override
  public FastScalingState restore(ModelStateDocument saved, Instant now) {
    List<Sample> samples = new ArrayList<>();
    int count = (int) Math.ceil(ratio(settings.stableWindow(), settings.tickInterval()));
    for (int k = count - 1; k >= 0; k--) {
      samples.add(
          new Sample(
              now.minus(settings.tickInterval().multipliedBy(k)), saved.averageActiveRequests()));
    }
    Instant panicSince = saved.panicSince();
    int maxPanic =
        panicSince == null || saved.maxPanicReplicas() == null ? 0 : saved.maxPanicReplicas();
    return new FastScalingState(
        samples, panicSince, maxPanic, List.of(), FastScalingState.NOT_DECIDED);
  }

  @Override
  public ScalingDecision decide(ScalingState state, Instant now, ScalingObservation observation) {
    FastScalingState previous =
        state instanceof FastScalingState fast
            ? fast
            : restore(ModelStateDocument.ofAverage(state.averageActiveRequests()), now);
    List<Sample> samples =
        window(
            previous.samples(),
            new Sample(now, observation.activeRequests()),
            now,
            settings.stableWindow());
    double stableAverage = average(samples, now.minus(settings.stableWindow()));
    double panicAverage = average(samples, now.minus(settings.panicWindow()));

    ScalingTarget target = observation.target();
    int current = observation.currentReplicas();
    int ready = Math.max(1, observation.readyReplicas());
    double perReplica = target.targetRequests() * settings.targetUtilization();
    int stableWant = stableWant(stableAverage, perReplica, current);
    int panicWant = (int) Math.ceil(panicAverage / perReplica);
    boolean burst = (double) panicWant / ready >= settings.panicThreshold();
    Panic panic = nextPanic(previous, burst, now);

    int want = panic.active() ? Math.max(stableWant, panicWant) : stableWant;
    List<Sample> recommendations = recommendations(previous, want, current, now, target);
    int delayed = (int) recommendations.stream().mapToDouble(Sample::value).max().orElse(want);
    int desired = rateLimited(delayed, ready);
    String reason =
        String.format("stable %.1f, panic %.1f: want %d", stableAverage, panicAverage, want);
    if (delayed > want) {
      reason += ", scale-down delayed (" + delayed + ")";
    }
    if (desired != delayed) {
      reason += ", rate-limited to " + desired;
    }
    int maxPanic = 0;
    if (panic.active()) {
      maxPanic = Math.max(panic.maxReplicas(), desired);
      desired = maxPanic;
      reason += ", panicking: holding " + desired;
    }
    int decided = target.clamp(desired);
    FastScalingState next =
        new FastScalingState(samples, panic.since(), maxPanic, recommendations, decided);
    return new ScalingDecision(decided, current, next, reason);
  }

  /**
   * The count the stable average asks for. Below the current count it keeps {@code
   * scaleDownTolerance} headroom, so load hovering at a replica boundary does not flap.
   */
  private int stableWant(double stableAverage, double perReplica, int current) {
    int want = (int) Math.ceil(stableAverage / perReplica);
    if (want >= current) {
      return want;
    }
    double withHeadroom = perReplica * (1 - settings.scaleDownTolerance());
    return Math.min(current, (int) Math.ceil(stableAverage / withHeadroom));
  }

  /** A burst starts or extends the panic; a whole stable window without one ends it. */
  private Panic nextPanic(FastScalingState previous, boolean burst, Instant now) {
    if (burst) {
      return new Panic(now, previous.maxPanicReplicas());
    }
    Instant since = previous.panicSince();
    if (since != null && !now.isBefore(since.plus(settings.stableWindow()))) {
      return new Panic(null, 0);
    }
    return new Panic(since, previous.maxPanicReplicas());
  }

  /**
   * The recommendations of the scale-down delay window including this tick's. Without history (new
   * model, restart) the current count stands in for earlier recommendations, so nothing is removed
   * before a full delay has been observed. A count above what the last tick decided was set by
   * someone else, usually the gateway starting a replica for the first request to a model at zero;
   * it counts as a recommendation too. Otherwise a request answered between two ticks, which no
   * sample sees, would lose its replica at the next tick, and the next request would wait for a
   * cold start again.
   */
  private static List<Sample> recommendations(
      FastScalingState previous, int want, int current, Instant now, ScalingTarget target) {
    List<Sample> history = previous.recommendations();
    if (history.isEmpty()
        || previous.decidedReplicas() != FastScalingState.NOT_DECIDED
            && current > previous.decidedReplicas()) {
      history = window(history, new Sample(now, current), now, target.scaleDownDelay());
    }
    return window(history, new Sample(now, want), now, target.scaleDownDelay());
  }

  /** The panic episode: when it was last renewed ({@code null} = calm) and its highest count. */
  private record Panic(Instant since, int maxReplicas) {
    boolean active() {
      return since != null;
    }
  }

  /**
   * Knative's per-tick bounds: at most maxScaleUpRate × ready, at least ready / maxScaleDownRate.
   */
  private int rateLimited(int want, int ready) {
    int maxUp = (int) Math.ceil(settings.maxScaleUpRate() * ready);
    int minDown = (int) Math.floor(ready / settings.maxScaleDownRate());
    return Math.min(Math.max(want, minDown), maxUp);
  }

  /** {@code samples} plus {@code latest}, without those at or before {@code now - length}. */
  private static List<Sample> window(
      List<Sample> samples, Sample latest, Instant now, Duration length) {
    Instant cutoff = now.minus(length);
    List<Sample> kept = new ArrayList<>(samples.size() + 1);
    for (Sample sample : samples) {
      if (sample.at().isAfter(cutoff)) {
        kept.add(sample);
      }
    }
    kept.add(latest);
    return kept;
  }

  /** Mean of the samples after {@code cutoff}; the latest sample is always included. */
  private static double average(List<Sample> samples, Instant cutoff) {
    double sum = 0;
    int count = 0;
    for (Sample sample : samples) {
      if (sample.at().isAfter(cutoff)) {
        sum += sample.value();
        count++;
      }
    }
    return count == 0 ? samples.getLast().value() : sum / count;
  }

  private static double ratio(Duration dividend, Duration divisor) {
    return (double) dividend.toNanos() / divisor.toNanos();
  }
}
