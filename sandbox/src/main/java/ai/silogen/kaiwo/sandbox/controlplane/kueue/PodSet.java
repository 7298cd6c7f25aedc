package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A group of identical pods of a job, as listed in a Workload's {@code spec.podSets}.
 *
 * @param name pod set name
 * @param count number of pods
 * @param template their pod template
 */
public record PodSet(String name, int count, ObjectNode template) {

  public ObjectNode toJson() {
    ObjectNode node = Json.object();
    node.put("name", name);
    node.put("count", count);
    node.set("template", template.deepCopy());
    return node;
  }
}
