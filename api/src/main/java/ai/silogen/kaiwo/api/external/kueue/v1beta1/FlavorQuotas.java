package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import io.fabric8.generator.annotation.Size;
import java.util.List;

/** Quotas that one ResourceFlavor provides in a resource group. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class FlavorQuotas extends ExtensibleObject {

  @Required
  @JsonPropertyDescription("Name of the ResourceFlavor.")
  private String name;

  @Required
  @Size(min = 1, max = 16)
  @JsonPropertyDescription("Quota per covered resource, in the order of coveredResources.")
  private List<ResourceQuota> resources;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public List<ResourceQuota> getResources() {
    return resources;
  }

  public void setResources(List<ResourceQuota> resources) {
    this.resources = resources;
  }
}
