package ai.silogen.kaiwo.api.external.appwrapper.v1beta2;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** Spec of an AppWrapper: the wrapped components and whether it is suspended. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class AppWrapperSpec extends ExtensibleObject {

  private List<AppWrapperComponent> components;

  private Boolean suspend;

  private String managedBy;

  public List<AppWrapperComponent> getComponents() {
    return components;
  }

  public void setComponents(List<AppWrapperComponent> components) {
    this.components = components;
  }

  public Boolean getSuspend() {
    return suspend;
  }

  public void setSuspend(Boolean suspend) {
    this.suspend = suspend;
  }

  public String getManagedBy() {
    return managedBy;
  }

  public void setManagedBy(String managedBy) {
    this.managedBy = managedBy;
  }
}
