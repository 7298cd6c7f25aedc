package ai.silogen.kaiwo.operator.nodepool;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeStatus;
import java.util.Objects;
import java.util.function.Function;

/**
 * Which Node updates concern node pools: labels, annotations, spec (taints, cordoning), capacity
 * and allocatable, deletion. Kubelets rewrite node status (heartbeats, conditions, images) all the
 * time; those updates are ignored.
 */
public final class NodeChanges {

  private NodeChanges() {}

  /** Whether the change from {@code before} to {@code after} can change pools, labels or quotas. */
  public static boolean relevant(Node after, Node before) {
    if (before == null || after == null) {
      return true;
    }
    return differs(before, after, n -> n.getMetadata().getLabels())
        || differs(before, after, n -> n.getMetadata().getAnnotations())
        || differs(before, after, n -> n.getMetadata().getDeletionTimestamp())
        || differs(before, after, Node::getSpec)
        || differs(before, after, n -> status(n, NodeStatus::getCapacity))
        || differs(before, after, n -> status(n, NodeStatus::getAllocatable));
  }

  private static boolean differs(Node before, Node after, Function<Node, Object> part) {
    return !Objects.equals(part.apply(before), part.apply(after));
  }

  private static Object status(Node node, Function<NodeStatus, Object> part) {
    return node.getStatus() == null ? null : part.apply(node.getStatus());
  }
}
