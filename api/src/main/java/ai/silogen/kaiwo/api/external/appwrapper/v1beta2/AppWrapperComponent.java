package ai.silogen.kaiwo.api.external.appwrapper.v1beta2;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.util.List;
import java.util.Map;

/** One wrapped resource of an AppWrapper. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class AppWrapperComponent extends ExtensibleObject {

  // AppWrapper's Go field is DeclaredPodSets, but its JSON name is podSets.
  @JsonProperty("podSets")
  private List<DeclaredPodSet> declaredPodSets;

  private Map<String, String> annotations;

  private List<Map<String, Object>> podSetInfos;

  @JsonPropertyDescription("The wrapped Kubernetes object (any kind).")
  private GenericKubernetesResource template;

  public List<DeclaredPodSet> getDeclaredPodSets() {
    return declaredPodSets;
  }

  public void setDeclaredPodSets(List<DeclaredPodSet> declaredPodSets) {
    this.declaredPodSets = declaredPodSets;
  }

  public Map<String, String> getAnnotations() {
    return annotations;
  }

  public void setAnnotations(Map<String, String> annotations) {
    this.annotations = annotations;
  }

  public List<Map<String, Object>> getPodSetInfos() {
    return podSetInfos;
  }

  public void setPodSetInfos(List<Map<String, Object>> podSetInfos) {
    this.podSetInfos = podSetInfos;
  }

  public GenericKubernetesResource getTemplate() {
    return template;
  }

  public void setTemplate(GenericKubernetesResource template) {
    this.template = template;
  }
}
