package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import io.fabric8.generator.annotation.Size;
import java.util.List;

/** A group of resources and the flavors that provide quota for them. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class ResourceGroup extends ExtensibleObject {

  @Required
  @Size(min = 1, max = 16)
  @JsonPropertyDescription(
      "Resources covered by the flavors of this group, e.g. cpu, memory, amd.com/gpu.")
  private List<String> coveredResources;

  @Required
  @Size(min = 1, max = 16)
  @JsonPropertyDescription("Flavors that provide the covered resources, tried in order.")
  private List<FlavorQuotas> flavors;

  public List<String> getCoveredResources() {
    return coveredResources;
  }

  public void setCoveredResources(List<String> coveredResources) {
    this.coveredResources = coveredResources;
  }

  public List<FlavorQuotas> getFlavors() {
    return flavors;
  }

  public void setFlavors(List<FlavorQuotas> flavors) {
    this.flavors = flavors;
  }
}
