package ai.silogen.kaiwo.sandbox.nodes;

import java.util.Locale;
import java.util.Optional;

/** Who made a node pool's GPUs; decides the device-plugin resource and the labels on the node. */
public enum GpuVendor {
  AMD("amd.com/gpu"),
  NVIDIA("nvidia.com/gpu"),
  NONE(null);

  private final String resourceName;

  GpuVendor(String resourceName) {
    this.resourceName = resourceName;
  }

  /** The extended resource the vendor's device plugin advertises, empty for {@link #NONE}. */
  public Optional<String> resourceName() {
    return Optional.ofNullable(resourceName);
  }

  /** The spelling used in node-pool files ({@code amd}, {@code nvidia}, {@code none}). */
  public String fileName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses the node-pool file spelling, empty when unknown. */
  public static Optional<GpuVendor> fromFileName(String text) {
    for (GpuVendor vendor : values()) {
      if (vendor.fileName().equals(text)) {
        return Optional.of(vendor);
      }
    }
    return Optional.empty();
  }
}
