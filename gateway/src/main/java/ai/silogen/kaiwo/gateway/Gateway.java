package ai.silogen.kaiwo.gateway;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.auth.ApiKeySecretWatcher;
import ai.silogen.kaiwo.gateway.discovery.ClusterDiscovery;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.proxy.InferenceHandler;
import ai.silogen.kaiwo.gateway.proxy.ProxySettings;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.scaling.KubernetesModelScaler;
import ai.silogen.kaiwo.gateway.scaling.ModelScaler;
import ai.silogen.kaiwo.gateway.scaling.ScaleFromZero;
import ai.silogen.kaiwo.gateway.server.GatewayHandlers;
import ai.silogen.kaiwo.gateway.server.GatewayServer;
import ai.silogen.kaiwo.gateway.server.Listener;
import ai.silogen.kaiwo.gateway.server.ModelsEndpoint;
import ai.silogen.kaiwo.gateway.server.ServerSettings;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.netty.util.internal.PlatformDependent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The OpenAI-compatible gateway: HTTP server, proxy and load balancer, fed by informers on Models,
 * model pods and (with authentication) API-key Secrets, plus the autoscaler loop.
 *
 * <pre>{@code
 * try (Gateway gateway = Gateway.start(GatewayOptions.builder().port(0).build(), client)) {
 *   URI chat = URI.create("http://localhost:" + gateway.port() + "/openai/v1/chat/completions");
 * }
 * }</pre>
 */
