package ai.silogen.kaiwo.sandbox.store;

import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.server.ResourcePath;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An object as stored by the API server, with the fields the server itself reads often (labels,
 * owners, finalizers, node and phase) extracted once per write so that selectors and garbage
 * collection do not re-parse objects on every request.
 *
 * @param group API group of the resource
 * @param version version it was written at
 * @param plural plural resource name
 * @param namespace namespace, {@code null} for cluster-scoped objects
 * @param name object name
 * @param uid metadata.uid
 * @param resourceVersion metadata.resourceVersion
 * @param labels metadata.labels
 * @param owners metadata.ownerReferences
 * @param finalizers metadata.finalizers
 * @param deleting whether metadata.deletionTimestamp is set
 * @param nodeName spec.nodeName (pods), may be null
 * @param phase status.phase, may be null
 * @param json the stored JSON text
 */
public record StoredObject(
    String group,
    String version,
    String plural,
    String namespace,
    String name,
    String uid,
    String resourceVersion,
    Map<String, String> labels,
    List<OwnerRef> owners,
    List<String> finalizers,
    boolean deleting,
    String nodeName,
    String phase,
    String json) {

  /**
   * One owner reference.
   *
   * @param apiVersion owner's apiVersion
   * @param kind owner's kind
   * @param name owner's name
   * @param uid owner's uid
   * @param blockOwnerDeletion whether foreground deletion of the owner waits for this dependent
   */
  public record OwnerRef(
      String apiVersion, String kind, String name, String uid, boolean blockOwnerDeletion) {}

  /** Extracts the indexed fields of an object stored under {@code resource}'s group and plural. */
  public static StoredObject of(ResourcePath resource, String json) {
    JsonNode object = Json.parse(json);
    JsonNode metadata = object.path("metadata");
    List<OwnerRef> owners = new ArrayList<>();
    for (JsonNode owner : metadata.path("ownerReferences")) {
      owners.add(
          new OwnerRef(
              owner.path("apiVersion").asText(),
              owner.path("kind").asText(),
              owner.path("name").asText(),
              owner.path("uid").asText(),
              owner.path("blockOwnerDeletion").asBoolean(false)));
    }
    String namespace = metadata.path("namespace").asText("");
    return new StoredObject(
        resource.group(),
        resource.version(),
        resource.plural(),
        namespace.isEmpty() ? null : namespace,
        metadata.path("name").asText(),
        metadata.path("uid").asText(),
        metadata.path("resourceVersion").asText(""),
        Map.copyOf(Json.stringMap(metadata.get("labels"))),
        List.copyOf(owners),
        List.copyOf(Json.stringList(metadata.get("finalizers"))),
        metadata.hasNonNull("deletionTimestamp"),
        Json.text(object, "spec.nodeName"),
        Json.text(object, "status.phase"),
        json);
  }

  /** Parses the stored JSON again (callers must not expect a shared tree). */
  public JsonNode tree() {
    return Json.parse(json);
  }

  /** The API path of the object. */
  public ResourcePath path() {
    return ResourcePath.of(group, version, plural, namespace, name);
  }

  /** The index key: group, plural, namespace and name. */
  public String key() {
    return key(group, plural, namespace, name);
  }

  static String key(String group, String plural, String namespace, String name) {
    return group + "/" + plural + "/" + (namespace == null ? "" : namespace) + "/" + name;
  }

  /** Resource version as a number (0 when unset). */
  public long resourceVersionNumber() {
    try {
      return Long.parseLong(resourceVersion);
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
