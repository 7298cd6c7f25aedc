package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import ai.silogen.kaiwo.sandbox.nodes.GpuVendor;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Ranks the nodes a pod fits on. GPU pods are bin-packed: the node whose GPUs would be the most
 * allocated after placing the pod wins, which is what Kaiwo's {@code kaiwo-scheduler} profile
 * ({@code RequestedToCapacityRatio} on {@code amd.com/gpu} and {@code nvidia.com/gpu}) achieves,
 * keeping whole nodes free for large jobs. Pods without GPUs prefer nodes without GPUs and then the
 * least-allocated node by CPU and memory (kube-scheduler's default spreading).
 */
public final class NodeScorer {

  /** The GPU resources the simulated device plugins advertise. */
  public static final List<String> GPU_RESOURCES =
      Arrays.stream(GpuVendor.values()).flatMap(v -> v.resourceName().stream()).toList();

  private NodeScorer() {}

  /** Higher is better. */
  public static double score(Map<String, BigDecimal> requests, NodeInfo node) {
    List<String> gpus =
        GPU_RESOURCES.stream()
            .filter(gpu -> requests.getOrDefault(gpu, BigDecimal.ZERO).signum() > 0)
            .toList();
    if (!gpus.isEmpty()) {
      return gpus.stream()
          .mapToDouble(gpu -> fractionAfter(gpu, requests, node))
          .average()
          .orElse(0);
    }
    boolean hasGpus = GPU_RESOURCES.stream().anyMatch(gpu -> node.allocatable(gpu).signum() > 0);
    double free =
        1 - (fractionAfter("cpu", requests, node) + fractionAfter("memory", requests, node)) / 2;
    return (hasGpus ? 0 : 10) + free;
  }

  private static double fractionAfter(
      String resource, Map<String, BigDecimal> requests, NodeInfo node) {
    BigDecimal allocatable = node.allocatable(resource);
    if (allocatable.signum() <= 0) {
      return 0;
    }
    BigDecimal after =
        node.requested(resource).add(requests.getOrDefault(resource, BigDecimal.ZERO));
    return after.divide(allocatable, MathContext.DECIMAL64).doubleValue();
  }
}
