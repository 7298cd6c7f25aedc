package ai.silogen.kaiwo.sandbox;

import ai.silogen.kaiwo.sandbox.controlplane.ControlPlane;
import ai.silogen.kaiwo.sandbox.controlplane.ControlPlaneOptions;
import ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemComponents;
import ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemOptions;
import ai.silogen.kaiwo.sandbox.controlplane.kubelet.PodRuntime;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * A whole simulated cluster for a {@link Sandbox}: the core control plane (nodes, scheduler,
 * kubelet, Job, Deployment and volume controllers) plus the add-ons Kaiwo relies on (Kueue,
 * KubeRay, AppWrapper) with their webhooks.
 *
 * <pre>{@code
 * Sandbox sandbox = SimulatedCluster.install(Sandbox.builder(), SimulatedCluster.Options.defaults()).start();
 * }</pre>
 */
public final class SimulatedCluster {

  private SimulatedCluster() {}

  /**
   * Settings of the simulated cluster.
   *
   * @param nodePool simulated nodes
   * @param defaultRunTime how long run-to-completion pods and Ray jobs run unless annotated
   *     otherwise
   * @param podRuntimes runtimes that may claim pods before the kubelet starts them (e.g. model
   *     engines)
   * @param clock time source of every component
   */
  public record Options(
      NodePool nodePool, Duration defaultRunTime, List<PodRuntime> podRuntimes, Clock clock) {

    public Options {
      Objects.requireNonNull(nodePool, "nodePool");
      Objects.requireNonNull(defaultRunTime, "defaultRunTime");
      Objects.requireNonNull(clock, "clock");
      podRuntimes = List.copyOf(podRuntimes);
    }

    /**
     * The default node pool, the control plane's default run time, no pod runtimes, the system
     * clock.
     */
    public static Options defaults() {
      return new Options(
          NodePool.defaults(), ControlPlaneOptions.DEFAULT_RUN_TIME, List.of(), Clock.systemUTC());
    }

    public Options withNodePool(NodePool pool) {
      return new Options(pool, defaultRunTime, podRuntimes, clock);
    }

    public Options withDefaultRunTime(Duration runTime) {
      return new Options(nodePool, runTime, podRuntimes, clock);
    }

    public Options withPodRuntimes(List<PodRuntime> runtimes) {
      return new Options(nodePool, defaultRunTime, runtimes, clock);
    }
  }

  /**
   * Adds the control plane and the add-ons to {@code builder}; the add-on CRDs are installed by the
   * sandbox from the classpath. The kubelet writes into the builder's pod logs.
   */
  public static SandboxBuilder install(SandboxBuilder builder, Options options) {
    PodLogs logs = builder.podLogs();
    ControlPlaneOptions controlPlane =
        new ControlPlaneOptions(
            options.nodePool(),
            options.defaultRunTime(),
            options.podRuntimes(),
            logs,
            options.clock());
    EcosystemComponents ecosystem =
        EcosystemComponents.create(
            EcosystemOptions.defaults()
                .withDefaultRunTime(options.defaultRunTime())
                .withClock(options.clock()));
    return builder
        .components(ControlPlane.components(controlPlane))
        .admissionPlugins(ecosystem.admissionPlugins())
        .components(ecosystem.components());
  }
}
