package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What admission adds to the pods of one pod set: the node labels and tolerations of the flavors it
 * was assigned, so the pods land on the nodes whose quota they use.
 *
 * @param name pod set name
 * @param nodeSelector node selector entries to add
 * @param tolerations tolerations to add
 */
public record PodSetInfo(
    String name, Map<String, String> nodeSelector, List<JsonNode> tolerations) {

  /** The injection for an admitted pod set; flavors that do not exist contribute nothing. */
  public static PodSetInfo from(PodSetAssignment assignment, Map<String, Flavor> flavors) {
    Map<String, String> selector = new LinkedHashMap<>();
    List<JsonNode> tolerations = new ArrayList<>();
    assignment.flavors().values().stream()
        .distinct()
        .sorted()
        .map(flavors::get)
        .filter(java.util.Objects::nonNull)
        .forEach(
            flavor -> {
              selector.putAll(flavor.nodeLabels());
              flavor.tolerations().stream()
                  .filter(t -> !tolerations.contains(t))
                  .forEach(tolerations::add);
            });
    return new PodSetInfo(assignment.name(), Map.copyOf(selector), List.copyOf(tolerations));
  }

  /** Adds the node selector and tolerations to {@code template} (a pod template), in place. */
  public void applyTo(ObjectNode template) {
    applyToPodSpec(Json.child(template, "spec"));
  }

  /** Adds the node selector and tolerations to a pod spec, in place. */
  public void applyToPodSpec(ObjectNode podSpec) {
    if (!nodeSelector.isEmpty()) {
      ObjectNode selector = Json.child(podSpec, "nodeSelector");
      nodeSelector.forEach(selector::put);
    }
    if (!tolerations.isEmpty()) {
      JsonNode existing = podSpec.path("tolerations");
      ArrayNode merged =
          existing.isArray() ? (ArrayNode) existing : podSpec.putArray("tolerations");
      for (JsonNode toleration : tolerations) {
        if (!contains(merged, toleration)) {
          merged.add(toleration.deepCopy());
        }
      }
    }
  }

  private static boolean contains(ArrayNode array, JsonNode element) {
    for (JsonNode item : array) {
      if (item.equals(element)) {
        return true;
      }
    }
    return false;
  }
}
