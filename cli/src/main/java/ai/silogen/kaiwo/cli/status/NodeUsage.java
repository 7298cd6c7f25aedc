package ai.silogen.kaiwo.cli.status;

import ai.silogen.kaiwo.cli.workload.GpuNodes;
import ai.silogen.kaiwo.cli.workload.Gpus;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a node has and what its pods ask for: GPUs, CPU and memory requested by the pods bound to it
 * that have not finished, against its allocatable resources (like {@code kubectl describe node}'s
 * "Allocated resources").
 *
 * @param vendor {@code amd}, {@code nvidia} or {@code -} (no GPUs)
 * @param gpuModel the product label of the GPU operator, else Kaiwo's model label
 */
record NodeUsage(
    String name,
    String vendor,
    String gpuModel,
    long gpusUsed,
    long gpusAllocatable,
    BigDecimal cpuUsed,
    BigDecimal cpuAllocatable,
    BigDecimal memoryUsed,
    BigDecimal memoryAllocatable,
    int pods) {

  static List<NodeUsage> of(List<Node> nodes, List<Pod> pods) {
    Map<String, Map<String, BigDecimal>> requested = new HashMap<>();
    Map<String, Integer> podCounts = new HashMap<>();
    for (Pod pod : pods) {
      String node = pod.getSpec().getNodeName();
      if (node == null || Pods.isTerminal(pod)) {
        continue;
      }
      Map<String, BigDecimal> total = requested.computeIfAbsent(node, n -> new HashMap<>());
      PodResources.requests(pod.getSpec()).forEach((k, v) -> total.merge(k, v, BigDecimal::add));
      podCounts.merge(node, 1, Integer::sum);
    }
    return nodes.stream()
        .map(
            node -> {
              String name = node.getMetadata().getName();
              Map<String, BigDecimal> used = requested.getOrDefault(name, Map.of());
              Map<String, Quantity> allocatable =
                  node.getStatus() == null || node.getStatus().getAllocatable() == null
                      ? Map.of()
                      : node.getStatus().getAllocatable();
              return new NodeUsage(
                  name,
                  vendor(allocatable),
                  GpuNodes.gpuModel(node),
                  Gpus.count(used),
                  Gpus.countQuantities(allocatable),
                  used.getOrDefault("cpu", BigDecimal.ZERO),
                  amount(allocatable, "cpu"),
                  used.getOrDefault("memory", BigDecimal.ZERO),
                  amount(allocatable, "memory"),
                  podCounts.getOrDefault(name, 0));
            })
        .toList();
  }

  private static String vendor(Map<String, Quantity> allocatable) {
    return Arrays.stream(GpuVendor.values())
        .filter(vendor -> amount(allocatable, vendor.resourceKey()).signum() > 0)
        .findFirst()
        .map(GpuVendor::id)
        .orElse("-");
  }

  private static BigDecimal amount(Map<String, Quantity> quantities, String name) {
    Quantity quantity = quantities.get(name);
    return quantity == null ? BigDecimal.ZERO : quantity.getNumericalAmount();
  }
}
