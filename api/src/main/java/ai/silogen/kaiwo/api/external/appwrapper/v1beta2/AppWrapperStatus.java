package ai.silogen.kaiwo.api.external.appwrapper.v1beta2;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;
import java.util.Map;

/**
 * Observed state of an AppWrapper: phase (Empty, Suspended, Resuming, Running, Resetting,
 * Suspending, Succeeded, Failed, Terminating) and conditions.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class AppWrapperStatus extends ExtensibleObject {

  private String phase;

  private List<Condition> conditions;

  private Integer retryCount;

  private Integer resettingCount;

  private List<Map<String, Object>> componentStatus;

  public String getPhase() {
    return phase;
  }

  public void setPhase(String phase) {
    this.phase = phase;
  }

  public List<Condition> getConditions() {
    return conditions;
  }

  public void setConditions(List<Condition> conditions) {
    this.conditions = conditions;
  }

  public Integer getRetryCount() {
    return retryCount;
  }

  public void setRetryCount(Integer retryCount) {
    this.retryCount = retryCount;
  }

  public Integer getResettingCount() {
    return resettingCount;
  }

  public void setResettingCount(Integer resettingCount) {
    this.resettingCount = resettingCount;
  }

  public List<Map<String, Object>> getComponentStatus() {
    return componentStatus;
  }

  public void setComponentStatus(List<Map<String, Object>> componentStatus) {
    this.componentStatus = componentStatus;
  }
}
