package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import io.fabric8.generator.annotation.Size;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.Toleration;
import java.util.List;
import java.util.Map;

/** A Kueue ResourceFlavor managed by Kaiwo. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class ResourceFlavorSpec {

  @Required
  @JsonPropertyDescription("Name of the ResourceFlavor, e.g. amd-mi300x-8gpu.")
  private String name;

  @Size(max = 10)
  @JsonPropertyDescription(
      "Node labels that pods of this flavor must match, e.g. {kaiwo/nodepool: amd-gpu-nodes}.")
  private Map<String, String> nodeLabels;

  @Size(max = 5)
  @JsonPropertyDescription("Taints associated with this flavor.")
  private List<Taint> taints;

  @Size(max = 5)
  @JsonPropertyDescription("Tolerations associated with this flavor.")
  private List<Toleration> tolerations;

  @JsonPropertyDescription(
      "Name of the Topology (from spec.topologies) this flavor belongs to, enabling "
          + "topology-aware scheduling.")
  private String topologyName;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public Map<String, String> getNodeLabels() {
    return nodeLabels;
  }

  public void setNodeLabels(Map<String, String> nodeLabels) {
    this.nodeLabels = nodeLabels;
  }

  public List<Taint> getTaints() {
    return taints;
  }

  public void setTaints(List<Taint> taints) {
    this.taints = taints;
  }

  public List<Toleration> getTolerations() {
    return tolerations;
  }

  public void setTolerations(List<Toleration> tolerations) {
    this.tolerations = tolerations;
  }

  public String getTopologyName() {
    return topologyName;
  }

  public void setTopologyName(String topologyName) {
    this.topologyName = topologyName;
  }
}
