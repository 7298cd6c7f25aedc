package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;

/** Observed state of a RayCluster. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class RayClusterStatus extends ExtensibleObject {

  @JsonPropertyDescription("Deprecated overall state (ready, suspended, failed).")
  private String state;

  private List<Condition> conditions;

  private Integer readyWorkerReplicas;

  private Integer availableWorkerReplicas;

  private Integer desiredWorkerReplicas;

  private Integer minWorkerReplicas;

  private Integer maxWorkerReplicas;

  private HeadInfo head;

  private String reason;

  private Long observedGeneration;

  public String getState() {
    return state;
  }

  public void setState(String state) {
    this.state = state;
  }

  public List<Condition> getConditions() {
    return conditions;
  }

  public void setConditions(List<Condition> conditions) {
    this.conditions = conditions;
  }

  public Integer getReadyWorkerReplicas() {
    return readyWorkerReplicas;
  }

  public void setReadyWorkerReplicas(Integer readyWorkerReplicas) {
    this.readyWorkerReplicas = readyWorkerReplicas;
  }

  public Integer getAvailableWorkerReplicas() {
    return availableWorkerReplicas;
  }

  public void setAvailableWorkerReplicas(Integer availableWorkerReplicas) {
    this.availableWorkerReplicas = availableWorkerReplicas;
  }

  public Integer getDesiredWorkerReplicas() {
    return desiredWorkerReplicas;
  }

  public void setDesiredWorkerReplicas(Integer desiredWorkerReplicas) {
    this.desiredWorkerReplicas = desiredWorkerReplicas;
  }

  public Integer getMinWorkerReplicas() {
    return minWorkerReplicas;
  }

  public void setMinWorkerReplicas(Integer minWorkerReplicas) {
    this.minWorkerReplicas = minWorkerReplicas;
  }

  public Integer getMaxWorkerReplicas() {
    return maxWorkerReplicas;
  }

  public void setMaxWorkerReplicas(Integer maxWorkerReplicas) {
    this.maxWorkerReplicas = maxWorkerReplicas;
  }

  public HeadInfo getHead() {
    return head;
  }

  public void setHead(HeadInfo head) {
    this.head = head;
  }

  public String getReason() {
    return reason;
  }

  public void setReason(String reason) {
    this.reason = reason;
  }

  public Long getObservedGeneration() {
    return observedGeneration;
  }

  public void setObservedGeneration(Long observedGeneration) {
    this.observedGeneration = observedGeneration;
  }
}
