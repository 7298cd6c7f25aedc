package ai.silogen.kaiwo.sandbox.nodes;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The node labels that GPU operators put on GPU nodes: AMD's node labeller ({@code amd.com/gpu.*},
 * and the older {@code beta.amd.com/gpu.family.AI} carrying the GPU count) and NVIDIA's GPU feature
 * discovery ({@code nvidia.com/gpu.*}). Known models get the exact product strings real nodes
 * report; others get a product string derived from the model name.
 */
public final class GpuLabels {

  /** Product string, memory and family as the operators report them. */
  private record Model(String product, String memory, String family, String deviceId) {}

  private static final Map<String, Model> AMD =
      Map.of(
          "MI300X", new Model("AMD_Instinct_MI300X_OAM", "192G", "AI", "74a1"),
          "MI325X", new Model("AMD_Instinct_MI325X_OAM", "256G", "AI", "74a5"),
          "MI250X", new Model("AMD_Instinct_MI250X_MI250", "64G", "AI", "740c"),
          "MI210", new Model("AMD_Instinct_MI210", "64G", "AI", "740f"));

  private static final Map<String, Model> NVIDIA =
      Map.of(
          "H100", new Model("NVIDIA-H100-80GB-HBM3", "81559", "hopper", null),
          "H200", new Model("NVIDIA-H200", "143771", "hopper", null),
          "A100", new Model("NVIDIA-A100-SXM4-80GB", "81920", "ampere", null),
          "L40S", new Model("NVIDIA-L40S", "46068", "ada-lovelace", null));

  private GpuLabels() {}

  /** The GPU labels of a node of {@code pool}; empty for CPU pools. */
  public static Map<String, String> of(PoolSpec pool) {
    Map<String, String> labels = new LinkedHashMap<>();
    String model = pool.gpuModel().toUpperCase(Locale.ROOT);
    String count = Integer.toString(pool.gpusPerNode());
    switch (pool.gpuVendor()) {
      case AMD -> {
        Model known = AMD.getOrDefault(model, new Model("AMD_Instinct_" + model, null, "AI", null));
        labels.put("amd.com/gpu.product-name", known.product());
        labels.put("amd.com/gpu.family", known.family());
        labels.put("beta.amd.com/gpu.family." + known.family(), count);
        putIfKnown(labels, "amd.com/gpu.vram", known.memory());
        putIfKnown(labels, "amd.com/gpu.device-id", known.deviceId());
      }
      case NVIDIA -> {
        Model known = NVIDIA.getOrDefault(model, new Model("NVIDIA-" + model, null, null, null));
        labels.put("nvidia.com/gpu.present", "true");
        labels.put("nvidia.com/gpu.product", known.product());
        labels.put("nvidia.com/gpu.count", count);
        putIfKnown(labels, "nvidia.com/gpu.memory", known.memory());
        putIfKnown(labels, "nvidia.com/gpu.family", known.family());
      }
      case NONE -> {
        // CPU nodes carry no GPU labels.
      }
    }
    return labels;
  }

  private static void putIfKnown(Map<String, String> labels, String key, String value) {
    if (value != null) {
      labels.put(key, value);
    }
  }
}
