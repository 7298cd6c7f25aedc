package ai.silogen.kaiwo.gateway;

import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Everything a {@link Gateway} can be told. {@link #defaults()} suits a cluster; {@link #builder()}
 * and {@link #toBuilder()} change single settings ({@link GatewayOptionsBuilder} holds the
 * defaults); the constructor validates.
 *
 * @param host Address to bind (default {@code 0.0.0.0}).
 * @param port Port to bind, 0 for any free port (default 8000).
 * @param metricsPort Port serving {@code /metrics} (and the health checks), which {@link #port}
 *     then does not serve; 0 for any free port; {@code null} (default): {@link #port} serves it.
 * @param namespace The gateway's namespace (default {@code default}; {@code POD_NAMESPACE} in a
 *     cluster): models there are addressed without a prefix, the state ConfigMap and Lease live
 *     there.
 * @param watchAllNamespaces Route to Models of every namespace (default) or only of {@link
 *     #namespace}.
 * @param eventLoops Event loops serving connections (default: one per CPU).
 * @param maxBodyBytes Largest request body accepted (default 32 MiB); larger ones get 413.
 * @param maxBufferedBodyBytes Request-body bytes held at once, across requests (default 0: half of
 *     the JVM's direct memory limit); a body that would exceed it gets 503, so that a burst of
 *     waiting requests cannot exhaust the memory that requests being answered need.
 * @param maxHeaderBytes Largest request head accepted (default 32 KiB); larger ones get 431.
 * @param maxRetries Retries on 500/502/503/504 and connection errors (default 3).
 * @param accessLog Log one line per inference request on logger {@code kaiwo.gateway.access}
 *     (default off).
 * @param endpointWaitTimeout How long a request waits for a Ready endpoint, e.g. during scale from
 *     zero (default 10 min); 504 after it.
 * @param connectTimeout Connect timeout to model servers (default 5 s).
 * @param clientIdleTimeout A client connection with no request in progress for this long is closed
 *     (default 10 min, longer than the idle timeouts of common load balancers, so that they close
 *     first); zero keeps idle connections open. A client that stops halfway through a request head
 *     counts as idle.
 * @param clientBodyTimeout The longest time between two reads of a request body (default 60 s,
 *     nginx's {@code client_body_timeout}); past it the request gets 408 and its connection closes,
 *     so that stalled bodies do not hold {@link #maxBufferedBodyBytes}. A request whose body is in
 *     (waiting for a replica or an answer) is not affected. Zero: no limit.
 * @param maxConnectionsPerEndpoint Keep-alive connections per model server and event loop (default
 *     512).
 * @param drainDelay On close, how long to keep serving while {@code /readyz} already answers 503
 *     (default 0; a Deployment sets a few seconds, for its pod to leave the Service first).
 * @param drainTimeout On close, how long to wait after that for requests in flight to finish
 *     (default 30 s).
 * @param authEnabled Require API keys (default off).
 * @param apiKeySecretLabel Label ({@code =true}) of the Secrets holding API keys.
 * @param autoscalerEnabled Run the autoscaler loop (default on).
 * @param autoscalerMode Default scaling policy (default {@code fast}).
 * @param autoscalerInterval Autoscaler tick; {@code null} (default) means 10 s for {@code kubeai},
 *     2 s for {@code fast}.
 * @param kubeAiTimeWindow Moving-average window of the {@code kubeai} mode (default 10 min).
 * @param stateConfigMap ConfigMap (in {@link #namespace}) holding the autoscaler state; {@code
 *     null}: not kept.
 * @param leaderElection Elect one autoscaler among gateway replicas with a Lease (default off: this
 *     replica always leads).
 * @param leaseName Name of the Lease used for leader election.
 * @param identity This replica's identity in the Lease (default: the host name).
 * @param peerSelector Label selector of the gateway pods (own namespace) whose active requests are
 *     summed; {@code null}: see {@link #peerAddresses}.
 * @param peerAddresses Fixed {@code host:port} of every gateway replica whose active requests are
 *     summed; empty with no selector: this replica only.
 */
public record GatewayOptions(
    String host,
    int port,
    Integer metricsPort,
    String namespace,
    boolean watchAllNamespaces,
    int eventLoops,
    long maxBodyBytes,
    long maxBufferedBodyBytes,
    int maxHeaderBytes,
    int maxRetries,
    boolean accessLog,
    Duration endpointWaitTimeout,
    Duration connectTimeout,
    Duration clientIdleTimeout,
    Duration clientBodyTimeout,
    int maxConnectionsPerEndpoint,
    Duration drainDelay,
    Duration drainTimeout,
    boolean authEnabled,
    String apiKeySecretLabel,
    boolean autoscalerEnabled,
    ScalingMode autoscalerMode,
    Duration autoscalerInterval,
    Duration kubeAiTimeWindow,
    String stateConfigMap,
    boolean leaderElection,
    String leaseName,
    String identity,
    String peerSelector,
    List<String> peerAddresses) {

  public GatewayOptions {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(namespace, "namespace");
    Objects.requireNonNull(endpointWaitTimeout, "endpointWaitTimeout");
    Objects.requireNonNull(connectTimeout, "connectTimeout");
    Objects.requireNonNull(clientIdleTimeout, "clientIdleTimeout");
    Objects.requireNonNull(clientBodyTimeout, "clientBodyTimeout");
    Objects.requireNonNull(apiKeySecretLabel, "apiKeySecretLabel");
    Objects.requireNonNull(autoscalerMode, "autoscalerMode");
    Objects.requireNonNull(kubeAiTimeWindow, "kubeAiTimeWindow");
    Objects.requireNonNull(leaseName, "leaseName");
    Objects.requireNonNull(identity, "identity");
    peerAddresses = List.copyOf(peerAddresses);
    require(port >= 0 && port <= 65535, "port must be in [0, 65535], got " + port);
    require(
        metricsPort == null || (metricsPort >= 0 && metricsPort <= 65535),
        "metricsPort must be in [0, 65535], got " + metricsPort);
    require(
        metricsPort == null || metricsPort == 0 || metricsPort != port,
        "metricsPort must differ from port, both are " + port);
    require(!namespace.isBlank(), "namespace must not be blank");
    require(eventLoops >= 1, "eventLoops must be at least 1");
    require(maxBodyBytes >= 1, "maxBodyBytes must be positive");
    require(maxBufferedBodyBytes >= 0, "maxBufferedBodyBytes must not be negative");
    require(maxHeaderBytes >= 1024, "maxHeaderBytes must be at least 1024");
    require(maxRetries >= 0, "maxRetries must not be negative");
    require(endpointWaitTimeout.isPositive(), "endpointWaitTimeout must be positive");
    require(connectTimeout.isPositive(), "connectTimeout must be positive");
    require(!clientIdleTimeout.isNegative(), "clientIdleTimeout must not be negative");
    require(!clientBodyTimeout.isNegative(), "clientBodyTimeout must not be negative");
    require(maxConnectionsPerEndpoint >= 1, "maxConnectionsPerEndpoint must be at least 1");
    Objects.requireNonNull(drainDelay, "drainDelay");
    Objects.requireNonNull(drainTimeout, "drainTimeout");
    require(!drainDelay.isNegative(), "drainDelay must not be negative");
    require(!drainTimeout.isNegative(), "drainTimeout must not be negative");
    require(
        autoscalerInterval == null || autoscalerInterval.isPositive(),
        "autoscalerInterval must be positive");
  }

  /** Port 8000 on all interfaces, namespace {@code default}, no auth, fast autoscaling. */
  public static GatewayOptions defaults() {
    return builder().build();
  }

  public static GatewayOptionsBuilder builder() {
    return new GatewayOptionsBuilder();
  }

  public GatewayOptionsBuilder toBuilder() {
    return new GatewayOptionsBuilder(this);
  }

  /** The autoscaler tick: as set, else 10 s in KubeAI mode and 2 s in fast mode. */
  public Duration autoscalerTick() {
    if (autoscalerInterval != null) {
      return autoscalerInterval;
    }
    return autoscalerMode == ScalingMode.KUBEAI ? Duration.ofSeconds(10) : Duration.ofSeconds(2);
  }

  private static void require(boolean condition, String message) {
    if (!condition) {
      throw new IllegalArgumentException(message);
    }
  }
}
