package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.ClusterQueueSpec.FlavorQuotas;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.ClusterQueueSpec.ResourceGroup;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the {@code status} of ClusterQueues and LocalQueues from their tallies, and tells whether
 * it differs from what is stored (so the scheduler writes only real changes).
 */
public final class QueueStatuses {

  private QueueStatuses() {}

  /**
   * The ClusterQueue status, or empty when the stored one already says the same.
   *
   * @param spec the parsed queue, or empty when it could not be parsed
   * @param active its {@code Active} condition
   */
  public static Optional<ObjectNode> clusterQueue(
      Optional<ClusterQueueSpec> spec,
      QueueTally tally,
      Condition active,
      JsonNode stored,
      Instant now) {
    ObjectNode status = counts(tally);
    status.set("flavorsReservation", flavorUsage(spec, tally.reserved()));
    status.set("flavorsUsage", flavorUsage(spec, tally.inUse()));
    status.set("conditions", active.mergeInto(stored.path("conditions"), now));
    return changed(status, stored);
  }

  /** The LocalQueue status, or empty when the stored one already says the same. */
  public static Optional<ObjectNode> localQueue(
      Optional<ClusterQueueSpec> clusterQueue,
      QueueTally tally,
      Condition active,
      JsonNode stored,
      Instant now) {
    ObjectNode status = counts(tally);
    status.set("flavorsReservation", flavorUsage(clusterQueue, tally.reserved()));
    status.set("flavorUsage", flavorUsage(clusterQueue, tally.inUse()));
    status.set("conditions", active.mergeInto(stored.path("conditions"), now));
    return changed(status, stored);
  }

  private static ObjectNode counts(QueueTally tally) {
    ObjectNode status = Json.object();
    status.put("pendingWorkloads", tally.pending());
    status.put("reservingWorkloads", tally.reserving());
    status.put("admittedWorkloads", tally.admitted());
    return status;
  }

  /** One entry per flavor of the queue, with every resource its group covers. */
  private static ArrayNode flavorUsage(Optional<ClusterQueueSpec> spec, FlavorUsage usage) {
    ArrayNode flavors = Json.array();
    if (spec.isEmpty()) {
      return flavors;
    }
    // What the queue holds above its nominal quota: Kueue reports it per queue, not per workload.
    CohortQuota held = CohortQuota.alone(spec.get(), usage);
    for (ResourceGroup group : spec.get().resourceGroups()) {
      for (FlavorQuotas quotas : group.flavors()) {
        ObjectNode flavor = flavors.addObject();
        flavor.put("name", quotas.flavor());
        ArrayNode resources = flavor.putArray("resources");
        for (String resource : group.coveredResources()) {
          ObjectNode entry = resources.addObject();
          entry.put("name", resource);
          entry.put("total", ResourceAmounts.format(resource, usage.of(quotas.flavor(), resource)));
          BigDecimal borrowed = held.borrowed(spec.get().name(), quotas.flavor(), resource);
          entry.put("borrowed", ResourceAmounts.format(resource, borrowed));
        }
      }
    }
    return flavors;
  }

  private static Optional<ObjectNode> changed(ObjectNode desired, JsonNode stored) {
    for (Map.Entry<String, JsonNode> field : desired.properties()) {
      if (!field.getValue().equals(stored.get(field.getKey()))) {
        return Optional.of(desired);
      }
    }
    return Optional.empty();
  }
}
