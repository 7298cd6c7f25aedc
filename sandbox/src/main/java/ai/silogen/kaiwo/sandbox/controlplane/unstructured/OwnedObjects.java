package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Objects a controller creates for an owner. The sandbox API server has no garbage collector, so
 * the stand-ins delete what a deleted owner leaves behind themselves; on a cluster with one this
 * finds nothing left to do.
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

  /**
   * Deletes the objects of {@code kind} in {@code namespace} whose controller is the (deleted)
   * object {@code ownerName} of {@code ownerKind}.
   */
  public static void deleteOrphans(
      KubeApi api,
      Kind kind,
      String namespace,
      Kind ownerKind,
      String ownerName,
      Map<String, String> labels) {
    for (ObjectNode object : api.list(kind, namespace, labels)) {
      boolean orphaned =
          OwnerReferences.controllerOf(object)
              .filter(ref -> ownerKind.kind().equals(ref.path("kind").asText()))
              .filter(ref -> ownerName.equals(ref.path("name").asText()))
              .isPresent();
      if (orphaned) {
        api.delete(kind, namespace, Json.name(object));
      }
    }
  }

  /** Writes {@code status} when it differs from the object's stored status. */
  public static void writeStatusIfChanged(
      KubeApi api, Kind kind, JsonNode object, JsonNode status) {
    if (!status.equals(object.path("status"))) {
      api.updateStatus(kind, object, status);
    }
  }
}
