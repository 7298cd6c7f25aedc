package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodConditions;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerState;
import io.fabric8.kubernetes.api.model.ContainerStateBuilder;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.PodStatus;
import io.fabric8.kubernetes.api.model.PodStatusBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The pod status a kubelet reports, as a pure function of the pod and what the simulated containers
 * are doing. Condition transition times only move when a condition's status changes, so computing
 * the status twice for the same situation gives equal objects (and no needless write).
 */
public final class KubeletStatus {

  /**
   * Where a pod runs and since when.
   *
   * @param hostIp the node's address
   * @param podIp the pod's address, {@code null} when the pod never got one
   * @param startedAt when the containers started
   */
  public record Placement(String hostIp, String podIp, Instant startedAt) {}

  private KubeletStatus() {}

  /** Status of a pod whose containers run; {@code ready} decides the Ready conditions. */
  public static PodStatus running(Pod pod, Placement placement, boolean ready, Instant now) {
    String started = Timestamps.format(placement.startedAt());
    ContainerState running = new ContainerStateBuilder().withNewRunning(started).build();
    String readyStatus = ready ? "True" : "False";
    String reason = ready ? null : "ContainersNotReady";
    String message =
        ready
            ? null
            : "containers with unready status: " + containerNames(pod.getSpec().getContainers());
    List<PodCondition> conditions = baseConditions(pod, "True", now);
    conditions =
        PodConditions.set(conditions, "ContainersReady", readyStatus, reason, message, now);
    conditions = PodConditions.set(conditions, "Ready", readyStatus, reason, message, now);
    return status(pod, placement, "Running", conditions)
        .withContainerStatuses(
            containerStatuses(pod, pod.getSpec().getContainers(), running, ready))
        .build();
  }

  /**
   * Status of a pod bound to a node whose containers cannot be created yet: phase Pending, each
   * container waiting with {@code reason} and {@code message}, no pod address.
   */
  public static PodStatus waiting(
      Pod pod, String hostIp, String reason, String message, Instant now) {
    Instant since =
        Optional.ofNullable(pod.getStatus())
            .map(PodStatus::getStartTime)
            .flatMap(Timestamps::parse)
            .orElse(now);
    ContainerState waiting =
        new ContainerStateBuilder()
            .withNewWaiting()
            .withReason(reason)
            .withMessage(message)
            .endWaiting()
            .build();
    String notReady =
        "containers with unready status: " + containerNames(pod.getSpec().getContainers());
    List<PodCondition> conditions = baseConditions(pod, "False", now);
    conditions =
        PodConditions.set(
            conditions, "ContainersReady", "False", "ContainersNotReady", notReady, now);
    conditions =
        PodConditions.set(conditions, "Ready", "False", "ContainersNotReady", notReady, now);
    PodStatusBuilder status =
        status(pod, new Placement(hostIp, null, since), "Pending", conditions)
            .withInitContainerStatuses()
            .withContainerStatuses(
                containerStatuses(pod, pod.getSpec().getContainers(), waiting, false));
    return status.build();
  }

  /** Status of a pod whose containers all exited with {@code exitCode}. */
  public static PodStatus terminated(
      Pod pod, Placement placement, int exitCode, String message, Instant finishedAt) {
    ContainerState terminated =
        new ContainerStateBuilder()
            .withNewTerminated()
            .withExitCode(exitCode)
            .withReason(exitCode == 0 ? "Completed" : exitCode == 128 ? "StartError" : "Error")
            .withMessage(message)
            .withStartedAt(Timestamps.format(placement.startedAt()))
            .withFinishedAt(Timestamps.format(finishedAt))
            .endTerminated()
            .build();
    List<PodCondition> conditions = baseConditions(pod, "False", finishedAt);
    conditions =
        PodConditions.set(conditions, "ContainersReady", "False", "PodCompleted", null, finishedAt);
    conditions = PodConditions.set(conditions, "Ready", "False", "PodCompleted", null, finishedAt);
    return status(pod, placement, exitCode == 0 ? "Succeeded" : "Failed", conditions)
        .withContainerStatuses(
            containerStatuses(pod, pod.getSpec().getContainers(), terminated, false))
        .build();
  }

