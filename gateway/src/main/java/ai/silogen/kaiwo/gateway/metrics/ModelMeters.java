package ai.silogen.kaiwo.gateway.metrics;

import ai.silogen.kaiwo.gateway.openai.RequestKind;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingStrategy;
import ai.silogen.kaiwo.gateway.routing.Route;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.Stream;

/**
 * The meters of one model, created lazily and cached so that the request path only increments
 * counters and records into histograms. Once its model is deleted ({@link #unregister}), the
 * requests still running record nothing more, so that no series of a deleted model appears again.
 */
public final class ModelMeters {
  private static final Duration[] LATENCY_BUCKETS = {
    Duration.ofMillis(1),
    Duration.ofMillis(5),
    Duration.ofMillis(10),
    Duration.ofMillis(25),
    Duration.ofMillis(50),
    Duration.ofMillis(100),
    Duration.ofMillis(250),
    Duration.ofMillis(500),
    Duration.ofSeconds(1),
    Duration.ofMillis(2500),
    Duration.ofSeconds(5),
    Duration.ofSeconds(10),
    Duration.ofSeconds(30),
    Duration.ofSeconds(60),
    Duration.ofSeconds(120),
    Duration.ofSeconds(300)
  };
  private static final double[] ITERATION_BUCKETS = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
  private static final RequestKind[] KINDS = RequestKind.values();

  /** A timer family's name and its Prometheus HELP text. */
  private record Family(String name, String description) {}

  private static final Family DURATION =
      new Family(
          "kaiwo.gateway.request.duration",
          "Time from a request's body being read to the end of its response, or its client leaving");
  private static final Family FIRST_BYTE =
      new Family(
          "kaiwo.gateway.time.to.first.byte",
          "Time from a request's body being read to the first body byte of its answer");

  private final MeterRegistry registry;
  private final String model;
  private final ActiveTime active = new ActiveTime(System::nanoTime);
  private final List<Meter> registered = new CopyOnWriteArrayList<>();
  private final List<ConcurrentHashMap<Integer, Timer>> durations;
  private final List<ConcurrentHashMap<Integer, Timer>> firstBytes;
  private final AtomicReferenceArray<Counter> decisions = new AtomicReferenceArray<>(8);
  private final ConcurrentHashMap<String, Counter> retries = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<String, Timer> scaleFromZero = new ConcurrentHashMap<>();
  private final DistributionSummary lookupIterations;
  private volatile boolean detached;

  ModelMeters(MeterRegistry registry, String model) {
    this.registry = registry;
    this.model = model;
    this.durations = perKind();
    this.firstBytes = perKind();
    registered.add(
        Gauge.builder(GatewayMetrics.ACTIVE_REQUESTS, active, ActiveTime::active)
            .description("Requests in flight or waiting for an endpoint")
            .tag("model", model)
            .register(registry));
    registered.add(
        FunctionCounter.builder(GatewayMetrics.ACTIVE_SECONDS, active, ActiveTime::seconds)
            .description(
                "Integral of the active requests over time; its rate is the mean number active")
            .tag("model", model)
            .register(registry));
    this.lookupIterations =
        keep(
            DistributionSummary.builder("kaiwo.gateway.prefix.hash.lookup.iterations")
                .description("Ring points examined per prefix-hash pick")
                .tag("model", model)
                .serviceLevelObjectives(ITERATION_BUCKETS)
                .register(registry));
  }

  private static List<ConcurrentHashMap<Integer, Timer>> perKind() {
    return Stream.generate(() -> new ConcurrentHashMap<Integer, Timer>())
        .limit(KINDS.length)
        .toList();
  }

  /**
   * A request of this model began at {@code startNanos} ({@link System#nanoTime()}); it is active
   * until {@link #requestFinished}.
   */
  public void requestStarted(long startNanos) {
    active.started(startNanos);
  }

