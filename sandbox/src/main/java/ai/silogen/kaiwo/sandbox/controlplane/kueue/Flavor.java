package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A ResourceFlavor: the node labels and tolerations that admitted pods get so that they land on the
 * nodes the quota stands for.
 *
 * @param name flavor name
 * @param nodeLabels injected as the pods' node selector
 * @param tolerations injected into the pods
 */
public record Flavor(String name, Map<String, String> nodeLabels, List<JsonNode> tolerations) {

  public static Flavor parse(JsonNode resourceFlavor) {
    JsonNode spec = resourceFlavor.path("spec");
    List<JsonNode> tolerations = new ArrayList<>();
    spec.path("tolerations").forEach(t -> tolerations.add(t.deepCopy()));
    return new Flavor(
        Json.name(resourceFlavor),
        Map.copyOf(Json.stringMap(spec.path("nodeLabels"))),
        List.copyOf(tolerations));
  }

  /**
   * Whether pods with {@code nodeSelector} can run on this flavor's nodes: no selector term may
   * contradict a node label the flavor sets. Keys the flavor does not set are left to the
   * scheduler.
   */
  public boolean admitsSelector(Map<String, String> nodeSelector) {
    return nodeSelector.entrySet().stream()
        .allMatch(
            e ->
                !nodeLabels.containsKey(e.getKey())
                    || nodeLabels.get(e.getKey()).equals(e.getValue()));
  }
}
