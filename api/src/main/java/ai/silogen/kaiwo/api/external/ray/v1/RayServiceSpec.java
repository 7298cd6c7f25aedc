package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/** Spec of a RayService: the Ray Serve config and the cluster that runs it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class RayServiceSpec extends ExtensibleObject {

  private String serveConfigV2;

  private RayClusterSpec rayClusterConfig;

  private Integer serviceUnhealthySecondThreshold;

  private Integer deploymentUnhealthySecondThreshold;

  private Map<String, Object> upgradeStrategy;

  private Boolean excludeHeadPodFromServeSvc;

  public String getServeConfigV2() {
    return serveConfigV2;
  }

  public void setServeConfigV2(String serveConfigV2) {
    this.serveConfigV2 = serveConfigV2;
  }

  public RayClusterSpec getRayClusterConfig() {
    return rayClusterConfig;
  }

  public void setRayClusterConfig(RayClusterSpec rayClusterConfig) {
    this.rayClusterConfig = rayClusterConfig;
  }

  public Integer getServiceUnhealthySecondThreshold() {
    return serviceUnhealthySecondThreshold;
  }

  public void setServiceUnhealthySecondThreshold(Integer serviceUnhealthySecondThreshold) {
    this.serviceUnhealthySecondThreshold = serviceUnhealthySecondThreshold;
  }

  public Integer getDeploymentUnhealthySecondThreshold() {
    return deploymentUnhealthySecondThreshold;
  }

  public void setDeploymentUnhealthySecondThreshold(Integer deploymentUnhealthySecondThreshold) {
    this.deploymentUnhealthySecondThreshold = deploymentUnhealthySecondThreshold;
  }

  public Map<String, Object> getUpgradeStrategy() {
    return upgradeStrategy;
  }

  public void setUpgradeStrategy(Map<String, Object> upgradeStrategy) {
    this.upgradeStrategy = upgradeStrategy;
  }

  public Boolean getExcludeHeadPodFromServeSvc() {
    return excludeHeadPodFromServeSvc;
  }

  public void setExcludeHeadPodFromServeSvc(Boolean excludeHeadPodFromServeSvc) {
    this.excludeHeadPodFromServeSvc = excludeHeadPodFromServeSvc;
  }
}
