package ai.silogen.kaiwo.operator.nodepool;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.cluster.NodeGpus;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Optional;

/**
 * What node-pool discovery knows about one node: its GPUs, 90 % of its CPU and memory (the share
 * Kaiwo offers to Kueue, leaving room for system daemons), whether it is cordoned and whether it is
 * a control-plane node. Nodes with the same profile form one node pool and one ResourceFlavor.
 *
 * @param node node name
 * @param vendor {@code cpu}, {@code amd} or {@code nvidia}
 * @param gpuModel normalised GPU model ({@code only} for CPU nodes)
 * @param gpus GPUs on the node
 * @param cpuCores nominal CPU cores (90 % of capacity, rounded down)
 * @param memoryMi nominal memory in MiB (90 % of the whole GiB of capacity, rounded down)
 * @param nominalMemoryGi nominal memory in whole GiB, as it appears in the pool name
 * @param schedulable false when the node is cordoned
 * @param controlPlane whether the node carries a control-plane or master role label
 * @param gpuVendor the GPU vendor, empty for CPU nodes
 */
public record NodeProfile(
    String node,
    String vendor,
    String gpuModel,
    int gpus,
    long cpuCores,
    long memoryMi,
    long nominalMemoryGi,
    boolean schedulable,
    boolean controlPlane,
    Optional<GpuVendor> gpuVendor) {

  /** Vendor segment of CPU-only pools. */
  public static final String CPU_VENDOR = "cpu";

  /** Model segment of CPU-only pools. */
  public static final String CPU_MODEL = "only";

  private static final BigDecimal SHARE = new BigDecimal("0.9");
  private static final BigDecimal GIB = BigDecimal.valueOf(1L << 30);

  /** The profile of {@code node} (capacity, falling back to allocatable when absent). */
  public static NodeProfile of(Node node) {
    Map<String, String> labels = labels(node);
    NodeGpus gpus = NodeGpus.of(node);
    Optional<GpuVendor> vendor = gpus.gpus() > 0 ? gpus.vendor() : Optional.empty();
    BigDecimal cores = amount(node, "cpu");
    BigDecimal wholeGi = amount(node, "memory").divide(GIB, 0, RoundingMode.FLOOR);
    BigDecimal nominalGi = wholeGi.multiply(SHARE);
    return new NodeProfile(
        node.getMetadata().getName(),
        vendor.map(GpuVendor::id).orElse(CPU_VENDOR),
        vendor.map(v -> model(v, labels)).orElse(CPU_MODEL),
        vendor.isPresent() ? gpus.gpus() : 0,
        cores.multiply(SHARE).setScale(0, RoundingMode.FLOOR).longValueExact(),
        nominalGi.multiply(BigDecimal.valueOf(1024)).setScale(0, RoundingMode.FLOOR).longValue(),
        nominalGi.setScale(0, RoundingMode.FLOOR).longValue(),
        node.getSpec() == null || !Boolean.TRUE.equals(node.getSpec().getUnschedulable()),
        labels.containsKey(KaiwoLabels.NODE_ROLE_CONTROL_PLANE)
            || labels.containsKey(KaiwoLabels.NODE_ROLE_MASTER),
        vendor);
  }

  /**
   * The node-pool (and ResourceFlavor) name {@code <vendor>-<model>-<N>gpu-<cpu>core-<mem>gi}, e.g.
   * {@code amd-mi300x-8gpu-172core-1843gi} or {@code cpu-only-0gpu-14core-57gi}.
   */
  public String poolName() {
    return vendor
        + "-"
        + gpuModel
        + "-"
        + gpus
        + "gpu-"
        + cpuCores
        + "core-"
        + nominalMemoryGi
        + "gi";
  }

  /** Whether the node has GPUs. */
  public boolean hasGpus() {
    return gpuVendor.isPresent();
  }

  private static String model(GpuVendor vendor, Map<String, String> labels) {
    return switch (vendor) {
      case AMD -> GpuModelNames.amd(labels.get(KaiwoLabels.AMD_GPU_PRODUCT_NAME));
      case NVIDIA -> GpuModelNames.nvidia(labels.get(KaiwoLabels.NVIDIA_GPU_PRODUCT));
    };
  }

  private static Map<String, String> labels(Node node) {
    return orEmpty(node.getMetadata().getLabels());
  }

  private static BigDecimal amount(Node node, String resource) {
    if (node.getStatus() == null) {
      return BigDecimal.ZERO;
    }
    Quantity quantity = quantity(node.getStatus().getCapacity(), resource);
    if (quantity == null) {
      quantity = quantity(node.getStatus().getAllocatable(), resource);
    }
    return quantity == null ? BigDecimal.ZERO : quantity.getNumericalAmount();
  }

  private static Quantity quantity(Map<String, Quantity> amounts, String resource) {
    return amounts == null ? null : amounts.get(resource);
  }
}
