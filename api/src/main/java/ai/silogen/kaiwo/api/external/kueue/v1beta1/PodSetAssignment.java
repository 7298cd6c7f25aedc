package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.Map;

/** Flavors and resources assigned to one pod set at admission. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class PodSetAssignment extends ExtensibleObject {

  private String name;

  @JsonPropertyDescription("Flavor assigned per resource name.")
  private Map<String, String> flavors;

  private Map<String, Quantity> resourceUsage;

  private Integer count;

  private Map<String, Object> topologyAssignment;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public Map<String, String> getFlavors() {
    return flavors;
  }

  public void setFlavors(Map<String, String> flavors) {
    this.flavors = flavors;
  }

  public Map<String, Quantity> getResourceUsage() {
    return resourceUsage;
  }

  public void setResourceUsage(Map<String, Quantity> resourceUsage) {
    this.resourceUsage = resourceUsage;
  }

  public Integer getCount() {
    return count;
  }

  public void setCount(Integer count) {
    this.count = count;
  }

  public Map<String, Object> getTopologyAssignment() {
    return topologyAssignment;
  }

  public void setTopologyAssignment(Map<String, Object> topologyAssignment) {
    this.topologyAssignment = topologyAssignment;
  }
}
