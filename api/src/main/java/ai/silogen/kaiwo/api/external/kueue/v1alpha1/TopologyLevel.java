package ai.silogen.kaiwo.api.external.kueue.v1alpha1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Pattern;
import io.fabric8.generator.annotation.Required;
import io.fabric8.generator.annotation.Size;

/** One level of a Kueue topology, identified by a node label. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class TopologyLevel extends ExtensibleObject {

  @Required
  @Size(min = 1, max = 316)
  @Pattern(
      "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$")
  @JsonPropertyDescription(
      "Node label that identifies this level, e.g. kaiwo/topology-rack or "
          + "kubernetes.io/hostname.")
  private String nodeLabel;

  public String getNodeLabel() {
    return nodeLabel;
  }

  public void setNodeLabel(String nodeLabel) {
    this.nodeLabel = nodeLabel;
  }
}
