package ai.silogen.kaiwo.api.external.appwrapper.v1beta2;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.Map;

/** A pod set inside a wrapped component: how many replicas of the pod template at path. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class DeclaredPodSet extends ExtensibleObject {

  private Integer replicas;

  @JsonPropertyDescription(
      "Path to the pod template inside the component, e.g. "
          + "template.spec.rayClusterConfig.headGroupSpec.template.")
  private String path;

  private Map<String, String> annotations;

  public Integer getReplicas() {
    return replicas;
  }

  public void setReplicas(Integer replicas) {
    this.replicas = replicas;
  }

  public String getPath() {
    return path;
  }

  public void setPath(String path) {
    this.path = path;
  }

  public Map<String, String> getAnnotations() {
    return annotations;
  }

  public void setAnnotations(Map<String, String> annotations) {
    this.annotations = annotations;
  }
}
