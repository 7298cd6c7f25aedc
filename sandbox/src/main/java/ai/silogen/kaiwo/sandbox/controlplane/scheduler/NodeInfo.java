package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.util.Map;
import java.util.TreeMap;

/**
 * A node together with what the pods already on it request, the scheduler's view of one node.
 *
 * @param node the Node object
 * @param requested summed effective requests of the non-terminated pods bound (or assumed) to it
 * @param pods number of those pods
 */
public record NodeInfo(Node node, Map<String, BigDecimal> requested, int pods) {

  public NodeInfo {
    requested = Map.copyOf(requested);
  }

  /** A node with nothing on it. */
  public static NodeInfo empty(Node node) {
    return new NodeInfo(node, Map.of(), 0);
  }

  /** This node with one more pod requesting {@code requests}. */
  public NodeInfo plus(Map<String, BigDecimal> requests) {
    Map<String, BigDecimal> sum = new TreeMap<>(requested);
    requests.forEach((name, amount) -> sum.merge(name, amount, BigDecimal::add));
    return new NodeInfo(node, sum, pods + 1);
  }

  /** The node's name. */
  public String name() {
    return node.getMetadata().getName();
  }

  /** Allocatable amount of {@code resource} in base units (zero when not advertised). */
  public BigDecimal allocatable(String resource) {
    Map<String, Quantity> allocatable =
        node.getStatus() == null ? null : node.getStatus().getAllocatable();
    Quantity quantity = allocatable == null ? null : allocatable.get(resource);
    return quantity == null ? BigDecimal.ZERO : quantity.getNumericalAmount();
  }

  /** Amount of {@code resource} already requested on the node. */
  public BigDecimal requested(String resource) {
    return requested.getOrDefault(resource, BigDecimal.ZERO);
  }
}
