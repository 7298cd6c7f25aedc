package ai.silogen.kaiwo.operator.nodepool;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.LinkedHashMap;
import java.util.Map;

/** Nodes the way kubelets and the AMD/NVIDIA GPU operators describe them, for tests. */
public final class ClusterNodes {

  private ClusterNodes() {}

  /** An MI300X node (AMD node labeller labels, {@code amd.com/gpu} capacity). */
  public static NodeBuilder amd(String name, int gpus, String cpu, String memory) {
    return node(
        name,
        cpu,
        memory,
        Map.of(
            "amd.com/gpu.product-name",
            "AMD_Instinct_MI300X_OAM",
            "beta.amd.com/gpu.family.AI",
            Integer.toString(gpus)),
        Map.of("amd.com/gpu", gpus));
  }

  /** An NVIDIA node with the given GFD product string ({@code nvidia.com/gpu} capacity). */
  public static NodeBuilder nvidia(
      String name, String product, int gpus, String cpu, String memory) {
    return node(
        name,
        cpu,
        memory,
        Map.of("nvidia.com/gpu.product", product, "nvidia.com/gpu.count", Integer.toString(gpus)),
        Map.of("nvidia.com/gpu", gpus));
  }

  /** A CPU-only node. */
  public static NodeBuilder cpu(String name, String cpu, String memory) {
    return node(name, cpu, memory, Map.of(), Map.of());
  }

  /** A node with the given capacity (allocatable slightly lower, as on real nodes). */
  public static NodeBuilder node(
      String name,
      String cpu,
      String memory,
      Map<String, String> labels,
      Map<String, Integer> gpus) {
    Map<String, Quantity> capacity = new LinkedHashMap<>();
    capacity.put("cpu", new Quantity(cpu));
    capacity.put("memory", new Quantity(memory));
    capacity.put("pods", new Quantity("110"));
    gpus.forEach((key, count) -> capacity.put(key, new Quantity(count.toString())));
    Map<String, Quantity> allocatable = new LinkedHashMap<>(capacity);
    allocatable.put("cpu", new Quantity("1"));
    return new NodeBuilder()
        .withNewMetadata()
        .withName(name)
        .addToLabels("kubernetes.io/hostname", name)
        .addToLabels(labels)
        .endMetadata()
        .withNewSpec()
        .endSpec()
        .withNewStatus()
        .withCapacity(capacity)
        .withAllocatable(allocatable)
        .endStatus();
  }

  /** {@code node} cordoned. */
  public static Node cordoned(NodeBuilder node) {
    return node.editSpec().withUnschedulable(true).endSpec().build();
  }

  /** {@code node} with a control-plane role label. */
  public static Node controlPlane(NodeBuilder node) {
    return node.editMetadata()
        .addToLabels("node-role.kubernetes.io/control-plane", "")
        .endMetadata()
        .build();
  }

  /** {@code node} placed in a topology block and rack. */
  public static Node inRack(NodeBuilder node, String block, String rack) {
    return node.editMetadata()
        .addToLabels("kaiwo/topology-block", block)
        .addToLabels("kaiwo/topology-rack", rack)
        .endMetadata()
        .build();
  }
}
