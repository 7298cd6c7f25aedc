package ai.silogen.kaiwo.gateway.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The gateway's Prometheus metrics. Meters are created once per model and cached in {@link
 * ModelMeters}, so recording a request costs no tag lookups or registry access.
 *
 * <p>Families (Prometheus names): {@code kaiwo_gateway_requests_active{model}} (in flight plus
 * waiting, the autoscaling signal) and {@code kaiwo_gateway_requests_active_seconds_total{model}}
 * (its integral over time), {@code kaiwo_gateway_request_duration_seconds} and {@code
 * kaiwo_gateway_time_to_first_byte_seconds} {@code {model,endpoint,status}}, {@code
 * kaiwo_gateway_routing_decisions_total{model,strategy,moved,default}}, {@code
 * kaiwo_gateway_prefix_hash_lookup_iterations{model}}, {@code
 * kaiwo_gateway_retries_total{model,reason}}, {@code
 * kaiwo_gateway_scale_from_zero_wait_seconds{model,outcome}}, {@code
 * kaiwo_gateway_rejected_requests_total{status}} for requests refused before a model was known, and
 * {@code kaiwo_gateway_upstream_connections_opened_total} and {@code ..._closed_total} (all model
 * servers). The {@code model} label is {@code <namespace>/<model>}; adapter traffic counts toward
 * its model.
 */
public final class GatewayMetrics implements AutoCloseable {
  /** The Prometheus family the autoscaler sums across gateway replicas. */
  public static final String ACTIVE_REQUESTS_FAMILY = "kaiwo_gateway_requests_active";

  /**
   * The family whose rate the fast autoscaler reads: the integral of the active requests over time
   * (request-seconds), so that requests between two ticks count too.
   */
  public static final String ACTIVE_SECONDS_FAMILY = "kaiwo_gateway_requests_active_seconds_total";

  static final String ACTIVE_REQUESTS = "kaiwo.gateway.requests.active";
  static final String ACTIVE_SECONDS = "kaiwo.gateway.requests.active.seconds";

  private final PrometheusMeterRegistry registry;
  private final ConcurrentHashMap<String, ModelMeters> models = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<Integer, Counter> rejected = new ConcurrentHashMap<>();

  private final Counter upstreamOpened;
  private final Counter upstreamClosed;

  private final JvmGcMetrics gc = new JvmGcMetrics();

  /** With the JVM's own meters (memory, GC, threads, CPU), as the operator exports them too. */
  public GatewayMetrics() {
    this.registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    new JvmMemoryMetrics().bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    new ProcessorMetrics().bindTo(registry);
    gc.bindTo(registry);
    upstreamOpened =
        Counter.builder("kaiwo.gateway.upstream.connections.opened")
            .description("Connections opened to model servers")
            .register(registry);
    upstreamClosed =
        Counter.builder("kaiwo.gateway.upstream.connections.closed")
            .description("Connections to model servers that closed, for any reason")
            .register(registry);
  }

  /** Stops listening to GC notifications. */
  @Override
  public void close() {
    gc.close();
  }

  /** The meters of {@code modelKey} ({@code <namespace>/<model>}), created on first use. */
  public ModelMeters model(String modelKey) {
    ModelMeters meters = models.get(modelKey);
    return meters != null ? meters : models.computeIfAbsent(modelKey, this::newModel);
  }

  private ModelMeters newModel(String modelKey) {
    return new ModelMeters(registry, modelKey);
  }

  /**
   * Drops the meters of a deleted model once no request of it is active; requests still running
   * keep recording into the detached meters.
   */
  public void removeModel(String modelKey) {
    ModelMeters meters = models.remove(modelKey);
    if (meters != null) {
      meters.unregister();
    }
  }

  /** Counts a request refused before it was bound to a model (bad path, JSON, auth, ...). */
  public void rejected(int status) {
    rejected
        .computeIfAbsent(
            status,
            code ->
                Counter.builder("kaiwo.gateway.rejected.requests")
                    .description("Requests refused before they were bound to a model")
                    .tag("status", Integer.toString(code))
                    .register(registry))
        .increment();
  }

  /** Counts a connection opened to a model server. */
  public void upstreamConnectionOpened() {
    upstreamOpened.increment();
  }

  /**
   * Counts a connection to a model server that closed. Opened minus closed is how many are open;
   * their rate shows churn, which costs the event loop a little on every connect and close.
   */
  public void upstreamConnectionClosed() {
    upstreamClosed.increment();
  }

  /** Active (in-flight plus waiting) requests per model key on this gateway replica. */
  public Map<String, Integer> activeRequests() {
    Map<String, Integer> active = new TreeMap<>();
    models.forEach((key, meters) -> active.put(key, meters.active()));
    return active;
  }

  /** {@link ModelMeters#activeSeconds()} per model key on this gateway replica. */
  public Map<String, Double> activeSeconds() {
    Map<String, Double> seconds = new TreeMap<>();
    models.forEach((key, meters) -> seconds.put(key, meters.activeSeconds()));
    return seconds;
  }

  /** The Prometheus text exposition of every meter. */
  public String scrape() {
    return registry.scrape();
  }

  public MeterRegistry registry() {
    return registry;
  }
}
