package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;

/** Observed state of a Model. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class ModelStatus {

  @JsonPropertyDescription("Replica counts.")
  private ModelStatusReplicas replicas;

  @JsonPropertyDescription("Cache state; present only with a cacheProfile.")
  private ModelStatusCache cache;

  @JsonPropertyDescription(
      "Conditions such as Ready, CacheLoaded and Valid (not in the original KubeAI API).")
  private List<Condition> conditions;

  @JsonPropertyDescription(
      "metadata.generation last processed by the controller (not in the original KubeAI API).")
  private Long observedGeneration;

  public ModelStatusReplicas getReplicas() {
    return replicas;
  }

  public void setReplicas(ModelStatusReplicas replicas) {
    this.replicas = replicas;
  }

  public ModelStatusCache getCache() {
    return cache;
  }

  public void setCache(ModelStatusCache cache) {
    this.cache = cache;
  }

  public List<Condition> getConditions() {
    return conditions;
  }

  public void setConditions(List<Condition> conditions) {
    this.conditions = conditions;
  }

  public Long getObservedGeneration() {
    return observedGeneration;
  }

  public void setObservedGeneration(Long observedGeneration) {
    this.observedGeneration = observedGeneration;
  }
}
