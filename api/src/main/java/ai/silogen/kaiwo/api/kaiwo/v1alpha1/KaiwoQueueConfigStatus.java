package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;

/** Observed state of the Kueue resource synchronisation. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoQueueConfigStatus {

  @JsonPropertyDescription("Observed conditions of the synchronisation.")
  private List<Condition> conditions;

  @JsonPropertyDescription("READY when all Kueue resources are in sync, FAILED otherwise.")
  private WorkloadStatus status;

  @JsonPropertyDescription("metadata.generation last processed by the controller.")
  private Long observedGeneration;

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

  public Long getObservedGeneration() {
    return observedGeneration;
  }

  public void setObservedGeneration(Long observedGeneration) {
    this.observedGeneration = observedGeneration;
  }
}
