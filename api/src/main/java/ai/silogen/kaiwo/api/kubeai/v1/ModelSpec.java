package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;
import io.fabric8.generator.annotation.Min;
import io.fabric8.generator.annotation.Required;
import io.fabric8.generator.annotation.Size;
import io.fabric8.generator.annotation.ValidationRule;
import io.fabric8.kubernetes.api.model.EnvFromSource;
import io.fabric8.kubernetes.model.annotation.SpecReplicas;
import java.util.List;
import java.util.Map;

/**
 * Desired state of a Model: what to serve, with which engine and resources, and how to scale and
 * balance it.
 */
@ValidationRule(
    value =
        "!has(self.cacheProfile) || self.url.startsWith(\"hf://\") || self.url.startsWith(\"s3://\") || self.url.startsWith(\"gs://\") || self.url.startsWith(\"oss://\")",
    message =
        "cacheProfile is only supported with urls of format \"hf://...\", \"s3://...\", \"gs://...\", or \"oss://...\" at the moment.")
@ValidationRule(
    value = "!self.url.startsWith(\"gs://\") || has(self.cacheProfile)",
    message = "urls of format \"gs://...\" only supported when using a cacheProfile")
@ValidationRule(
    value = "!self.url.startsWith(\"oss://\") || has(self.cacheProfile)",
    message = "urls of format \"oss://...\" only supported when using a cacheProfile")
@ValidationRule(
    // minReplicas is optional (effectively 0): KubeAI's rule, which reads it unguarded, fails to
    // evaluate when only maxReplicas is set.
    value =
        "!has(self.minReplicas) || !has(self.maxReplicas) || self.minReplicas <= self.maxReplicas",
    message = "minReplicas should be less than or equal to maxReplicas.")
@ValidationRule(
    value = "!has(self.adapters) || self.engine == \"VLLM\"",
    message = "adapters only supported with VLLM engine.")
@ValidationRule(
    value = "!has(oldSelf.cacheProfile) || self.url == oldSelf.url",
    message = "url is immutable when using cacheProfile.")
