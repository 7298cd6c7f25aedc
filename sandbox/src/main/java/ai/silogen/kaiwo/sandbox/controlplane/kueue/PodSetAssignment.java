package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The flavors a pod set was admitted to, as recorded in {@code status.admission.podSetAssignments}.
 *
 * @param name pod set name
 * @param count admitted pods
 * @param flavors flavor per resource
 * @param resourceUsage resources the whole pod set reserves
 */
public record PodSetAssignment(
    String name, int count, Map<String, String> flavors, ResourceAmounts resourceUsage) {

  /** The quota this pod set holds, per flavor. */
  public FlavorUsage usage() {
    FlavorUsage usage = FlavorUsage.NONE;
    for (String resource : resourceUsage.resources()) {
      String flavor = flavors.get(resource);
      if (flavor != null) {
        usage =
            usage.plus(flavor, ResourceAmounts.of(Map.of(resource, resourceUsage.get(resource))));
      }
    }
    return usage;
  }

  public ObjectNode toJson() {
    ObjectNode node = Json.object();
    node.put("name", name);
    ObjectNode flavorNode = node.putObject("flavors");
    new TreeMap<>(flavors).forEach(flavorNode::put);
    node.set("resourceUsage", resourceUsage.toJson());
    node.put("count", count);
    return node;
  }

  /**
   * Parses one entry of {@code status.admission.podSetAssignments}.
   *
   * @param field the entry's path, named in errors
   */
  public static PodSetAssignment parse(JsonNode assignment, String field) {
    Map<String, String> flavors = new LinkedHashMap<>(Json.stringMap(assignment.path("flavors")));
    return new PodSetAssignment(
        assignment.path("name").asText(),
        assignment.path("count").asInt(0),
        Map.copyOf(flavors),
        ResourceAmounts.parse(assignment.path("resourceUsage"), field + ".resourceUsage"));
  }
}
