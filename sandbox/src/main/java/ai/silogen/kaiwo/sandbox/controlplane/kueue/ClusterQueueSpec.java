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
 * @param cohort the cohort whose members lend each other unused quota; empty when it has none
 * @param resourceGroups quota, by group of resources and flavor, in the order flavors are tried
 * @param strategy how pending workloads queue
 * @param stopped whether {@code stopPolicy} holds new admissions
 * @param namespaceSelector which namespaces may use the queue; absent selects none
 */
public record ClusterQueueSpec(
    String name,
    Optional<String> cohort,
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
   * The quota of one flavor in a resource group.
   *
   * @param flavor ResourceFlavor name
   * @param nominal nominal quota per resource; a covered resource without an entry has none
   * @param borrowingLimits how much more than nominal the queue may take from its cohort, per
   *     resource; a resource without an entry may borrow without limit
   * @param lendingLimits how much of the nominal quota the cohort may use, per resource; a resource
   *     without an entry lends all of it
   */
  public record FlavorQuotas(
      String flavor,
      ResourceAmounts nominal,
      ResourceAmounts borrowingLimits,
      ResourceAmounts lendingLimits) {

    /** Quota without borrowing or lending limits. */
    public FlavorQuotas(String flavor, ResourceAmounts nominal) {
      this(flavor, nominal, ResourceAmounts.NONE, ResourceAmounts.NONE);
    }

    public Optional<BigDecimal> borrowingLimit(String resource) {
      return limit(borrowingLimits, resource);
    }

    public Optional<BigDecimal> lendingLimit(String resource) {
      return limit(lendingLimits, resource);
    }

    private static Optional<BigDecimal> limit(ResourceAmounts limits, String resource) {
      return limits.resources().contains(resource)
          ? Optional.of(limits.get(resource))
          : Optional.empty();
    }
  }

  /** The resource group that covers {@code resource}, if any. */
  public Optional<ResourceGroup> groupCovering(String resource) {
    return resourceGroups.stream().filter(g -> g.coveredResources().contains(resource)).findFirst();
  }

  /** The quota of {@code flavor} (Kueue lets a flavor appear in one resource group only). */
  public Optional<FlavorQuotas> quotas(String flavor) {
    return resourceGroups.stream()
        .flatMap(g -> g.flavors().stream())
        .filter(q -> q.flavor().equals(flavor))
        .findFirst();
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
    String cohort = spec.path("cohort").asText("");
    return new ClusterQueueSpec(
        Json.name(clusterQueue),
        cohort.isEmpty() ? Optional.empty() : Optional.of(cohort),
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
      Map<String, BigDecimal> borrowing = new LinkedHashMap<>();
      Map<String, BigDecimal> lending = new LinkedHashMap<>();
      int r = 0;
      for (JsonNode resource : flavor.path("resources")) {
        String resourceField = flavorField + ".resources[" + r++ + "]";
        String name = resource.path("name").asText();
        nominal.put(name, quantity(resource, "nominalQuota", resourceField));
        if (resource.hasNonNull("borrowingLimit")) {
          borrowing.put(name, quantity(resource, "borrowingLimit", resourceField));
        }
        if (resource.hasNonNull("lendingLimit")) {
          lending.put(name, quantity(resource, "lendingLimit", resourceField));
        }
      }
      flavors.add(
          new FlavorQuotas(
              flavor.path("name").asText(),
              ResourceAmounts.of(nominal),
              ResourceAmounts.of(borrowing),
              ResourceAmounts.of(lending)));
    }
    return new ResourceGroup(List.copyOf(covered), List.copyOf(flavors));
  }

  private static BigDecimal quantity(JsonNode resource, String key, String resourceField) {
    return ResourceAmounts.quantity(resource.path(key), resourceField + "." + key);
  }
}
