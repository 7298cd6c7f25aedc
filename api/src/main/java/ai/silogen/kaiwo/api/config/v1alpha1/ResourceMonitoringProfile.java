package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Resource that resource monitoring watches. */
public enum ResourceMonitoringProfile {
  /** GPU utilisation (gpu_gfx_activity). */
  @JsonProperty("gpu")
  GPU
}
