package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;

/**
 * Runtime configuration of the Kaiwo operator; read on every reconcile. There is one, named kaiwo.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoConfigSpec {

  /**
   * Description of the keys the original's Helm chart writes although no KaiwoConfig CRD of it has
   * them. They take any value, as the original's API server dropped them whatever they held.
   */
  static final String UNUSED_CHART_KEY =
      "Has no effect: written by the original Helm chart but never a KaiwoConfig setting; kept"
          + " so that such configs are stored as written. Condition SettingsInEffect says what"
          + " to use instead.";

  @Default("{}")
  @JsonPropertyDescription("Ray settings.")
  private KaiwoRayConfig ray;

  @Default("{}")
  @JsonPropertyDescription("Storage settings.")
  private KaiwoStorageConfig storage;

  // No default: an absent data section must stay absent, or every config would seem to use it.
  @JsonPropertyDescription(
      "Deprecated: the older name of storage, read so that configs written for it keep their"
          + " settings. Where storage leaves a field unset (or at its default), the value here is"
          + " used; condition SettingsInEffect names each one. Move them to storage.")
  private KaiwoStorageConfig data;

  @Default("{}")
  @JsonPropertyDescription("Node settings.")
  private KaiwoNodeConfig nodes;

  @Default("{}")
  @JsonPropertyDescription("Scheduling settings.")
  private KaiwoSchedulingConfig scheduling;

  @Default("{}")
  @JsonPropertyDescription("Resource monitoring settings.")
  private KaiwoResourceMonitoringConfig resourceMonitoring;

  @Default("{}")
  @JsonPropertyDescription("Defaults of idle-GPU preemption.")
  private KaiwoGpuPreemptionConfig gpuPreemption;

  @Default("kaiwo")
  @JsonPropertyDescription("ClusterQueue of workloads that do not set one.")
  private String defaultClusterQueueName;

  @Default("kaiwo")
  @JsonPropertyDescription(
      "Cohort of the default ClusterQueue; queues of a cohort share unused quota.")
  private String defaultClusterQueueCohortName;

  @Default("false")
  @JsonPropertyDescription(
      "Keep the default ClusterQueue, its flavors and topology in line with the "
          + "cluster's nodes as they come and go.")
  private Boolean dynamicallyUpdateDefaultClusterQueue;

  @Default("default-topology")
  @JsonPropertyDescription(
      "Name of the Kueue Topology that discovered ResourceFlavors reference (topology-"
          + "aware scheduling).")
  private String defaultTopologyName;

  public KaiwoRayConfig getRay() {
    return ray;
  }

  public void setRay(KaiwoRayConfig ray) {
    this.ray = ray;
  }

  public KaiwoStorageConfig getStorage() {
    return storage;
  }

  public void setStorage(KaiwoStorageConfig storage) {
    this.storage = storage;
  }

  public KaiwoStorageConfig getData() {
    return data;
  }

  public void setData(KaiwoStorageConfig data) {
    this.data = data;
  }

  public KaiwoNodeConfig getNodes() {
    return nodes;
  }

  public void setNodes(KaiwoNodeConfig nodes) {
    this.nodes = nodes;
  }

  public KaiwoSchedulingConfig getScheduling() {
    return scheduling;
  }

  public void setScheduling(KaiwoSchedulingConfig scheduling) {
    this.scheduling = scheduling;
  }

  public KaiwoResourceMonitoringConfig getResourceMonitoring() {
    return resourceMonitoring;
  }

  public void setResourceMonitoring(KaiwoResourceMonitoringConfig resourceMonitoring) {
    this.resourceMonitoring = resourceMonitoring;
  }

  public KaiwoGpuPreemptionConfig getGpuPreemption() {
    return gpuPreemption;
  }

  public void setGpuPreemption(KaiwoGpuPreemptionConfig gpuPreemption) {
    this.gpuPreemption = gpuPreemption;
  }

  public String getDefaultClusterQueueName() {
    return defaultClusterQueueName;
  }

  public void setDefaultClusterQueueName(String defaultClusterQueueName) {
    this.defaultClusterQueueName = defaultClusterQueueName;
  }

  public String getDefaultClusterQueueCohortName() {
    return defaultClusterQueueCohortName;
  }

  public void setDefaultClusterQueueCohortName(String defaultClusterQueueCohortName) {
    this.defaultClusterQueueCohortName = defaultClusterQueueCohortName;
  }

  public Boolean getDynamicallyUpdateDefaultClusterQueue() {
    return dynamicallyUpdateDefaultClusterQueue;
  }

  public void setDynamicallyUpdateDefaultClusterQueue(
      Boolean dynamicallyUpdateDefaultClusterQueue) {
    this.dynamicallyUpdateDefaultClusterQueue = dynamicallyUpdateDefaultClusterQueue;
  }

  public String getDefaultTopologyName() {
    return defaultTopologyName;
  }

  public void setDefaultTopologyName(String defaultTopologyName) {
    this.defaultTopologyName = defaultTopologyName;
  }
}
