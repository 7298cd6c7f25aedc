package ai.silogen.kaiwo.operator.cluster;

import ai.silogen.kaiwo.api.KaiwoLabels;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The GPUs of one node: which vendor and how many.
 *
 * <p>The count is the node's allocatable {@code amd.com/gpu} / {@code nvidia.com/gpu} when the
 * device plugin reports it (that is what the scheduler fits pods against). Before it does, the GPU
 * operators' node labels are used ({@code beta.amd.com/gpu.family.AI} for AMD, {@code
 * nvidia.com/gpu.count} for NVIDIA), and last the {@code kaiwo/nodepool} label Kaiwo writes ({@code
 * <vendor>-<model>-<N>gpu-...}).
 *
 * @param node node name
 * @param vendor GPU vendor, empty for CPU-only nodes
 * @param gpus number of GPUs (0 for CPU-only nodes)
 */
public record NodeGpus(String node, Optional<GpuVendor> vendor, int gpus) {

  private static final Pattern NODE_POOL = Pattern.compile("^(amd|nvidia)-.*?-(\\d+)gpu(-.*)?$");

  /** Reads the GPU facts of {@code node}. */
  public static NodeGpus of(Node node) {
    String name = node.getMetadata().getName();
    Map<String, String> labels =
        node.getMetadata().getLabels() == null ? Map.of() : node.getMetadata().getLabels();
    Map<String, Quantity> allocatable =
        node.getStatus() == null || node.getStatus().getAllocatable() == null
            ? Map.of()
            : node.getStatus().getAllocatable();
    for (GpuVendor vendor : GpuVendor.values()) {
      Quantity amount = allocatable.get(vendor.resourceKey());
      if (amount != null) {
        return new NodeGpus(name, Optional.of(vendor), amount.getNumericalAmount().intValue());
      }
    }
    if (labels.containsKey(KaiwoLabels.AMD_GPU_PRODUCT_NAME)) {
      return labelled(name, GpuVendor.AMD, labels.get(KaiwoLabels.AMD_GPU_FAMILY_AI));
    }
    if (labels.containsKey(KaiwoLabels.NVIDIA_GPU_PRODUCT)) {
      return labelled(name, GpuVendor.NVIDIA, labels.get(KaiwoLabels.NVIDIA_GPU_COUNT));
    }
    Matcher pool = NODE_POOL.matcher(labels.getOrDefault(KaiwoLabels.NODE_POOL, ""));
    if (pool.matches()) {
      return labelled(name, GpuVendor.parse(pool.group(1)).orElseThrow(), pool.group(2));
    }
    return new NodeGpus(name, Optional.empty(), 0);
  }

  /** Whether this node has GPUs of {@code vendor}. */
  public boolean hasVendor(GpuVendor vendor) {
    return this.vendor.filter(vendor::equals).isPresent() && gpus > 0;
  }

  private static NodeGpus labelled(String name, GpuVendor vendor, String count) {
    return new NodeGpus(name, Optional.of(vendor), parseCount(count));
  }

  private static int parseCount(String value) {
    if (value == null) {
      return 0;
    }
    try {
      return Math.max(0, Integer.parseInt(value.trim()));
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
