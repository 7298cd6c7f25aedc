package ai.silogen.kaiwo.gateway;

import ai.silogen.kaiwo.gateway.auth.ApiKeySecretWatcher;
import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import java.time.Duration;
import java.util.List;

/**
 * Builds {@link GatewayOptions}: starts from the defaults (or from given options) and has one
 * method per component, of the same name.
 */
public final class GatewayOptionsBuilder {
  private String host = "0.0.0.0";
  private int port = 8000;
  private Integer metricsPort = null;
  private String namespace = "default";
  private boolean watchAllNamespaces = true;
  private int eventLoops = Runtime.getRuntime().availableProcessors();
  private long maxBodyBytes = 32L * 1024 * 1024;
  private long maxBufferedBodyBytes = 0;
  private int maxHeaderBytes = 32 * 1024;
  private int maxRetries = 3;
  private boolean accessLog = false;
  private Duration endpointWaitTimeout = Duration.ofMinutes(10);
  private Duration connectTimeout = Duration.ofSeconds(5);
  private Duration clientIdleTimeout = Duration.ofMinutes(10);
  private Duration clientBodyTimeout = Duration.ofSeconds(60);
  private int maxConnectionsPerEndpoint = 512;
  private Duration drainDelay = Duration.ZERO;
  private Duration drainTimeout = Duration.ofSeconds(30);
  private boolean authEnabled = false;
  private String apiKeySecretLabel = ApiKeySecretWatcher.DEFAULT_LABEL;
  private boolean autoscalerEnabled = true;
  private ScalingMode autoscalerMode = ScalingMode.FAST;
  private Duration autoscalerInterval = null;
  private Duration kubeAiTimeWindow = Duration.ofMinutes(10);
  private String stateConfigMap = "kaiwo-gateway-autoscaler-state";
  private boolean leaderElection = false;
  private String leaseName = "kaiwo-gateway-autoscaler";
  private String identity = defaultIdentity();
  private String peerSelector = null;
  private List<String> peerAddresses = List.of();

  GatewayOptionsBuilder() {}

  GatewayOptionsBuilder(GatewayOptions options) {
    host = options.host();
    port = options.port();
    metricsPort = options.metricsPort();
    namespace = options.namespace();
    watchAllNamespaces = options.watchAllNamespaces();
    eventLoops = options.eventLoops();
    maxBodyBytes = options.maxBodyBytes();
    maxBufferedBodyBytes = options.maxBufferedBodyBytes();
    maxHeaderBytes = options.maxHeaderBytes();
    maxRetries = options.maxRetries();
    accessLog = options.accessLog();
    endpointWaitTimeout = options.endpointWaitTimeout();
    connectTimeout = options.connectTimeout();
    clientIdleTimeout = options.clientIdleTimeout();
    clientBodyTimeout = options.clientBodyTimeout();
    maxConnectionsPerEndpoint = options.maxConnectionsPerEndpoint();
    drainDelay = options.drainDelay();
    drainTimeout = options.drainTimeout();
    authEnabled = options.authEnabled();
    apiKeySecretLabel = options.apiKeySecretLabel();
    autoscalerEnabled = options.autoscalerEnabled();
    autoscalerMode = options.autoscalerMode();
    autoscalerInterval = options.autoscalerInterval();
    kubeAiTimeWindow = options.kubeAiTimeWindow();
    stateConfigMap = options.stateConfigMap();
    leaderElection = options.leaderElection();
    leaseName = options.leaseName();
    identity = options.identity();
    peerSelector = options.peerSelector();
    peerAddresses = options.peerAddresses();
  }

  public GatewayOptionsBuilder host(String value) {
    host = value;
    return this;
  }

  public GatewayOptionsBuilder port(int value) {
    port = value;
    return this;
  }

  public GatewayOptionsBuilder metricsPort(Integer value) {
    metricsPort = value;
    return this;
  }

  public GatewayOptionsBuilder namespace(String value) {
    namespace = value;
    return this;
  }

  public GatewayOptionsBuilder watchAllNamespaces(boolean value) {
    watchAllNamespaces = value;
    return this;
  }

  public GatewayOptionsBuilder eventLoops(int value) {
    eventLoops = value;
    return this;
  }

