package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.generator.annotation.Default;
import io.fabric8.generator.annotation.Min;
import io.fabric8.generator.annotation.Pattern;
import java.util.List;

/**
 * Resource monitoring (GPU underutilisation) settings. Enabling the feature, the metrics endpoint
 * and the polling interval are operator environment variables (RESOURCE_MONITORING_ENABLED,
 * RESOURCE_MONITORING_METRICS_ENDPOINT, RESOURCE_MONITORING_POLLING_INTERVAL) because they need a
 * restart.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoResourceMonitoringConfig {

  @Default("1")
  @Min(0)
  @JsonPropertyDescription(
      "Utilisation percentage (of the requested capacity) below which a workload counts"
          + " as underutilised.")
  private Double lowUtilizationThreshold;

  @JsonPropertyDescription(
      "Namespaces to monitor; all but kube-system when empty. Only pods of KaiwoJobs "
          + "and KaiwoServices are affected.")
  private List<String> targetNamespaces;

  @Default("gpu")
  @JsonPropertyDescription("Resource to monitor; only gpu is supported.")
  private ResourceMonitoringProfile profile;

  @Default("false")
  @JsonPropertyDescription(
      "Terminate workloads that stay underutilised for terminateUnderutilizedAfter.")
  private Boolean terminateUnderutilized;

  @Default("24h")
  @Pattern("^([0-9]+(s|m|h))+$")
  @JsonPropertyDescription(
      "How long a workload may stay underutilised before it is terminated, e.g. 24h or 1h30m.")
  private String terminateUnderutilizedAfter;

  @JsonPropertyDescription(KaiwoConfigSpec.UNUSED_CHART_KEY)
  private JsonNode enabled;

  @JsonPropertyDescription(KaiwoConfigSpec.UNUSED_CHART_KEY)
  private JsonNode prometheusEndpoint;

  @JsonPropertyDescription(KaiwoConfigSpec.UNUSED_CHART_KEY)
  private JsonNode pollingInterval;

  public Double getLowUtilizationThreshold() {
    return lowUtilizationThreshold;
  }

  public void setLowUtilizationThreshold(Double lowUtilizationThreshold) {
    this.lowUtilizationThreshold = lowUtilizationThreshold;
  }

  public List<String> getTargetNamespaces() {
    return targetNamespaces;
  }

  public void setTargetNamespaces(List<String> targetNamespaces) {
    this.targetNamespaces = targetNamespaces;
  }

  public ResourceMonitoringProfile getProfile() {
    return profile;
  }

  public void setProfile(ResourceMonitoringProfile profile) {
    this.profile = profile;
  }

  public Boolean getTerminateUnderutilized() {
    return terminateUnderutilized;
  }

  public void setTerminateUnderutilized(Boolean terminateUnderutilized) {
    this.terminateUnderutilized = terminateUnderutilized;
  }

  public String getTerminateUnderutilizedAfter() {
    return terminateUnderutilizedAfter;
  }

  public void setTerminateUnderutilizedAfter(String terminateUnderutilizedAfter) {
    this.terminateUnderutilizedAfter = terminateUnderutilizedAfter;
  }

  public JsonNode getEnabled() {
    return enabled;
  }

  public void setEnabled(JsonNode enabled) {
    this.enabled = enabled;
  }

  public JsonNode getPrometheusEndpoint() {
    return prometheusEndpoint;
  }

  public void setPrometheusEndpoint(JsonNode prometheusEndpoint) {
    this.prometheusEndpoint = prometheusEndpoint;
  }

  public JsonNode getPollingInterval() {
    return pollingInterval;
  }

  public void setPollingInterval(JsonNode pollingInterval) {
    this.pollingInterval = pollingInterval;
  }
}
