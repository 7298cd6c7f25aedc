package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.Map;

/** A group of Ray worker pods. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class WorkerGroupSpec extends ExtensibleObject {

  private String groupName;

  private Integer replicas;

  private Integer minReplicas;

  private Integer maxReplicas;

  private Integer numOfHosts;

  private Map<String, String> rayStartParams;

  private PodTemplateSpec template;

  private Boolean suspend;

  public String getGroupName() {
    return groupName;
  }

  public void setGroupName(String groupName) {
    this.groupName = groupName;
  }

  public Integer getReplicas() {
    return replicas;
  }

  public void setReplicas(Integer replicas) {
    this.replicas = replicas;
  }

  public Integer getMinReplicas() {
    return minReplicas;
  }

  public void setMinReplicas(Integer minReplicas) {
    this.minReplicas = minReplicas;
  }

  public Integer getMaxReplicas() {
    return maxReplicas;
  }

  public void setMaxReplicas(Integer maxReplicas) {
    this.maxReplicas = maxReplicas;
  }

  public Integer getNumOfHosts() {
    return numOfHosts;
  }

  public void setNumOfHosts(Integer numOfHosts) {
    this.numOfHosts = numOfHosts;
  }

  public Map<String, String> getRayStartParams() {
    return rayStartParams;
  }

  public void setRayStartParams(Map<String, String> rayStartParams) {
    this.rayStartParams = rayStartParams;
  }

  public PodTemplateSpec getTemplate() {
    return template;
  }

  public void setTemplate(PodTemplateSpec template) {
    this.template = template;
  }

  public Boolean getSuspend() {
    return suspend;
  }

  public void setSuspend(Boolean suspend) {
    this.suspend = suspend;
  }
}
