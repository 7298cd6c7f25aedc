package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/** Status of one Ray Serve application (RUNNING, DEPLOYING, DEPLOY_FAILED, UNHEALTHY, ...). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class AppStatus extends ExtensibleObject {

  private String status;

  private String message;

  private Map<String, Object> serveDeploymentStatuses;

  public String getStatus() {
    return status;
  }

  public void setStatus(String status) {
    this.status = status;
  }

  public String getMessage() {
    return message;
  }

  public void setMessage(String message) {
    this.message = message;
  }

  public Map<String, Object> getServeDeploymentStatuses() {
    return serveDeploymentStatuses;
  }

  public void setServeDeploymentStatuses(Map<String, Object> serveDeploymentStatuses) {
    this.serveDeploymentStatuses = serveDeploymentStatuses;
  }
}