  /**
   * A request ended at {@code endNanos}.
   *
   * @param startNanos when it began, as given to {@link #requestStarted}
   * @param firstByteNanos nanoseconds to the first response byte, or -1 if none was sent
   * @param wasActive whether {@link #requestStarted} counted it as active; a request refused at
   *     once never was
   */
  public void requestFinished(
      RequestKind kind,
      int status,
      long startNanos,
      long endNanos,
      long firstByteNanos,
      boolean wasActive) {
    if (wasActive) {
      active.finished(endNanos);
    }
    if (detached) {
      return;
    }
    timer(durations, DURATION, kind, status).record(endNanos - startNanos, TimeUnit.NANOSECONDS);
    if (firstByteNanos >= 0) {
      timer(firstBytes, FIRST_BYTE, kind, status).record(firstByteNanos, TimeUnit.NANOSECONDS);
    }
  }

  /** Active requests now. */
  public int active() {
    return active.active();
  }

  /** Request-seconds of active requests so far: its rate is their mean number. */
  public double activeSeconds() {
    return active.seconds();
  }

  /** Records how the balancer chose an endpoint. */
  public void routed(Route route) {
    if (detached) {
      return;
    }
    boolean prefixHash = route.strategy() == LoadBalancingStrategy.PREFIX_HASH;
    int index =
        (prefixHash ? 4 : 0) + (route.movedFromInitial() ? 2 : 0) + (route.usedDefault() ? 1 : 0);
    Counter counter = decisions.get(index);
    if (counter == null) {
      counter =
          keep(
              Counter.builder("kaiwo.gateway.routing.decisions")
                  .description("Endpoint picks by strategy and outcome")
                  .tag("model", model)
                  .tag("strategy", route.strategy().crValue())
                  .tag("moved", Boolean.toString(route.movedFromInitial()))
                  .tag("default", Boolean.toString(route.usedDefault()))
                  .register(registry));
      decisions.set(index, counter);
    }
    counter.increment();
    if (prefixHash) {
      lookupIterations.record(route.iterations());
    }
  }

  /** A retry after a retryable status ({@code "status"}) or a connection error. */
  public void retried(String reason) {
    if (detached) {
      return;
    }
    retries
        .computeIfAbsent(
            reason,
            why ->
                keep(
                    Counter.builder("kaiwo.gateway.retries")
                        .description("Requests sent again to a (possibly other) endpoint")
                        .tag("model", model)
                        .tag("reason", why)
                        .register(registry)))
        .increment();
  }

  /**
   * How long a request waited for a replica to appear, and how that ended: {@code ready}, {@code
   * timeout} or {@code client_gone}.
   */
  public void waitedForEndpoint(String outcome, long nanos) {
    if (detached) {
      return;
    }
    scaleFromZero
        .computeIfAbsent(
            outcome,
            what ->
                keep(
                    Timer.builder("kaiwo.gateway.scale.from.zero.wait")
                        .description("Time requests waited for an eligible endpoint")
                        .tag("model", model)
                        .tag("outcome", what)
                        .serviceLevelObjectives(LATENCY_BUCKETS)
                        .register(registry)))
        .record(nanos, TimeUnit.NANOSECONDS);
  }

  private Timer timer(
      List<ConcurrentHashMap<Integer, Timer>> byKind, Family family, RequestKind kind, int status) {
    ConcurrentHashMap<Integer, Timer> byStatus = byKind.get(kind.ordinal());
    Timer timer = byStatus.get(status);
    if (timer == null) {
      timer =
          byStatus.computeIfAbsent(
              status,
              code ->
                  keep(
                      Timer.builder(family.name())
                          .description(family.description())
                          .tag("model", model)
                          .tag("endpoint", kind.name().toLowerCase(Locale.ROOT))
                          .tag("status", Integer.toString(code))
                          .serviceLevelObjectives(LATENCY_BUCKETS)
                          .register(registry)));
    }
    return timer;
  }

  private <M extends Meter> M keep(M meter) {
    registered.add(meter);
    if (detached) {
      registry.remove(meter); // registered while unregister() ran: it may not have seen this one
    }
    return meter;
  }

  /** Removes every meter of this model; later recordings are dropped. */
  void unregister() {
    detached = true;
    registered.forEach(registry::remove);
  }
}
