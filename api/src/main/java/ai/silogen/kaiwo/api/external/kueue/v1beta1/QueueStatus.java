package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;

/** Workload counts and conditions that Kueue reports on both ClusterQueues and LocalQueues. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public abstract class QueueStatus extends ExtensibleObject {

  private List<Condition> conditions;

  private Integer pendingWorkloads;

  private Integer reservingWorkloads;

  private Integer admittedWorkloads;

  public List<Condition> getConditions() {
    return conditions;
  }

  public void setConditions(List<Condition> conditions) {
    this.conditions = conditions;
  }

  public Integer getPendingWorkloads() {
    return pendingWorkloads;
  }

  public void setPendingWorkloads(Integer pendingWorkloads) {
    this.pendingWorkloads = pendingWorkloads;
  }

  public Integer getReservingWorkloads() {
    return reservingWorkloads;
  }

  public void setReservingWorkloads(Integer reservingWorkloads) {
    this.reservingWorkloads = reservingWorkloads;
  }

  public Integer getAdmittedWorkloads() {
    return admittedWorkloads;
  }

  public void setAdmittedWorkloads(Integer admittedWorkloads) {
    this.admittedWorkloads = admittedWorkloads;
  }
}
