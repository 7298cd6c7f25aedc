package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueueSpec;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import java.util.List;

/** A Kueue ClusterQueue managed by Kaiwo, with the namespaces that get a LocalQueue for it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class ClusterQueue {

  @Required
  @JsonPropertyDescription("Name of the ClusterQueue.")
  private String name;

  @JsonPropertyDescription(
      "Desired Kueue ClusterQueueSpec (resourceGroups, cohort, preemption, ...).")
  private ClusterQueueSpec spec;

  @JsonPropertyDescription(
      "Namespaces where Kaiwo creates a LocalQueue named after this ClusterQueue. When "
          + "set, Kaiwo manages those LocalQueues; leave empty to manage LocalQueues "
          + "yourself.")
  private List<String> namespaces;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public ClusterQueueSpec getSpec() {
    return spec;
  }

  public void setSpec(ClusterQueueSpec spec) {
    this.spec = spec;
  }

  public List<String> getNamespaces() {
    return namespaces;
  }

  public void setNamespaces(List<String> namespaces) {
    this.namespaces = namespaces;
  }
}
