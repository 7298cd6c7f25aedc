package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import ai.silogen.kaiwo.api.status.Timestamps;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Optional;

/**
 * A {@code metav1.Condition} without its timestamp: what a controller decides, before it is merged
 * into an object's {@code status.conditions}.
 *
 * @param type condition type, e.g. {@code Admitted}
 * @param status {@code True}, {@code False} or {@code Unknown}
 * @param reason CamelCase reason
 * @param message human-readable message
 */
public record Condition(String type, String status, String reason, String message) {

  public static Condition isTrue(String type, String reason, String message) {
    return new Condition(type, "True", reason, message);
  }

  public static Condition isFalse(String type, String reason, String message) {
    return new Condition(type, "False", reason, message);
  }

  /** The condition of {@code type} in {@code conditions}, if present. */
  public static Optional<JsonNode> find(JsonNode conditions, String type) {
    for (JsonNode condition : conditions) {
      if (type.equals(condition.path("type").asText())) {
        return Optional.of(condition);
      }
    }
    return Optional.empty();
  }

  /** Whether {@code conditions} holds {@code type} with status {@code True}. */
  public static boolean holds(JsonNode conditions, String type) {
    return find(conditions, type).map(c -> "True".equals(c.path("status").asText())).orElse(false);
  }

  /** Whether {@code conditions} already holds exactly this condition (ignoring timestamps). */
  public boolean isIn(JsonNode conditions) {
    return find(conditions, type)
        .map(
            c ->
                status.equals(c.path("status").asText())
                    && reason.equals(c.path("reason").asText())
                    && message.equals(c.path("message").asText()))
        .orElse(false);
  }

  /**
   * A copy of {@code conditions} with this condition set. Like apimachinery's {@code
   * SetStatusCondition}, the transition time only moves when the status changes.
   */
  public ArrayNode mergeInto(JsonNode conditions, Instant now) {
    ArrayNode result = Json.array();
    boolean replaced = false;
    for (JsonNode existing : conditions) {
      if (type.equals(existing.path("type").asText())) {
        String since =
            status.equals(existing.path("status").asText())
                ? existing.path("lastTransitionTime").asText(Timestamps.format(now))
                : Timestamps.format(now);
        result.add(toNode(since));
        replaced = true;
      } else {
        result.add(existing.deepCopy());
      }
    }
    if (!replaced) {
      result.add(toNode(Timestamps.format(now)));
    }
    return result;
  }

  private ObjectNode toNode(String lastTransitionTime) {
    ObjectNode node = Json.object();
    node.put("type", type);
    node.put("status", status);
    node.put("reason", reason);
    node.put("message", message);
    node.put("lastTransitionTime", lastTransitionTime);
    return node;
  }
}