  /**
   * The QoS class the API server would assign: Guaranteed when every container has equal CPU and
   * memory requests and limits, BestEffort when none has any, Burstable otherwise.
   */
  public static String qosClass(Pod pod) {
    List<Container> containers = pod.getSpec().getContainers();
    boolean any = false;
    boolean guaranteed = true;
    for (Container container : containers) {
      Map<String, Quantity> requests = resources(container, true);
      Map<String, Quantity> limits = resources(container, false);
      any |= !requests.isEmpty() || !limits.isEmpty();
      for (String resource : List.of("cpu", "memory")) {
        Quantity limit = limits.get(resource);
        Quantity request = requests.getOrDefault(resource, limit);
        guaranteed &=
            limit != null
                && request.getNumericalAmount().compareTo(limit.getNumericalAmount()) == 0;
      }
    }
    return !any ? "BestEffort" : guaranteed ? "Guaranteed" : "Burstable";
  }

  private static PodStatusBuilder status(
      Pod pod, Placement placement, String phase, List<PodCondition> conditions) {
    ContainerState completed =
        new ContainerStateBuilder()
            .withNewTerminated()
            .withExitCode(0)
            .withReason("Completed")
            .withStartedAt(Timestamps.format(placement.startedAt()))
            .withFinishedAt(Timestamps.format(placement.startedAt()))
            .endTerminated()
            .build();
    List<Container> inits = pod.getSpec().getInitContainers();
    PodStatusBuilder status =
        new PodStatusBuilder()
            .withPhase(phase)
            .withConditions(conditions)
            .withHostIP(placement.hostIp())
            .addNewHostIP(placement.hostIp())
            .withStartTime(Timestamps.format(placement.startedAt()))
            .withQosClass(qosClass(pod))
            .withInitContainerStatuses(
                inits == null ? List.of() : containerStatuses(pod, inits, completed, false));
    if (placement.podIp() != null) {
      status.withPodIP(placement.podIp()).addNewPodIP(placement.podIp());
    }
    return status;
  }

  /** PodScheduled (kept True), PodReadyToStartContainers and Initialized. */
  private static List<PodCondition> baseConditions(Pod pod, String sandboxReady, Instant now) {
    List<PodCondition> conditions =
        pod.getStatus() == null ? null : pod.getStatus().getConditions();
    conditions = PodConditions.set(conditions, "PodScheduled", "True", null, null, now);
    conditions =
        PodConditions.set(conditions, "PodReadyToStartContainers", sandboxReady, null, null, now);
    return PodConditions.set(conditions, "Initialized", "True", null, null, now);
  }

  private static List<ContainerStatus> containerStatuses(
      Pod pod, List<Container> containers, ContainerState state, boolean ready) {
    return containers.stream()
        .map(
            container ->
                new ContainerStatusBuilder()
                    .withName(container.getName())
                    .withImage(container.getImage())
                    .withImageID(container.getImage())
                    .withContainerID(
                        "sandbox://" + pod.getMetadata().getUid() + "/" + container.getName())
                    .withReady(ready)
                    .withStarted(state.getRunning() != null)
                    .withRestartCount(0)
                    .withState(state)
                    .build())
        .toList();
  }

  private static String containerNames(List<Container> containers) {
    return containers.stream()
        .map(Container::getName)
        .filter(Objects::nonNull)
        .collect(Collectors.joining(" ", "[", "]"));
  }

  private static Map<String, Quantity> resources(Container container, boolean requests) {
    if (container.getResources() == null) {
      return Map.of();
    }
    Map<String, Quantity> map =
        requests ? container.getResources().getRequests() : container.getResources().getLimits();
    return map == null ? Map.of() : map;
  }
}
