package ai.silogen.kaiwo.operator.nodepool;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import io.fabric8.kubernetes.api.model.Node;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Discovers node pools from Nodes: every node that takes part (not being deleted, not a
 * control-plane node when {@code nodes.excludeMasterNodesFromNodePools} is set) is profiled, and
 * nodes with the same profile are grouped into a {@link NodePool}.
 */
public final class NodePoolDiscovery {

  /**
   * Node labels of the levels of Kaiwo's default topology, highest first. Kaiwo never writes the
   * block and rack labels itself: an administrator opts a pool into topology-aware scheduling by
   * labelling its nodes.
   */
  public static final List<String> DEFAULT_TOPOLOGY_LEVELS =
      List.of(
          KaiwoLabels.NODE_TOPOLOGY_BLOCK, KaiwoLabels.NODE_TOPOLOGY_RACK, KaiwoLabels.HOSTNAME);

  private NodePoolDiscovery() {}

  /** The node pools of {@code nodes} under {@code settings}, in {@link NodePool#QUEUE_ORDER}. */
  public static List<NodePool> discover(Collection<Node> nodes, KaiwoConfigSpec settings) {
    Map<String, List<Member>> byPool = new TreeMap<>();
    for (Node node : nodes) {
      if (node.getMetadata().getDeletionTimestamp() != null) {
        continue;
      }
      NodeProfile profile = NodeProfile.of(node);
      if (!excluded(profile, settings)) {
        byPool
            .computeIfAbsent(profile.poolName(), k -> new ArrayList<>())
            .add(new Member(profile, hasTopologyLabels(node)));
      }
    }
    return byPool.entrySet().stream()
        .map(e -> pool(e.getKey(), e.getValue()))
        .sorted(NodePool.QUEUE_ORDER)
        .toList();
  }

  /** Whether {@code profile}'s node is left out of node pools (and not labelled as a worker). */
  public static boolean excluded(NodeProfile profile, KaiwoConfigSpec settings) {
    return profile.controlPlane()
        && Boolean.TRUE.equals(settings.getNodes().getExcludeMasterNodesFromNodePools());
  }

  private record Member(NodeProfile profile, boolean topologyLabelled) {}

  private static NodePool pool(String name, List<Member> members) {
    NodeProfile shape = members.getFirst().profile();
    List<NodeProfile> schedulable =
        members.stream().map(Member::profile).filter(NodeProfile::schedulable).toList();
    return new NodePool(
        name,
        shape.vendor(),
        shape.gpuModel(),
        shape.gpus(),
        shape.cpuCores(),
        shape.memoryMi(),
        members.stream().map(m -> m.profile().node()).sorted().toList(),
        schedulable.size(),
        schedulable.stream().mapToLong(NodeProfile::cpuCores).sum(),
        schedulable.stream().mapToLong(NodeProfile::memoryMi).sum(),
        schedulable.stream().mapToLong(NodeProfile::gpus).sum(),
        members.stream().allMatch(Member::topologyLabelled));
  }

  private static boolean hasTopologyLabels(Node node) {
    Map<String, String> labels = node.getMetadata().getLabels();
    return labels != null && DEFAULT_TOPOLOGY_LEVELS.stream().allMatch(labels::containsKey);
  }
}
