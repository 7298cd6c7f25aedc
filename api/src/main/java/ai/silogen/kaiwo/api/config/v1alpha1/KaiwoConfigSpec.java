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

  @Default("{}")
  @JsonPropertyDescription("Ray settings.")
  private KaiwoRayConfig ray;

  @Default("{}")
  @JsonPropertyDescription("Storage settings.")
  private KaiwoStorageConfig storage;

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
