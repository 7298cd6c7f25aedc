package ai.silogen.kaiwo.cli.sandbox;

import ai.silogen.kaiwo.cli.support.Closeables;
import ai.silogen.kaiwo.gateway.Gateway;
import ai.silogen.kaiwo.gateway.GatewayOptions;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.operator.monitoring.ResourceMonitoring;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.SimulatedCluster;
import ai.silogen.kaiwo.sandbox.engines.EngineSimulatorRuntime;
import ai.silogen.kaiwo.sandbox.gpumetrics.GpuMetricsExporter;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Everything {@code kaiwo sandbox} runs in one process: the in-process API server with a simulated
 * cluster, and the Kaiwo operator and the OpenAI-compatible gateway, each connected to it through
 * its own client like to any other cluster. The gateway's URL is recorded next to the kubeconfig
 * ({@link SandboxFiles#gatewayUrl()}) so that {@code kaiwo chat} finds it.
 */
public final class LocalCluster implements AutoCloseable {

  /** The gateway listens on loopback only: the sandbox is a single-user, local cluster. */
  private static final String GATEWAY_HOST = "127.0.0.1";

  /**
   * The operator reads the simulated GPU exporter this often: shorter than a cluster's default, so
   * that an idle workload shows {@code ResourceUnderutilization} soon after it starts.
   */
  static final Duration MONITORING_INTERVAL = Duration.ofSeconds(5);

  /** The sandbox shares the machine with its users; a couple of event loops serve it well. */
  private static final int GATEWAY_EVENT_LOOPS = 2;

  /**
   * How to start the local cluster.
   *
   * @param port API server port (0 picks a free one)
   * @param gatewayPort gateway port (0 picks a free one)
   * @param kubeconfig where to write the kubeconfig
   * @param cluster simulated nodes and timings
   */
  public record Settings(
      int port, int gatewayPort, Path kubeconfig, SimulatedCluster.Options cluster) {}

  private final Sandbox sandbox;
  private final EngineSimulatorRuntime engines;
  private final SandboxFiles files;
  private final List<AutoCloseable> services = new ArrayList<>();
  private Gateway gateway;
  private GpuMetricsExporter gpuMetrics;

  private LocalCluster(Sandbox sandbox, EngineSimulatorRuntime engines, SandboxFiles files) {
    this.sandbox = sandbox;
    this.engines = engines;
    this.files = files;
  }

  /** Starts the API server, the simulated cluster, the operator and the gateway. */
  public static LocalCluster start(Settings settings) {
    EngineSimulatorRuntime engines = new EngineSimulatorRuntime(Map.of());
    Sandbox sandbox =
        SimulatedCluster.install(
                Sandbox.builder()
                    .port(settings.port())
                    .kubeconfig(settings.kubeconfig())
                    .deleteKubeconfigOnClose(true),
                settings.cluster().withPodRuntimes(List.of(engines)))
            .start();
    LocalCluster cluster =
        new LocalCluster(sandbox, engines, new SandboxFiles(settings.kubeconfig()));
    try {
      cluster.startGpuMetrics();
      cluster.services.add(
          KaiwoOperator.create(
                  sandbox.newClient(),
                  OperatorOptions.defaults()
                      .withResourceMonitoring(
                          ResourceMonitoring.of(
                              URI.create(cluster.metricsUrl()), MONITORING_INTERVAL)))
              .start());
      cluster.startGateway(settings.gatewayPort());
      return cluster;
    } catch (RuntimeException e) {
      cluster.close();
      throw e;
    }
  }

  private void startGateway(int port) {
    KubernetesClient client = sandbox.newClient();
    services.add(client);
    GatewayOptions options =
        GatewayOptions.builder()
            .host(GATEWAY_HOST)
            .port(port)
            .eventLoops(GATEWAY_EVENT_LOOPS)
            .namespace(client.getNamespace() == null ? "default" : client.getNamespace())
            .build();
    gateway = Gateway.start(options, client);
    services.add(gateway);
    SandboxFiles.write(files.gatewayUrl(), gatewayUrl());
  }

  private void startGpuMetrics() {
    KubernetesClient client = sandbox.newClient();
    services.add(client);
    gpuMetrics =
        GpuMetricsExporter.start(
            client, GATEWAY_HOST, 0, Clock.systemUTC(), engines::batchOccupancy);
    services.add(gpuMetrics);
    SandboxFiles.write(files.metricsUrl(), gpuMetrics.url());
  }

  /** The simulated GPU metrics exporter's URL, e.g. {@code http://127.0.0.1:41234/metrics}. */
  public String metricsUrl() {
    return gpuMetrics.url();
  }

  public Sandbox sandbox() {
    return sandbox;
  }

  /** The OpenAI base URL of the gateway, e.g. {@code http://127.0.0.1:8000/openai/v1}. */
  public String gatewayUrl() {
    return "http://" + GATEWAY_HOST + ":" + gateway.port() + "/openai/v1";
  }

  @Override
  public void close() {
    SandboxFiles.deleteQuietly(files.gatewayUrl());
    SandboxFiles.deleteQuietly(files.metricsUrl());
    Closeables.closeInReverse(services);
    sandbox.close();
    engines.close();
  }
}
