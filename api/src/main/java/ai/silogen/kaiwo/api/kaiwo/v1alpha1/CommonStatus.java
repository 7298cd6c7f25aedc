package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;

/** Observed state shared by KaiwoJob and KaiwoService. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class CommonStatus {

  @JsonPropertyDescription("When the first pod of the workload started running (RFC 3339).")
  private String startTime;

  @JsonPropertyDescription("Observed conditions of the workload.")
  private List<Condition> conditions;

  @JsonPropertyDescription("High-level phase of the workload.")
  private WorkloadStatus status;

  @JsonPropertyDescription("Seconds the workload has been running (jobs: until completion).")
  private Long duration;

  @JsonPropertyDescription("metadata.generation last processed by the controller.")
  private Long observedGeneration;

  @JsonPropertyDescription(
      "GPUs the workload's children are made with: the total of the GPU split last applied to"
          + " them. Unchanged while a spec change cannot be applied to a running workload.")
  private Integer gpus;

  public String getStartTime() {
    return startTime;
  }

  public void setStartTime(String startTime) {
    this.startTime = startTime;
  }

  public List<Condition> getConditions() {
    return conditions;
  }

  public void setConditions(List<Condition> conditions) {
    this.conditions = conditions;
  }

  public WorkloadStatus getStatus() {
    return status;
  }

  public void setStatus(WorkloadStatus status) {
    this.status = status;
  }

  public Long getDuration() {
    return duration;
  }

  public void setDuration(Long duration) {
    this.duration = duration;
  }

  public Long getObservedGeneration() {
    return observedGeneration;
  }

  public void setObservedGeneration(Long observedGeneration) {
    this.observedGeneration = observedGeneration;
  }

  public Integer getGpus() {
    return gpus;
  }

  public void setGpus(Integer gpus) {
    this.gpus = gpus;
  }
}
