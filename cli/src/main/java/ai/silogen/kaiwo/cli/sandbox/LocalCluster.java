package ai.silogen.kaiwo.cli.sandbox;

import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.SimulatedCluster;
import ai.silogen.kaiwo.sandbox.engines.EngineSimulatorRuntime;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything {@code kaiwo sandbox} runs in one process: the in-process API server with a simulated
 * cluster, and the Kaiwo operator connected to it through a client like any other cluster.
 */
public final class LocalCluster implements AutoCloseable {

  /**
   * How to start the local cluster.
   *
   * @param port API server port (0 picks a free one)
   * @param kubeconfig where to write the kubeconfig
   * @param cluster simulated nodes and timings
   */
  public record Settings(int port, Path kubeconfig, SimulatedCluster.Options cluster) {}

  private final Sandbox sandbox;
  private final EngineSimulatorRuntime engines;
  private final List<AutoCloseable> services = new ArrayList<>();

  private LocalCluster(Sandbox sandbox, EngineSimulatorRuntime engines) {
    this.sandbox = sandbox;
    this.engines = engines;
  }

  /** Starts the API server, the simulated cluster and the operator. */
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
    LocalCluster cluster = new LocalCluster(sandbox, engines);
    try {
      cluster.services.add(
          KaiwoOperator.create(sandbox.newClient(), OperatorOptions.defaults()).start());
      return cluster;
    } catch (RuntimeException e) {
      cluster.close();
      throw e;
    }
  }

  public Sandbox sandbox() {
    return sandbox;
  }

  /** The OpenAI base URL of the gateway, when one runs. */
  public Optional<String> gatewayUrl() {
    return Optional.empty();
  }

  @Override
  public void close() {
    for (int i = services.size() - 1; i >= 0; i--) {
      try {
        services.get(i).close();
      } catch (Exception e) {
        // Shutting down: keep closing the rest.
      }
    }
    sandbox.close();
    engines.close();
  }
}
