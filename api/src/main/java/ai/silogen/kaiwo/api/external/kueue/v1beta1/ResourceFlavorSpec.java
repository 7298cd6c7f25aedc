package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.Toleration;
import java.util.List;
import java.util.Map;

/**
 * Spec of a Kueue ResourceFlavor: the node labels, taints and topology that pods admitted with this
 * flavor are steered to.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class ResourceFlavorSpec extends ExtensibleObject {

  @JsonPropertyDescription(
      "Labels that nodes of this flavor carry; Kueue injects them as a node selector.")
  private Map<String, String> nodeLabels;

  @JsonPropertyDescription("Taints that nodes of this flavor carry.")
  private List<Taint> nodeTaints;

  @JsonPropertyDescription("Tolerations Kueue adds to admitted pods.")
  private List<Toleration> tolerations;

  @JsonPropertyDescription(
      "Name of the Topology used for topology-aware scheduling with this flavor.")
  private String topologyName;

  public Map<String, String> getNodeLabels() {
    return nodeLabels;
  }

  public void setNodeLabels(Map<String, String> nodeLabels) {
    this.nodeLabels = nodeLabels;
  }

  public List<Taint> getNodeTaints() {
    return nodeTaints;
  }

  public void setNodeTaints(List<Taint> nodeTaints) {
    this.nodeTaints = nodeTaints;
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
