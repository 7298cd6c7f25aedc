package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/**
 * Kueue WorkloadPriorityClass (cluster-scoped). Unlike most kinds it has no spec: {@code value} and
 * {@code description} sit at the top level. Also the element type of
 * KaiwoQueueConfig.spec.workloadPriorityClasses.
 */
@Group(ApiGroups.KUEUE)
@Version("v1beta1")
@Plural("workloadpriorityclasses")
public class WorkloadPriorityClass extends ExternalResource<Void, Void> {

  @Required
  @JsonPropertyDescription("Priority of workloads of this class; higher is more important.")
  private Integer value;

  @JsonPropertyDescription("Human-readable description of the class.")
  private String description;

  public Integer getValue() {
    return value;
  }

  public void setValue(Integer value) {
    this.value = value;
  }

  public String getDescription() {
    return description;
  }

  public void setDescription(String description) {
    this.description = description;
  }
}
