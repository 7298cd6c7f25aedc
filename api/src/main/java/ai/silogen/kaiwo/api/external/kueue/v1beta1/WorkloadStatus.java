package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;
import java.util.Map;

/**
 * Observed state of a Kueue Workload: admission and conditions (QuotaReserved, Admitted, Evicted,
 * Finished, ...).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class WorkloadStatus extends ExtensibleObject {

  private Admission admission;

  private List<Condition> conditions;

  private Map<String, Object> requeueState;

  public Admission getAdmission() {
    return admission;
  }

  public void setAdmission(Admission admission) {
    this.admission = admission;
  }

  public List<Condition> getConditions() {
    return conditions;
  }

  public void setConditions(List<Condition> conditions) {
    this.conditions = conditions;
  }

  public Map<String, Object> getRequeueState() {
    return requeueState;
  }

  public void setRequeueState(Map<String, Object> requeueState) {
    this.requeueState = requeueState;
  }
}
