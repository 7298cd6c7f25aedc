package ai.silogen.kaiwo.operator.cluster;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.Map;

/** Nodes as GPU operators and the device plugins label them, for tests. */
public final class TestNodes {

  private TestNodes() {}

  /**
   * An MI300X node with {@code gpus} allocatable {@code amd.com/gpu}, labelled {@code
   * kaiwo/gpu-model: mi300x} as Kaiwo's node labelling does.
   */
  public static Node amd(String name, int gpus) {
    return node(
        name,
        Map.of(
            "amd.com/gpu.product-name",
            "AMD_Instinct_MI300X_OAM",
            "beta.amd.com/gpu.family.AI",
            Integer.toString(gpus),
            "kaiwo/gpu-model",
            "mi300x"),
        Map.of("amd.com/gpu", gpus));
  }

  /**
   * An H100 node with {@code gpus} allocatable {@code nvidia.com/gpu}, labelled {@code
   * kaiwo/gpu-model: nvidiah10080gbhbm3} as Kaiwo's node labelling does.
   */
  public static Node nvidia(String name, int gpus) {
    return node(
        name,
        Map.of(
            "nvidia.com/gpu.product",
            "NVIDIA-H100-80GB-HBM3",
            "nvidia.com/gpu.count",
            Integer.toString(gpus),
            "kaiwo/gpu-model",
            "nvidiah10080gbhbm3"),
        Map.of("nvidia.com/gpu", gpus));
  }

  /** A CPU-only node. */
  public static Node cpu(String name) {
    return node(name, Map.of(), Map.of());
  }

  /** A node with the given labels and GPU allocatable (plus 96 CPUs and 1Ti memory). */
  public static Node node(String name, Map<String, String> labels, Map<String, Integer> gpus) {
    NodeBuilder node =
        new NodeBuilder()
            .withNewMetadata()
            .withName(name)
            .addToLabels("kubernetes.io/hostname", name)
            .addToLabels(labels)
            .endMetadata()
            .withNewStatus()
            .addToAllocatable("cpu", new Quantity("96"))
            .addToAllocatable("memory", new Quantity("1Ti"))
            .endStatus();
    gpus.forEach(
        (key, count) ->
            node.editStatus().addToAllocatable(key, new Quantity(count.toString())).endStatus());
    return node.build();
  }
}
