package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What admission needs to know about one Workload object.
 *
 * @param key namespace and name
 * @param queueName the LocalQueue it was submitted to
 * @param priority its priority
 * @param created its creation time (queue order among equal priorities)
 * @param podSets its pod sets, or empty when {@code invalid} is set
 * @param invalid why the pod sets could not be read, if they could not
 * @param state where it is in its life
 * @param admission the ClusterQueue and assignments it holds quota with, while it does
 * @param admitted whether its {@code Admitted} condition is true
 */
public record WorkloadView(
    ObjectKey key,
    String queueName,
    int priority,
    Instant created,
    List<PodSetRequest> podSets,
    Optional<String> invalid,
    State state,
    Optional<Admission> admission,
    boolean admitted) {

  /** Where a workload is in its life, as far as quota goes. */
  public enum State {
    /** Waiting for quota. */
    PENDING,
    /** Holding quota. */
    RESERVED,
    /** Done; holds nothing. */
    FINISHED,
    /** Deactivated ({@code spec.active: false}); not queued. */
    INACTIVE
  }

  /**
   * The quota a workload holds.
   *
   * @param clusterQueue where it holds it
   * @param assignments per pod set
   */
  public record Admission(String clusterQueue, List<PodSetAssignment> assignments) {
    public FlavorUsage usage() {
      return assignments.stream()
          .map(PodSetAssignment::usage)
          .reduce(FlavorUsage.NONE, FlavorUsage::plus);
    }
  }

  public static WorkloadView parse(JsonNode workload) {
    JsonNode spec = workload.path("spec");
    JsonNode status = workload.path("status");
    JsonNode conditions = status.path("conditions");
    List<PodSetRequest> podSets = new ArrayList<>();
    Optional<String> invalid = Optional.empty();
    Optional<Admission> admission = Optional.empty();
    try {
      podSets = podSets(spec);
      admission = admission(status);
    } catch (IllegalArgumentException e) {
      invalid = Optional.of(e.getMessage());
    }
    State state;
    if (Condition.holds(conditions, KueueLabels.FINISHED)) {
      state = State.FINISHED;
    } else if (Condition.holds(conditions, KueueLabels.QUOTA_RESERVED) && admission.isPresent()) {
      state = State.RESERVED;
    } else if (!spec.path("active").asBoolean(true)) {
      state = State.INACTIVE;
    } else {
      state = State.PENDING;
    }
    return new WorkloadView(
        Json.key(workload),
        spec.path("queueName").asText(""),
        spec.path("priority").asInt(0),
        created(workload),
        List.copyOf(podSets),
        invalid,
        state,
        admission,
        Condition.holds(conditions, KueueLabels.ADMITTED));
  }

  private static List<PodSetRequest> podSets(JsonNode spec) {
    List<PodSetRequest> podSets = new ArrayList<>();
    int i = 0;
    for (JsonNode podSet : spec.path("podSets")) {
      String field = "spec.podSets[" + i++ + "]";
      JsonNode podSpec = podSet.path("template").path("spec");
      podSets.add(
          new PodSetRequest(
              podSet.path("name").asText(),
              podSet.path("count").asInt(1),
              PodRequests.of(podSpec, field + ".template.spec"),
              Json.stringMap(podSpec.path("nodeSelector"))));
    }
    return podSets;
  }

  private static Optional<Admission> admission(JsonNode status) {
    JsonNode admission = status.get("admission");
    if (admission == null || admission.isNull()) {
      return Optional.empty();
    }
    List<PodSetAssignment> assignments = new ArrayList<>();
    int i = 0;
    for (JsonNode assignment : admission.path("podSetAssignments")) {
      assignments.add(
          PodSetAssignment.parse(assignment, "status.admission.podSetAssignments[" + i++ + "]"));
    }
    return Optional.of(
        new Admission(admission.path("clusterQueue").asText(), List.copyOf(assignments)));
  }

  private static Instant created(JsonNode workload) {
    try {
      return Instant.parse(workload.path("metadata").path("creationTimestamp").asText());
    } catch (DateTimeParseException e) {
      return Instant.EPOCH;
    }
  }
}
