package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;

/**
 * Observed state of a RayService: conditions (Ready, UpgradeInProgress) and the active and pending
 * clusters.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class RayServiceStatuses extends ExtensibleObject {

  private List<Condition> conditions;

  private RayServiceStatus activeServiceStatus;

  private RayServiceStatus pendingServiceStatus;

  @JsonPropertyDescription("Deprecated overall status (Running when the service is healthy).")
  private String serviceStatus;

  private Integer numServeEndpoints;

  private Long observedGeneration;

  private String lastUpdateTime;

  public List<Condition> getConditions() {
    return conditions;
  }

  public void setConditions(List<Condition> conditions) {
    this.conditions = conditions;
  }

  public RayServiceStatus getActiveServiceStatus() {
    return activeServiceStatus;
  }

  public void setActiveServiceStatus(RayServiceStatus activeServiceStatus) {
    this.activeServiceStatus = activeServiceStatus;
  }

  public RayServiceStatus getPendingServiceStatus() {
    return pendingServiceStatus;
  }

  public void setPendingServiceStatus(RayServiceStatus pendingServiceStatus) {
    this.pendingServiceStatus = pendingServiceStatus;
  }

  public String getServiceStatus() {
    return serviceStatus;
  }

  public void setServiceStatus(String serviceStatus) {
    this.serviceStatus = serviceStatus;
  }

  public Integer getNumServeEndpoints() {
    return numServeEndpoints;
  }

  public void setNumServeEndpoints(Integer numServeEndpoints) {
    this.numServeEndpoints = numServeEndpoints;
  }

  public Long getObservedGeneration() {
    return observedGeneration;
  }

  public void setObservedGeneration(Long observedGeneration) {
    this.observedGeneration = observedGeneration;
  }

  public String getLastUpdateTime() {
    return lastUpdateTime;
  }

  public void setLastUpdateTime(String lastUpdateTime) {
    this.lastUpdateTime = lastUpdateTime;
  }
}
