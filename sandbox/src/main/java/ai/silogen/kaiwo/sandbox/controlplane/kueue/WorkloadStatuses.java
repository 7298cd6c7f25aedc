package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The Workload {@code status} changes Kueue makes, with its reasons and messages. */
public final class WorkloadStatuses {

  /** Reason for a workload that waits for quota. */
  public static final String PENDING = "Pending";

  /** Reason for a workload that cannot be queued at all (missing or inactive queue). */
  public static final String INADMISSIBLE = "Inadmissible";

  private WorkloadStatuses() {}

  /**
   * Status that admits the workload: the admission plus {@code QuotaReserved} and {@code Admitted}.
   */
  public static ObjectNode admitted(
      JsonNode storedConditions,
      String clusterQueue,
      List<PodSetAssignment> assignments,
      Instant now) {
    ObjectNode status = Json.object();
    ObjectNode admission = status.putObject("admission");
    admission.put("clusterQueue", clusterQueue);
    ArrayNode podSetAssignments = admission.putArray("podSetAssignments");
    assignments.forEach(a -> podSetAssignments.add(a.toJson()));
    ArrayNode conditions =
        Condition.isTrue(
                KueueLabels.QUOTA_RESERVED,
                "QuotaReserved",
                "Quota reserved in ClusterQueue " + clusterQueue)
            .mergeInto(storedConditions, now);
    conditions =
        Condition.isTrue(
                KueueLabels.ADMITTED, "Admitted", "Admitted by ClusterQueue " + clusterQueue)
            .mergeInto(conditions, now);
    status.set("conditions", conditions);
    return status;
  }

  /**
   * Status that records why the workload waits, or empty when it already says so.
   *
   * @param reason {@link #PENDING} or {@link #INADMISSIBLE}
   */
  public static Optional<ObjectNode> pending(
      JsonNode storedConditions, String reason, String message, Instant now) {
    Condition condition = Condition.isFalse(KueueLabels.QUOTA_RESERVED, reason, message);
    if (condition.isIn(storedConditions)) {
      return Optional.empty();
    }
    ObjectNode status = Json.object();
    status.set("conditions", condition.mergeInto(storedConditions, now));
    return Optional.of(status);
  }

  /** Status that marks the workload finished, releasing its quota. */
  public static ObjectNode finished(
      JsonNode storedConditions, boolean succeeded, String message, Instant now) {
    ObjectNode status = Json.object();
    status.set(
        "conditions",
        Condition.isTrue(KueueLabels.FINISHED, succeeded ? "Succeeded" : "Failed", message)
            .mergeInto(storedConditions, now));
    return status;
  }
}
