package ai.silogen.kaiwo.sandbox.controlplane;

import ai.silogen.kaiwo.sandbox.controlplane.kubelet.PodRuntime;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Settings of the simulated control plane.
 *
 * @param nodePool the simulated nodes
 * @param defaultRunTime how long run-to-completion pods (Job pods) run unless their {@code
 *     sandbox.kaiwo.silogen.ai/run-seconds} annotation says otherwise
 * @param podRuntimes runtimes offered each pod before the kubelet starts it, in order
 * @param podLogs where the kubelet writes container logs
 * @param clock time source of all components
 */
public record ControlPlaneOptions(
    NodePool nodePool,
    Duration defaultRunTime,
    List<PodRuntime> podRuntimes,
    PodLogs podLogs,
    Clock clock) {

  /** Default run time of Job pods. */
  public static final Duration DEFAULT_RUN_TIME = Duration.ofSeconds(2);

  public ControlPlaneOptions {
    Objects.requireNonNull(nodePool, "nodePool");
    Objects.requireNonNull(podLogs, "podLogs");
    Objects.requireNonNull(clock, "clock");
    if (defaultRunTime == null || defaultRunTime.isNegative()) {
      throw new IllegalArgumentException(
          "defaultRunTime must be zero or positive, got " + defaultRunTime);
    }
    podRuntimes = List.copyOf(podRuntimes);
  }

  /** The default node pool, 2 s run time, no pod runtimes, the system clock. */
  public static ControlPlaneOptions defaults(PodLogs podLogs) {
    return new ControlPlaneOptions(
        NodePool.defaults(), DEFAULT_RUN_TIME, List.of(), podLogs, Clock.systemUTC());
  }

  /** These options with another node pool. */
  public ControlPlaneOptions withNodePool(NodePool pool) {
    return new ControlPlaneOptions(pool, defaultRunTime, podRuntimes, podLogs, clock);
  }

  /** These options with another default run time. */
  public ControlPlaneOptions withDefaultRunTime(Duration runTime) {
    return new ControlPlaneOptions(nodePool, runTime, podRuntimes, podLogs, clock);
  }

  /** These options with other pod runtimes. */
  public ControlPlaneOptions withPodRuntimes(List<PodRuntime> runtimes) {
    return new ControlPlaneOptions(nodePool, defaultRunTime, runtimes, podLogs, clock);
  }

  /** These options with another clock. */
  public ControlPlaneOptions withClock(Clock newClock) {
    return new ControlPlaneOptions(nodePool, defaultRunTime, podRuntimes, podLogs, newClock);
  }
}
