package ai.silogen.kaiwo.operator.nodepool;

import java.util.List;
import java.util.Locale;

/**
 * Turns the GPU product strings that GPU operators put on nodes into the short model names used in
 * node-pool names and the {@code kaiwo/gpu-model} label, the same way the original operator does so
 * that pools keep their names when a cluster moves over: AMD {@code AMD_Instinct_MI300X_OAM} →
 * {@code mi300x}, NVIDIA {@code Tesla-K80} → {@code teslak80}.
 */
public final class GpuModelNames {

  /** Label values and name segments are kept short enough for a 63-character flavor name. */
  static final int MAX_LENGTH = 30;

  /** Marketing words the AMD node labeller puts around the model, removed in this order. */
  private static final List<String> AMD_NOISE =
      List.of("instinct", "radeon", "_", "oam", "amd", "series", "gpu");

  /** Model name of a GPU whose product string is not known. */
  public static final String UNKNOWN = "unknown";

  private GpuModelNames() {}

  /** The model name of an AMD product string ({@code amd.com/gpu.product-name}). */
  public static String amd(String productName) {
    if (productName == null) {
      return UNKNOWN;
    }
    String model = productName.toLowerCase(Locale.ROOT);
    for (String noise : AMD_NOISE) {
      model = model.replace(noise, "");
    }
    return sanitize(model);
  }

  /** The model name of an NVIDIA product string ({@code nvidia.com/gpu.product}). */
  public static String nvidia(String product) {
    if (product == null) {
      return UNKNOWN;
    }
    return sanitize(product.toLowerCase(Locale.ROOT).replace("-", ""));
  }

  /**
   * Keeps lower-case letters and digits only (so the result is a valid label value and name
   * segment) and caps the length; an empty result becomes {@link #UNKNOWN}.
   */
  static String sanitize(String value) {
    StringBuilder out = new StringBuilder();
    for (char c : value.toLowerCase(Locale.ROOT).toCharArray()) {
      if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
        out.append(c);
      }
    }
    if (out.isEmpty()) {
      return UNKNOWN;
    }
    return out.length() > MAX_LENGTH ? out.substring(0, MAX_LENGTH) : out.toString();
  }
}
