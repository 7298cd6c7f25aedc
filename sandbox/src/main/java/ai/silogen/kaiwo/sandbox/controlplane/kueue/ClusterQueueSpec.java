package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The parts of a ClusterQueue's spec that admission depends on.
 *
 * @param name ClusterQueue name
 * @param resourceGroups quota, by group of resources and flavor, in the order flavors are tried
 * @param strategy how pending workloads queue
 * @param stopped whether {@code stopPolicy} holds new admissions
 * @param namespaceSelector which namespaces may use the queue; absent selects none
 */
public record ClusterQueueSpec(
    String name,
    List<ResourceGroup> resourceGroups,
    QueueingStrategy strategy,
    boolean stopped,
    Optional<JsonNode> namespaceSelector) {

  /** How a ClusterQueue orders admission attempts. */
  public enum QueueingStrategy {
    /** Only the head of the queue is tried; everything behind it waits. */
    StrictFIFO,
    /** Every pending workload is tried in order, so smaller ones can pass a blocked head. */
    BestEffortFIFO
  }

  /**
   * Resources whose quota is handed out together: a pod set gets one flavor for all of them.
   *
   * @param coveredResources the resources of this group
   * @param flavors flavors in the order they are tried
   */
  public record ResourceGroup(List<String> coveredResources, List<FlavorQuotas> flavors) {}

  /**
   * The nominal quota of one flavor in a resource group.
   *
   * @param flavor ResourceFlavor name
   * @param nominal nominal quota per resource; a covered resource without an entry has none
   */
  public record FlavorQuotas(String flavor, ResourceAmounts nominal) {}

  /** The resource group that covers {@code resource}, if any. */
  public Optional<ResourceGroup> groupCovering(String resource) {
    return resourceGroups.stream().filter(g -> g.coveredResources().contains(resource)).findFirst();
  }

  /** Every flavor the queue references, in spec order. */
  public List<String> flavorNames() {
    return resourceGroups.stream()
        .flatMap(g -> g.flavors().stream().map(FlavorQuotas::flavor))
        .distinct()
        .toList();
  }

  /**
   * Parses a ClusterQueue object.
   *
   * @throws IllegalArgumentException naming the field when the spec is invalid
   */
  public static ClusterQueueSpec parse(JsonNode clusterQueue) {
    JsonNode spec = clusterQueue.path("spec");
    List<ResourceGroup> groups = new ArrayList<>();
    int g = 0;
    for (JsonNode group : spec.path("resourceGroups")) {
      groups.add(parseGroup(group, "spec.resourceGroups[" + g++ + "]"));
    }
    String strategy = spec.path("queueingStrategy").asText("BestEffortFIFO");
    QueueingStrategy queueing;
    try {
      queueing = QueueingStrategy.valueOf(strategy);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "spec.queueingStrategy: must be StrictFIFO or BestEffortFIFO, got '" + strategy + "'", e);
    }
    String stopPolicy = spec.path("stopPolicy").asText("None");
    JsonNode selector = spec.get("namespaceSelector");
    return new ClusterQueueSpec(
        Json.name(clusterQueue),
        List.copyOf(groups),
        queueing,
        !"None".equals(stopPolicy),
        selector == null || selector.isNull() ? Optional.empty() : Optional.of(selector));
  }

  private static ResourceGroup parseGroup(JsonNode group, String field) {
    List<String> covered = new ArrayList<>();
    group.path("coveredResources").forEach(r -> covered.add(r.asText()));
    List<FlavorQuotas> flavors = new ArrayList<>();
    int f = 0;
    for (JsonNode flavor : group.path("flavors")) {
      String flavorField = field + ".flavors[" + f++ + "]";
      Map<String, BigDecimal> nominal = new LinkedHashMap<>();
      int r = 0;
      for (JsonNode resource : flavor.path("resources")) {
        String resourceField = flavorField + ".resources[" + r++ + "]";
        nominal.put(
            resource.path("name").asText(),
            ResourceAmounts.quantity(
                resource.path("nominalQuota"), resourceField + ".nominalQuota"));
      }
      flavors.add(new FlavorQuotas(flavor.path("name").asText(), ResourceAmounts.of(nominal)));
    }
    return new ResourceGroup(List.copyOf(covered), List.copyOf(flavors));
  }
}
