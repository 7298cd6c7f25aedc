package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/** Spec of a Ray cluster: one head group and any number of worker groups. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class RayClusterSpec extends ExtensibleObject {

  private String rayVersion;

  private Boolean enableInTreeAutoscaling;

  private Map<String, Object> autoscalerOptions;

  private HeadGroupSpec headGroupSpec;

  private List<WorkerGroupSpec> workerGroupSpecs;

  private Boolean suspend;

  public String getRayVersion() {
    return rayVersion;
  }

  public void setRayVersion(String rayVersion) {
    this.rayVersion = rayVersion;
  }

  public Boolean getEnableInTreeAutoscaling() {
    return enableInTreeAutoscaling;
  }

  public void setEnableInTreeAutoscaling(Boolean enableInTreeAutoscaling) {
    this.enableInTreeAutoscaling = enableInTreeAutoscaling;
  }

  public Map<String, Object> getAutoscalerOptions() {
    return autoscalerOptions;
  }

  public void setAutoscalerOptions(Map<String, Object> autoscalerOptions) {
    this.autoscalerOptions = autoscalerOptions;
  }

  public HeadGroupSpec getHeadGroupSpec() {
    return headGroupSpec;
  }

  public void setHeadGroupSpec(HeadGroupSpec headGroupSpec) {
    this.headGroupSpec = headGroupSpec;
  }

  public List<WorkerGroupSpec> getWorkerGroupSpecs() {
    return workerGroupSpecs;
  }

  public void setWorkerGroupSpecs(List<WorkerGroupSpec> workerGroupSpecs) {
    this.workerGroupSpecs = workerGroupSpecs;
  }

  public Boolean getSuspend() {
    return suspend;
  }

  public void setSuspend(Boolean suspend) {
    this.suspend = suspend;
  }
}
