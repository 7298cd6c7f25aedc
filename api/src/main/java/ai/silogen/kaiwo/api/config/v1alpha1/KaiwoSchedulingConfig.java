package ai.silogen.kaiwo.api.config.v1alpha1;

import ai.silogen.kaiwo.api.GoDuration;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.generator.annotation.Default;
import io.fabric8.generator.annotation.Pattern;

/** Scheduling settings of the Kaiwo operator. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoSchedulingConfig {

  @Default("kaiwo-scheduler")
  @JsonPropertyDescription("Scheduler name set on the pods of generated workloads.")
  private String kubeSchedulerName;

  @Default("5m")
  @Pattern(GoDuration.PATTERN)
  @JsonPropertyDescription(
      "How long a GPU workload may pend (Go duration) before workloads past their "
          + "duration that use GPUs of the same vendor are preempted.")
  private String pendingThresholdForPreemption;

  @JsonPropertyDescription(KaiwoConfigSpec.UNUSED_CHART_KEY)
  private JsonNode enablePreemption;

  @JsonPropertyDescription(KaiwoConfigSpec.UNUSED_CHART_KEY)
  private JsonNode defaultTimeoutSeconds;

  public String getKubeSchedulerName() {
    return kubeSchedulerName;
  }

  public void setKubeSchedulerName(String kubeSchedulerName) {
    this.kubeSchedulerName = kubeSchedulerName;
  }

  public String getPendingThresholdForPreemption() {
    return pendingThresholdForPreemption;
  }

  public void setPendingThresholdForPreemption(String pendingThresholdForPreemption) {
    this.pendingThresholdForPreemption = pendingThresholdForPreemption;
  }

  public JsonNode getEnablePreemption() {
    return enablePreemption;
  }

  public void setEnablePreemption(JsonNode enablePreemption) {
    this.enablePreemption = enablePreemption;
  }

  public JsonNode getDefaultTimeoutSeconds() {
    return defaultTimeoutSeconds;
  }

  public void setDefaultTimeoutSeconds(JsonNode defaultTimeoutSeconds) {
    this.defaultTimeoutSeconds = defaultTimeoutSeconds;
  }
}
