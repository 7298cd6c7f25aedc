package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Builds the scheduler's per-node view from the informer caches plus the pods it has bound but not
 * yet seen bound in its cache ("assumed" pods, as kube-scheduler calls them). Without the assumed
 * pods, two pods scheduled in quick succession could both be placed on the last free GPUs.
 */
public final class ClusterSnapshot {

  /**
   * A pod the scheduler has bound whose binding the cache may not show yet.
   *
   * @param uid the pod's UID
   * @param node the node it was bound to
   * @param requests its effective requests
   */
  public record AssumedPod(String uid, String node, Map<String, BigDecimal> requests) {}

  private ClusterSnapshot() {}

  /** One {@link NodeInfo} per node, sorted by node name. */
  public static List<NodeInfo> of(
      Collection<Node> nodes, Collection<Pod> pods, Collection<AssumedPod> assumed) {
    Map<String, NodeInfo> infos = new LinkedHashMap<>();
    nodes.stream()
        .sorted(Comparator.comparing(n -> n.getMetadata().getName()))
        .forEach(node -> infos.put(node.getMetadata().getName(), NodeInfo.empty(node)));
    Set<String> boundUids =
        pods.stream()
            .filter(Pods::isBound)
            .map(pod -> pod.getMetadata().getUid())
            .collect(Collectors.toSet());
    for (Pod pod : pods) {
      if (Pods.isBound(pod) && !Pods.isTerminal(pod)) {
        infos.computeIfPresent(
            pod.getSpec().getNodeName(),
            (name, info) -> info.plus(PodResources.requests(pod.getSpec())));
      }
    }
    for (AssumedPod pod : assumed) {
      if (!boundUids.contains(pod.uid())) {
        infos.computeIfPresent(pod.node(), (name, info) -> info.plus(pod.requests()));
      }
    }
    return List.copyOf(infos.values());
  }
}
