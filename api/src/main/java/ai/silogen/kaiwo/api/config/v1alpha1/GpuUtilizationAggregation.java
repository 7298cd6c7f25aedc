package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonProperty;

/** How the GPU utilisation of a workload's pods is combined. */
public enum GpuUtilizationAggregation {
  /** The least utilised pod. */
  @JsonProperty("Min")
  MIN,
  /** The most utilised pod. */
  @JsonProperty("Max")
  MAX,
  /** The mean over pods. */
  @JsonProperty("Avg")
  AVG
}
