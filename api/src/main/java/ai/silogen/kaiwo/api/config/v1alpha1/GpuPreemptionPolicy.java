package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonProperty;

/** When idle-GPU workloads are preempted. */
public enum GpuPreemptionPolicy {
  /** Only when pending workloads need the GPUs. */
  @JsonProperty("OnPressure")
  ON_PRESSURE,
  /** As soon as the grace period has passed. */
  @JsonProperty("Always")
  ALWAYS
}
