package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.crd.generator.annotation.SchemaSwap;
import io.fabric8.generator.annotation.Size;
import java.util.List;

/**
 * Kueue resources Kaiwo manages: ResourceFlavors, ClusterQueues (with LocalQueues in listed
 * namespaces), WorkloadPriorityClasses and Topologies. Entries of the last two are whole Kueue
 * objects; their metadata has the schema of {@link EmbeddedObjectMeta} (what {@code ObjectMeta}
 * reads and Kaiwo copies) and their (absent) spec/status are left out of the schema.
 */
@SchemaSwap(
    originalType = WorkloadPriorityClass.class,
    fieldName = "metadata",
    targetType = EmbeddedObjectMeta.class)
@SchemaSwap(originalType = WorkloadPriorityClass.class, fieldName = "spec")
@SchemaSwap(originalType = WorkloadPriorityClass.class, fieldName = "status")
@SchemaSwap(
    originalType = Topology.class,
    fieldName = "metadata",
    targetType = EmbeddedObjectMeta.class)
@SchemaSwap(originalType = Topology.class, fieldName = "status")
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoQueueConfigSpec {

  @Size(max = 10)
  @JsonPropertyDescription(
      "Kueue ClusterQueues Kaiwo ensures exist and match these specs; others are deleted.")
  private List<ClusterQueue> clusterQueues;

  @JsonPropertyDescription(
      "Kueue ResourceFlavors Kaiwo ensures exist; when empty, flavors are discovered "
          + "from node labels.")
  private List<ResourceFlavorSpec> resourceFlavors;

  @Size(max = 5)
  @JsonPropertyDescription("Kueue WorkloadPriorityClasses Kaiwo ensures exist with these values.")
  private List<WorkloadPriorityClass> workloadPriorityClasses;

  @Size(max = 10)
  @JsonPropertyDescription("Kueue Topologies (for topology-aware scheduling) Kaiwo ensures exist.")
  private List<Topology> topologies;

  public List<ClusterQueue> getClusterQueues() {
    return clusterQueues;
  }

  public void setClusterQueues(List<ClusterQueue> clusterQueues) {
    this.clusterQueues = clusterQueues;
  }

  public List<ResourceFlavorSpec> getResourceFlavors() {
    return resourceFlavors;
  }

  public void setResourceFlavors(List<ResourceFlavorSpec> resourceFlavors) {
    this.resourceFlavors = resourceFlavors;
  }

  public List<WorkloadPriorityClass> getWorkloadPriorityClasses() {
    return workloadPriorityClasses;
  }

  public void setWorkloadPriorityClasses(List<WorkloadPriorityClass> workloadPriorityClasses) {
    this.workloadPriorityClasses = workloadPriorityClasses;
  }

  public List<Topology> getTopologies() {
    return topologies;
  }

  public void setTopologies(List<Topology> topologies) {
    this.topologies = topologies;
  }
}