public final class Gateway implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Gateway.class);
  private static final long START_TIMEOUT_SECONDS = 60;

  private final GatewayOptions options;

  /** Runs the blocking scale writes of scale from zero, off the event loops. */
  private final ExecutorService blocking = Executors.newVirtualThreadPerTaskExecutor();

  private final ModelCatalog catalog = new ModelCatalog();
  private final LoadBalancer loadBalancer = new LoadBalancer();
  private final GatewayMetrics metrics = new GatewayMetrics();
  private final List<AutoCloseable> closeables = new ArrayList<>();
  private GatewayServer server;
  private GatewayServer metricsServer;

  /** Set when closing: {@code /readyz} answers 503 so that load balancers stop sending. */
  private volatile boolean draining;

  private Gateway(GatewayOptions options) {
    this.options = options;
  }

  /**
   * Starts a gateway and waits until it listens and has read the cluster's Models and pods.
   *
   * @throws IllegalStateException when the server cannot bind or the cluster cannot be read
   */
  public static Gateway start(GatewayOptions options, KubernetesClient client) {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(client, "client");
    Gateway gateway = new Gateway(options);
    try {
      gateway.startComponents(client);
      return gateway;
    } catch (RuntimeException e) {
      gateway.close();
      throw e;
    }
  }

  /** The port the gateway listens on. */
  public int port() {
    return server.port();
  }

  /**
   * The port serving {@code /metrics}: {@link GatewayOptions#metricsPort()}, else {@link #port}.
   */
  public int metricsPort() {
    return metricsServer == null ? port() : metricsServer.port();
  }

  public GatewayOptions options() {
    return options;
  }

  /** The gateway's meters, e.g. to read active requests in tests. */
  public GatewayMetrics metrics() {
    return metrics;
  }

  /** The endpoint groups, e.g. to inspect in-flight counts. */
  public LoadBalancer loadBalancer() {
    return loadBalancer;
  }

  private void startComponents(KubernetesClient client) {
    String watched = options.watchAllNamespaces() ? null : options.namespace();
    ClusterDiscovery discovery =
        new ClusterDiscovery(client, watched, catalog, loadBalancer, metrics);
    closeables.add(discovery);
    await(discovery.start(), "reading Models and model pods");
    ApiKeyAuthenticator authenticator = new ApiKeyAuthenticator(options.authEnabled());
    if (options.authEnabled()) {
      ApiKeySecretWatcher keys =
          new ApiKeySecretWatcher(
              client, watched, options.namespace(), options.apiKeySecretLabel(), authenticator);
      closeables.add(keys);
      await(keys.start(), "reading API-key Secrets");
    }
    ModelScaler scaler = new KubernetesModelScaler(client);
    GatewayHandlers handlers = handlers(authenticator, scaler, discovery);
    Listener api = options.metricsPort() == null ? Listener.ALL : Listener.API;
    server =
        GatewayServer.start(serverSettings(options.port(), options.eventLoops()), handlers, api);
    closeables.add(0, server);
    if (options.metricsPort() != null) {
      metricsServer =
          GatewayServer.start(serverSettings(options.metricsPort(), 1), handlers, Listener.METRICS);
      closeables.add(0, metricsServer);
    }
    if (options.autoscalerEnabled()) {
      closeables.add(
          0,
          AutoscalerWiring.start(
              options, client, catalog, loadBalancer, metrics, scaler, this::metricsPort));
    }
    LOG.info(
        "gateway listening on {}:{}, metrics on port {} ({})",
        options.host(),
        port(),
        metricsPort(),
        options);
    LOG.info("request bodies are scanned {}", OpenAiRequestParser.stringSearch());
  }

  private GatewayHandlers handlers(
      ApiKeyAuthenticator authenticator, ModelScaler scaler, ClusterDiscovery discovery) {
    InferenceHandler inference =
        new InferenceHandler(
            new ProxySettings(
                options.maxBodyBytes(),
                bufferedBodyLimit(),
                options.maxRetries(),
                options.endpointWaitTimeout(),
                options.authEnabled(),
                options.accessLog()),
            new OpenAiRequestParser(),
            new ModelResolver(options.namespace(), catalog),
            authenticator,
            loadBalancer,
            new ScaleFromZero(catalog, scaler, blocking),
            metrics);
    return new GatewayHandlers(
        inference,
        new ModelsEndpoint(catalog, options.namespace(), authenticator),
        metrics,
        () -> !draining && discovery.synced());
  }

  /**
   * {@code --max-buffered-body-bytes}, or half of the direct memory Netty may use: the other half
   * stays for the reads and writes of requests being answered.
   */
  private long bufferedBodyLimit() {
    return options.maxBufferedBodyBytes() > 0
        ? options.maxBufferedBodyBytes()
        : Math.max(1, PlatformDependent.maxDirectMemory() / 2);
  }

  private ServerSettings serverSettings(int port, int eventLoops) {
    return new ServerSettings(
        options.host(),
        port,
        eventLoops,
        options.maxHeaderBytes(),
        options.maxConnectionsPerEndpoint(),
        options.connectTimeout(),
        options.clientIdleTimeout(),
        options.clientBodyTimeout());
  }

  /**
   * Drains, then stops the autoscaler, the server and the informers. Draining reports not ready,
   * keeps serving for {@link GatewayOptions#drainDelay()} (while Kubernetes takes the pod out of
   * its Service), then waits up to {@link GatewayOptions#drainTimeout()} for the requests in flight
   * (streams included) to finish, so that a rollout does not cut answers off.
   */
  @Override
  public void close() {
    drain();
    for (AutoCloseable closeable : closeables) {
      try {
        closeable.close();
      } catch (Exception e) {
        LOG.warn("error while stopping the gateway: {}", e.toString());
      }
    }
    closeables.clear();
    metrics.close();
    blocking.shutdown();
  }

  private void drain() {
    if (server == null || draining) {
      return;
    }
    draining = true;
    long start = System.nanoTime();
    if (!sleep(options.drainDelay().toMillis())) {
      return;
    }
    long deadline = start + options.drainDelay().plus(options.drainTimeout()).toNanos();
    int active = activeRequests();
    if (active > 0) {
      LOG.info("draining: waiting for {} requests in flight", active);
    }
    while (active > 0 && System.nanoTime() - deadline < 0 && sleep(50)) {
      active = activeRequests();
    }
    if (active > 0) {
      LOG.warn("closing with {} requests still in flight", active);
    }
  }

  private int activeRequests() {
    return metrics.activeRequests().values().stream().mapToInt(Integer::intValue).sum();
  }

  /** Returns false when interrupted: whoever interrupts a close wants it over now. */
  private static boolean sleep(long millis) {
    try {
      Thread.sleep(millis);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static void await(java.util.concurrent.CompletableFuture<?> future, String what) {
    try {
      future.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while " + what, e);
    } catch (Exception e) {
      throw new IllegalStateException("gateway failed while " + what + ": " + e, e);
    }
  }
}