@ValidationRule(
    value =
        "!has(self.files) || self.files.size() <= 1 || !self.files.exists(f, self.files.filter(other, other.path == f.path).size() > 1)",
    message = "All file paths must be unique.")
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class ModelSpec {

  @Required
  @ValidationRule(
      value =
          "self.startsWith(\"hf://\") || self.startsWith(\"pvc://\") || self.startsWith(\"ollama://\") || self.startsWith(\"s3://\") || self.startsWith(\"gs://\") || self.startsWith(\"oss://\")",
      message =
          "url must start with \"hf://\", \"pvc://\", \"ollama://\", \"s3://\", \"gs://\", or \"oss://\" and not be empty.")
  @JsonPropertyDescription(
      "Where the model comes from: hf://<repo>/<model>, pvc://<pvc>[/<path>], "
          + "ollama://<model>, or s3://, gs://, oss:// (gs and oss only with a cacheProfile).")
  private String url;

  @JsonPropertyDescription("LoRA adapters served with the model (VLLM only).")
  private List<Adapter> adapters;

  @Required
  @JsonPropertyDescription("API capabilities of the model; they decide which endpoints list it.")
  private List<ModelFeature> features;

  @Required
  @JsonPropertyDescription("Inference server: OLlama, VLLM, FasterWhisper or Infinity.")
  private ModelEngine engine;

  @JsonPropertyDescription(
      "Resource profile and multiple, <profile>:<count>, e.g. amd-gpu-mi300x:1; must "
          + "name a profile of the system config.")
  private String resourceProfile;

  @ValidationRule(value = "self == oldSelf", message = "cacheProfile is immutable.")
  @JsonPropertyDescription(
      "Cache profile (from the system config) used to cache the model files. Immutable.")
  private String cacheProfile;

  @JsonPropertyDescription("Server image; derived from the engine and resource profile when unset.")
  private String image;

  @JsonPropertyDescription("Arguments added to the server process.")
  private List<String> args;

  @JsonPropertyDescription("Environment variables of the server process.")
  private Map<String, String> env;

  @JsonPropertyDescription(
      "Environment variables of the server process from Secrets or ConfigMaps.")
  private List<EnvFromSource> envFrom;

  @SpecReplicas
  @Min(0)
  @JsonPropertyDescription(
      "Number of serving pods; managed by the autoscaler unless autoscalingDisabled.")
  private Integer replicas;

  @Min(0)
  @JsonPropertyDescription(
      "Lowest number of replicas the autoscaler scales to; 0 allows scale to zero.")
  private Integer minReplicas;

  @Min(1)
  @JsonPropertyDescription(
      "Highest number of replicas the autoscaler scales to; unlimited when unset.")
  private Integer maxReplicas;

  @JsonPropertyDescription(
      "Stop the controller from managing replicas (no autoscaling, no scale from zero, "
          + "no min/max clamping).")
  private Boolean autoscalingDisabled;

  @Default("100")
  @Min(1)
  @Required
  @JsonPropertyDescription(
      "Average number of in-flight requests per replica the autoscaler aims for.")
  private Integer targetRequests;

  @Default("30")
  @Required
  @JsonPropertyDescription("Minimum time before a scale-down decided by the autoscaler is applied.")
  private Long scaleDownDelaySeconds;

  @JsonPropertyDescription("Owner shown in the OpenAI /v1/models listing. Deprecated.")
  private String owner;

  @Default("{}")
  @JsonPropertyDescription("How requests are spread over the replicas.")
  private LoadBalancing loadBalancing;

  @Size(max = 10)
  @JsonPropertyDescription("Files mounted into the model pods.")
  private List<ModelFile> files;

  @JsonPropertyDescription(
      "PriorityClass of the model pods; it must exist before the model is created.")
  private String priorityClassName;

  public String getUrl() {
    return url;
  }

  public void setUrl(String url) {
    this.url = url;
  }

  public List<Adapter> getAdapters() {
    return adapters;
  }

  public void setAdapters(List<Adapter> adapters) {
    this.adapters = adapters;
  }

  public List<ModelFeature> getFeatures() {
    return features;
  }

  public void setFeatures(List<ModelFeature> features) {
    this.features = features;
  }

  public ModelEngine getEngine() {
    return engine;
  }

  public void setEngine(ModelEngine engine) {
    this.engine = engine;
  }

  public String getResourceProfile() {
    return resourceProfile;
  }

  public void setResourceProfile(String resourceProfile) {
    this.resourceProfile = resourceProfile;
  }

  public String getCacheProfile() {
    return cacheProfile;
  }

  public void setCacheProfile(String cacheProfile) {
    this.cacheProfile = cacheProfile;
  }

  public String getImage() {
    return image;
  }

  public void setImage(String image) {
    this.image = image;
  }

  public List<String> getArgs() {
    return args;
  }

  public void setArgs(List<String> args) {
    this.args = args;
  }

  public Map<String, String> getEnv() {
    return env;
  }

  public void setEnv(Map<String, String> env) {
    this.env = env;
  }

  public List<EnvFromSource> getEnvFrom() {
    return envFrom;
  }

  public void setEnvFrom(List<EnvFromSource> envFrom) {
    this.envFrom = envFrom;
  }

  public Integer getReplicas() {
    return replicas;
  }

  public void setReplicas(Integer replicas) {
    this.replicas = replicas;
  }

  public Integer getMinReplicas() {
    return minReplicas;
  }

  public void setMinReplicas(Integer minReplicas) {
    this.minReplicas = minReplicas;
  }

  public Integer getMaxReplicas() {
    return maxReplicas;
  }

  public void setMaxReplicas(Integer maxReplicas) {
    this.maxReplicas = maxReplicas;
  }

  public Boolean getAutoscalingDisabled() {
    return autoscalingDisabled;
  }

  public void setAutoscalingDisabled(Boolean autoscalingDisabled) {
    this.autoscalingDisabled = autoscalingDisabled;
  }

  public Integer getTargetRequests() {
    return targetRequests;
  }

  public void setTargetRequests(Integer targetRequests) {
    this.targetRequests = targetRequests;
  }

  public Long getScaleDownDelaySeconds() {
    return scaleDownDelaySeconds;
  }

  public void setScaleDownDelaySeconds(Long scaleDownDelaySeconds) {
    this.scaleDownDelaySeconds = scaleDownDelaySeconds;
  }

  public String getOwner() {
    return owner;
  }

  public void setOwner(String owner) {
    this.owner = owner;
  }

  public LoadBalancing getLoadBalancing() {
    return loadBalancing;
  }

  public void setLoadBalancing(LoadBalancing loadBalancing) {
    this.loadBalancing = loadBalancing;
  }

  public List<ModelFile> getFiles() {
    return files;
  }

  public void setFiles(List<ModelFile> files) {
    this.files = files;
  }

  public String getPriorityClassName() {
    return priorityClassName;
  }

  public void setPriorityClassName(String priorityClassName) {
    this.priorityClassName = priorityClassName;
  }
}
