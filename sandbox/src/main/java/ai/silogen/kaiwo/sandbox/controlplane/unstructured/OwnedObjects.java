package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Objects a controller creates for an owner (as its controller). They are deleted with the owner by
 * the API server's garbage collector, as on a real cluster.
 */
public final class OwnedObjects {

  private OwnedObjects() {}

  /** The object {@code name} of {@code kind}, if it exists and is controlled by {@code owner}. */
  public static Optional<ObjectNode> find(KubeApi api, Kind kind, JsonNode owner, String name) {
    return api.get(kind, Json.namespace(owner), name)
        .filter(object -> OwnerReferences.isControlledBy(object, Json.uid(owner)));
  }

  /** Objects of {@code kind} with {@code labels} in the owner's namespace that it controls. */
  public static List<ObjectNode> list(
      KubeApi api, Kind kind, JsonNode owner, Map<String, String> labels) {
    return api.list(kind, Json.namespace(owner), labels).stream()
        .filter(object -> OwnerReferences.isControlledBy(object, Json.uid(owner)))
        .toList();
  }

  /** Writes {@code status} when it differs from the object's stored status. */
  public static void writeStatusIfChanged(
      KubeApi api, Kind kind, JsonNode object, JsonNode status) {
    if (!status.equals(object.path("status"))) {
      api.updateStatus(kind, object, status);
    }
  }
}
