package ai.silogen.kaiwo.operator.cluster;

import ai.silogen.kaiwo.api.KaiwoLabels;
import java.util.Locale;
import java.util.Optional;

/** A GPU vendor Kaiwo schedules for, with the extended resource its device plugin advertises. */
public enum GpuVendor {
  AMD("amd", KaiwoLabels.AMD_GPU_RESOURCE),
  NVIDIA("nvidia", KaiwoLabels.NVIDIA_GPU_RESOURCE);

  private final String id;
  private final String resourceKey;

  GpuVendor(String id, String resourceKey) {
    this.id = id;
    this.resourceKey = resourceKey;
  }

  /**
   * The lower-case name used in {@code spec.gpuVendor} and in node-pool names, e.g. {@code amd}.
   */
  public String id() {
    return id;
  }

  /** The pod resource name of this vendor's GPUs, e.g. {@code amd.com/gpu}. */
  public String resourceKey() {
    return resourceKey;
  }

  /**
   * Why {@code value} of {@code spec.gpuVendor} is refused, naming the accepted values; empty when
   * it is accepted (blank means the default, {@code amd}).
   */
  public static Optional<String> refusal(String value) {
    if (value == null || value.isBlank() || parse(value).isPresent()) {
      return Optional.empty();
    }
    return Optional.of("unsupported GPU vendor '" + value + "' (expected amd or nvidia)");
  }

  /** The vendor called {@code value} (case-insensitive), or empty when unknown or blank. */
  public static Optional<GpuVendor> parse(String value) {
    if (value == null) {
      return Optional.empty();
    }
    String normalized = value.trim().toLowerCase(Locale.ROOT);
    for (GpuVendor vendor : values()) {
      if (vendor.id.equals(normalized)) {
        return Optional.of(vendor);
      }
    }
    return Optional.empty();
  }
}
