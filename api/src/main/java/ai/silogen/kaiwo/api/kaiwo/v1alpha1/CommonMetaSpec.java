package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import ai.silogen.kaiwo.api.GoDuration;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;
import io.fabric8.generator.annotation.Min;
import io.fabric8.generator.annotation.Pattern;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import java.util.List;
import java.util.Map;

/** Fields shared by KaiwoJobSpec and KaiwoServiceSpec; they sit directly under spec. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class CommonMetaSpec {

  @JsonPropertyDescription(
      "Owner of the workload, typically an email address; written (sanitised) into the "
          + "kaiwo.silogen.ai/user label of generated resources.")
  private String user;

  @JsonPropertyDescription(
      "Labels added to the pod templates of generated resources; Kaiwo's system labels "
          + "win on conflicts.")
  private Map<String, String> podTemplateSpecLabels;

  @Default("0")
  @Min(0)
  @JsonPropertyDescription("Total number of GPUs of the workload, across all replicas.")
  private Integer gpus;

  @Default("amd")
  @JsonPropertyDescription(
      "GPU vendor: amd or nvidia; selects the GPU resource name and node pools.")
  private String gpuVendor;

  @JsonPropertyDescription(
      "GPU models the workload may run on (node label kaiwo/gpu-model), e.g. mi300x, h100.")
  private List<String> gpuModels;

  @JsonPropertyDescription("Optional version string of the workload; metadata only.")
  private String version;

  @Default("1")
  @Min(0)
  @JsonPropertyDescription(
      "Number of replicas (Ray worker groups and Deployments; ignored for batch Jobs).")
  private Integer replicas;

  @Min(0)
  @JsonPropertyDescription("GPUs per replica; when set, replicas must be set too.")
  private Integer gpusPerReplica;

  @Pattern(GoDuration.PATTERN)
  @JsonPropertyDescription(
      "Maximum expected run time as a Go duration (e.g. 90m, 2h30m); after it a running"
          + " workload may be preempted when other workloads wait for GPUs.")
  private String duration;

  @JsonPropertyDescription(
      "Node label of the topology level the pods should preferably share (opt-in "
          + "topology-aware scheduling).")
  private String preferredTopologyLabel;

  @JsonPropertyDescription(
      "Node label of the topology level the pods must share; wins over "
          + "preferredTopologyLabel.")
  private String requiredTopologyLabel;

  @JsonPropertyDescription(
      "Default requests and limits for every container of the workload; a container's "
          + "own values win. GPU resources are controlled by gpus, gpusPerReplica and "
          + "gpuVendor only.")
  private ResourceRequirements resources;

  @JsonPropertyDescription("Default image of containers that do not set one.")
  private String image;

  @JsonPropertyDescription("Secrets used to pull the images of all generated pods.")
  private List<LocalObjectReference> imagePullSecrets;

  @JsonPropertyDescription("Environment variables appended to every container of the workload.")
  private List<EnvVar> env;

  @JsonPropertyDescription("Secrets mounted as files into the workload containers.")
  private List<SecretVolume> secretVolumes;

  @Default("false")
  @JsonPropertyDescription(
      "Run on Ray: a RayJob for KaiwoJob, a RayService for KaiwoService. Implied when "
          + "rayJob or rayService is given.")
  private Boolean ray;

  @JsonPropertyDescription(
      "PVCs for data and the Hugging Face cache, optionally filled by a download job "
          + "before the workload starts.")
  private StorageSpec storage;

  @Default("false")
  @JsonPropertyDescription(
      "When true, Kaiwo does not add its default pod security context "
          + "(runAsUser/runAsGroup/fsGroup 1000).")
  private Boolean dangerous;

  @JsonPropertyDescription(
      "Kueue ClusterQueue (and LocalQueue name) the workload is submitted to; defaults "
          + "to KaiwoConfig spec.defaultClusterQueueName.")
  private String clusterQueue;

  @JsonPropertyDescription(
      "Kueue WorkloadPriorityClass of the workload (label kueue.x-k8s.io/priority-class).")
  private String priorityClass;

  public String getUser() {
    return user;
  }

  public void setUser(String user) {
    this.user = user;
  }

  public Map<String, String> getPodTemplateSpecLabels() {
    return podTemplateSpecLabels;
  }

  public void setPodTemplateSpecLabels(Map<String, String> podTemplateSpecLabels) {
    this.podTemplateSpecLabels = podTemplateSpecLabels;
  }

  public Integer getGpus() {
    return gpus;
  }

  public void setGpus(Integer gpus) {
    this.gpus = gpus;
  }

  public String getGpuVendor() {
    return gpuVendor;
  }

  public void setGpuVendor(String gpuVendor) {
    this.gpuVendor = gpuVendor;
  }

  public List<String> getGpuModels() {
    return gpuModels;
  }

  public void setGpuModels(List<String> gpuModels) {
    this.gpuModels = gpuModels;
  }

  public String getVersion() {
    return version;
  }

  public void setVersion(String version) {
    this.version = version;
  }

  public Integer getReplicas() {
    return replicas;
  }

  public void setReplicas(Integer replicas) {
    this.replicas = replicas;
  }

  public Integer getGpusPerReplica() {
    return gpusPerReplica;
  }

  public void setGpusPerReplica(Integer gpusPerReplica) {
    this.gpusPerReplica = gpusPerReplica;
  }

  public String getDuration() {
    return duration;
  }

  public void setDuration(String duration) {
    this.duration = duration;
  }

  public String getPreferredTopologyLabel() {
    return preferredTopologyLabel;
  }

  public void setPreferredTopologyLabel(String preferredTopologyLabel) {
    this.preferredTopologyLabel = preferredTopologyLabel;
  }

  public String getRequiredTopologyLabel() {
    return requiredTopologyLabel;
  }

  public void setRequiredTopologyLabel(String requiredTopologyLabel) {
    this.requiredTopologyLabel = requiredTopologyLabel;
  }

  public ResourceRequirements getResources() {
    return resources;
  }

  public void setResources(ResourceRequirements resources) {
    this.resources = resources;
  }

  public String getImage() {
    return image;
  }

  public void setImage(String image) {
    this.image = image;
  }

  public List<LocalObjectReference> getImagePullSecrets() {
    return imagePullSecrets;
  }

  public void setImagePullSecrets(List<LocalObjectReference> imagePullSecrets) {
    this.imagePullSecrets = imagePullSecrets;
  }

  public List<EnvVar> getEnv() {
    return env;
  }

  public void setEnv(List<EnvVar> env) {
    this.env = env;
  }

  public List<SecretVolume> getSecretVolumes() {
    return secretVolumes;
  }

  public void setSecretVolumes(List<SecretVolume> secretVolumes) {
    this.secretVolumes = secretVolumes;
  }

  public Boolean getRay() {
    return ray;
  }

  public void setRay(Boolean ray) {
    this.ray = ray;
  }

  public StorageSpec getStorage() {
    return storage;
  }

  public void setStorage(StorageSpec storage) {
    this.storage = storage;
  }

  public Boolean getDangerous() {
    return dangerous;
  }

  public void setDangerous(Boolean dangerous) {
    this.dangerous = dangerous;
  }

  public String getClusterQueue() {
    return clusterQueue;
  }

  public void setClusterQueue(String clusterQueue) {
    this.clusterQueue = clusterQueue;
  }

  public String getPriorityClass() {
    return priorityClass;
  }

  public void setPriorityClass(String priorityClass) {
    this.priorityClass = priorityClass;
  }
}
