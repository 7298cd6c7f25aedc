package ai.silogen.kaiwo.operator.render;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cluster {@code kaiwo render} assumes without {@code --cluster}: the sandbox's default node
 * pool (2 × 8 AMD MI300X, 2 × 8 NVIDIA H100, one CPU node; same names, labels and allocatable), the
 * default KaiwoConfig, and the KaiwoQueueConfig the operator would generate for it (one cluster
 * queue {@code kaiwo} open to all namespaces). Nodes carry the labels GPU operators set and the
 * {@code kaiwo/*} labels the queue-config controller writes.
 */
public final class DefaultCluster {

  private DefaultCluster() {}

  /** The default facts. */
  public static ClusterFacts facts() {
    return ClusterFacts.of(null, nodes(), queueConfig());
  }

  /** The five nodes of the default pool. */
  public static List<Node> nodes() {
    List<Node> nodes = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      nodes.add(
          node(
              "mi300x-" + i,
              96,
              "1536Gi",
              "amd-mi300x-8gpu-86core-1382gi",
              "mi300x",
              Map.of(
                  KaiwoLabels.AMD_GPU_PRODUCT_NAME,
                  "AMD_Instinct_MI300X_OAM",
                  "amd.com/gpu.family",
                  "AI",
                  KaiwoLabels.AMD_GPU_FAMILY_AI,
                  "8"),
              KaiwoLabels.AMD_GPU_RESOURCE));
    }
    for (int i = 0; i < 2; i++) {
      nodes.add(
          node(
              "h100-" + i,
              96,
              "1024Gi",
              "nvidia-nvidiah10080gbhbm3-8gpu-86core-921gi",
              "nvidiah10080gbhbm3",
              Map.of(
                  "nvidia.com/gpu.present",
                  "true",
                  KaiwoLabels.NVIDIA_GPU_PRODUCT,
                  "NVIDIA-H100-80GB-HBM3",
                  KaiwoLabels.NVIDIA_GPU_COUNT,
                  "8"),
              KaiwoLabels.NVIDIA_GPU_RESOURCE));
    }
    nodes.add(node("cpu-0", 32, "128Gi", "cpu-only-0gpu-28core-115gi", null, Map.of(), null));
    return nodes;
  }

  /** The queue configuration the operator generates for the default nodes. */
  public static KaiwoQueueConfig queueConfig() {
    return ApiSerialization.read(
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoQueueConfig
        metadata:
          name: kaiwo
        spec:
          clusterQueues:
            - name: kaiwo
              spec:
                cohort: kaiwo
                namespaceSelector: {}
        """,
        KaiwoQueueConfig.class);
  }

  private static Node node(
      String name,
      int cpu,
      String memory,
      String pool,
      String gpuModel,
      Map<String, String> gpuLabels,
      String gpuResource) {
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put(KaiwoLabels.HOSTNAME, name);
    labels.put("kubernetes.io/os", "linux");
    labels.put("kubernetes.io/arch", "amd64");
    labels.putAll(gpuLabels);
    labels.put(KaiwoLabels.NODE_WORKER, "true");
    labels.put(KaiwoLabels.NODE_POOL, pool);
    if (gpuModel != null) {
      labels.put(KaiwoLabels.NODE_GPU_MODEL, gpuModel);
    }
    labels.put(KaiwoLabels.NODE_TOPOLOGY_BLOCK, "block-a");
    labels.put(KaiwoLabels.NODE_TOPOLOGY_RACK, "rack-a");
    Map<String, Quantity> allocatable = new LinkedHashMap<>();
    allocatable.put("cpu", new Quantity(Integer.toString(cpu)));
    allocatable.put("memory", new Quantity(memory));
    allocatable.put("pods", new Quantity("110"));
    if (gpuResource != null) {
      allocatable.put(gpuResource, new Quantity("8"));
    }
    return new NodeBuilder()
        .withNewMetadata()
        .withName(name)
        .withLabels(labels)
        .endMetadata()
        .withNewStatus()
        .withCapacity(allocatable)
        .withAllocatable(allocatable)
        .endStatus()
        .build();
  }
}
