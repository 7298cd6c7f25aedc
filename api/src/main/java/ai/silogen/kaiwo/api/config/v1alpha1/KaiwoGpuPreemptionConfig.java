package ai.silogen.kaiwo.api.config.v1alpha1;

import ai.silogen.kaiwo.api.GoDuration;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Max;
import io.fabric8.generator.annotation.Min;
import io.fabric8.generator.annotation.Pattern;

/**
 * Cluster-wide defaults of idle-GPU preemption; they sit between per-workload annotations and
 * operator environment variables (annotation > KaiwoConfig > environment > built-in). The metrics
 * endpoint and polling interval stay environment-only because changing them restarts the scraper.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoGpuPreemptionConfig {

  @Min(0)
  @Max(100)
  @JsonPropertyDescription("Utilisation percentage below which a workload counts as idle.")
  private Double defaultThreshold;

  @Pattern(GoDuration.PATTERN)
  @JsonPropertyDescription(
      "How long a workload must stay idle before it may be preempted (Go duration, e.g. 10m).")
  private String defaultGracePeriod;

  @JsonPropertyDescription("OnPressure (preempt only for pending GPU demand) or Always.")
  private GpuPreemptionPolicy defaultPolicy;

  @JsonPropertyDescription("How utilisation is aggregated across pods: Min, Max or Avg.")
  private GpuUtilizationAggregation defaultAggregation;

  @Pattern(GoDuration.PATTERN)
  @JsonPropertyDescription(
      "How long finished GpuWorkload records are kept (Go duration; 0 keeps them forever).")
  private String defaultTTL;

  public Double getDefaultThreshold() {
    return defaultThreshold;
  }

  public void setDefaultThreshold(Double defaultThreshold) {
    this.defaultThreshold = defaultThreshold;
  }

  public String getDefaultGracePeriod() {
    return defaultGracePeriod;
  }

  public void setDefaultGracePeriod(String defaultGracePeriod) {
    this.defaultGracePeriod = defaultGracePeriod;
  }

  public GpuPreemptionPolicy getDefaultPolicy() {
    return defaultPolicy;
  }

  public void setDefaultPolicy(GpuPreemptionPolicy defaultPolicy) {
    this.defaultPolicy = defaultPolicy;
  }

  public GpuUtilizationAggregation getDefaultAggregation() {
    return defaultAggregation;
  }

  public void setDefaultAggregation(GpuUtilizationAggregation defaultAggregation) {
    this.defaultAggregation = defaultAggregation;
  }

  public String getDefaultTTL() {
    return defaultTTL;
  }

  public void setDefaultTTL(String defaultTTL) {
    this.defaultTTL = defaultTTL;
  }
}
