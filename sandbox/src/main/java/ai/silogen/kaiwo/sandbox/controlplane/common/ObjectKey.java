package ai.silogen.kaiwo.sandbox.controlplane.common;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Namespace and name of an object, the key controllers queue.
 *
 * @param namespace namespace, {@code ""} for cluster-scoped objects
 * @param name object name
 */
public record ObjectKey(String namespace, String name) {

  public static ObjectKey of(JsonNode object) {
    return new ObjectKey(Json.namespace(object), Json.name(object));
  }

  @Override
  public String toString() {
    return namespace.isEmpty() ? name : namespace + "/" + name;
  }
}
