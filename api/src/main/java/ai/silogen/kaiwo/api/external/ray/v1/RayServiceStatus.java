package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.Map;

/** Status of the active or pending Ray cluster of a RayService and its Serve applications. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class RayServiceStatus extends ExtensibleObject {

  @JsonPropertyDescription("Serve application status by application name.")
  private Map<String, AppStatus> applicationStatuses;

  private String rayClusterName;

  private RayClusterStatus rayClusterStatus;

  public Map<String, AppStatus> getApplicationStatuses() {
    return applicationStatuses;
  }

  public void setApplicationStatuses(Map<String, AppStatus> applicationStatuses) {
    this.applicationStatuses = applicationStatuses;
  }

  public String getRayClusterName() {
    return rayClusterName;
  }

  public void setRayClusterName(String rayClusterName) {
    this.rayClusterName = rayClusterName;
  }

  public RayClusterStatus getRayClusterStatus() {
    return rayClusterStatus;
  }

  public void setRayClusterStatus(RayClusterStatus rayClusterStatus) {
    this.rayClusterStatus = rayClusterStatus;
  }
}