  public GatewayOptionsBuilder maxBodyBytes(long value) {
    maxBodyBytes = value;
    return this;
  }

  public GatewayOptionsBuilder maxBufferedBodyBytes(long value) {
    maxBufferedBodyBytes = value;
    return this;
  }

  public GatewayOptionsBuilder maxHeaderBytes(int value) {
    maxHeaderBytes = value;
    return this;
  }

  public GatewayOptionsBuilder maxRetries(int value) {
    maxRetries = value;
    return this;
  }

  public GatewayOptionsBuilder accessLog(boolean value) {
    accessLog = value;
    return this;
  }

  public GatewayOptionsBuilder endpointWaitTimeout(Duration value) {
    endpointWaitTimeout = value;
    return this;
  }

  public GatewayOptionsBuilder connectTimeout(Duration value) {
    connectTimeout = value;
    return this;
  }

  public GatewayOptionsBuilder clientIdleTimeout(Duration value) {
    clientIdleTimeout = value;
    return this;
  }

  public GatewayOptionsBuilder clientBodyTimeout(Duration value) {
    clientBodyTimeout = value;
    return this;
  }

  public GatewayOptionsBuilder maxConnectionsPerEndpoint(int value) {
    maxConnectionsPerEndpoint = value;
    return this;
  }

  public GatewayOptionsBuilder drainDelay(Duration value) {
    drainDelay = value;
    return this;
  }

  public GatewayOptionsBuilder drainTimeout(Duration value) {
    drainTimeout = value;
    return this;
  }

  public GatewayOptionsBuilder authEnabled(boolean value) {
    authEnabled = value;
    return this;
  }

  public GatewayOptionsBuilder apiKeySecretLabel(String value) {
    apiKeySecretLabel = value;
    return this;
  }

  public GatewayOptionsBuilder autoscalerEnabled(boolean value) {
    autoscalerEnabled = value;
    return this;
  }

  public GatewayOptionsBuilder autoscalerMode(ScalingMode value) {
    autoscalerMode = value;
    return this;
  }

  public GatewayOptionsBuilder autoscalerInterval(Duration value) {
    autoscalerInterval = value;
    return this;
  }

  public GatewayOptionsBuilder kubeAiTimeWindow(Duration value) {
    kubeAiTimeWindow = value;
    return this;
  }

  /** An empty or blank name, like {@code null}, keeps no state. */
  public GatewayOptionsBuilder stateConfigMap(String value) {
    stateConfigMap = value == null || value.isBlank() ? null : value;
    return this;
  }

  public GatewayOptionsBuilder leaderElection(boolean value) {
    leaderElection = value;
    return this;
  }

  public GatewayOptionsBuilder leaseName(String value) {
    leaseName = value;
    return this;
  }

  public GatewayOptionsBuilder identity(String value) {
    identity = value;
    return this;
  }

  public GatewayOptionsBuilder peerSelector(String value) {
    peerSelector = value;
    return this;
  }

  public GatewayOptionsBuilder peerAddresses(List<String> value) {
    peerAddresses = value;
    return this;
  }

  /**
   * @throws IllegalArgumentException naming the first invalid setting
   */
  public GatewayOptions build() {
    return new GatewayOptions(
        host,
        port,
        metricsPort,
        namespace,
        watchAllNamespaces,
        eventLoops,
        maxBodyBytes,
        maxBufferedBodyBytes,
        maxHeaderBytes,
        maxRetries,
        accessLog,
        endpointWaitTimeout,
        connectTimeout,
        clientIdleTimeout,
        clientBodyTimeout,
        maxConnectionsPerEndpoint,
        drainDelay,
        drainTimeout,
        authEnabled,
        apiKeySecretLabel,
        autoscalerEnabled,
        autoscalerMode,
        autoscalerInterval,
        kubeAiTimeWindow,
        stateConfigMap,
        leaderElection,
        leaseName,
        identity,
        peerSelector,
        peerAddresses);
  }

  private static String defaultIdentity() {
    String host = System.getenv("HOSTNAME");
    return host == null || host.isBlank() ? "kaiwo-gateway-" + ProcessHandle.current().pid() : host;
  }
}
