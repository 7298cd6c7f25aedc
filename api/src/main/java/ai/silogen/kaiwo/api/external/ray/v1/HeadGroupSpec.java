package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.Map;

/** Ray head pod group. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class HeadGroupSpec extends ExtensibleObject {

  private Map<String, String> rayStartParams;

  private PodTemplateSpec template;

  private String serviceType;

  private Boolean enableIngress;

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

  public String getServiceType() {
    return serviceType;
  }

  public void setServiceType(String serviceType) {
    this.serviceType = serviceType;
  }

  public Boolean getEnableIngress() {
    return enableIngress;
  }

  public void setEnableIngress(Boolean enableIngress) {
    this.enableIngress = enableIngress;
  }
}
