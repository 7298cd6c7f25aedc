package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/** Small helpers for reading and building Kubernetes objects as Jackson trees. */
public final class Json {

  /** The mapper every stand-in uses to move between fabric8 objects and trees. */
  public static final ObjectMapper MAPPER = new ObjectMapper();

  private Json() {}

  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  public static ArrayNode array() {
    return MAPPER.createArrayNode();
  }

  /** {@code metadata.name}, or {@code ""} when absent. */
  public static String name(JsonNode object) {
    return object.path("metadata").path("name").asText("");
  }

  /** {@code metadata.namespace}, or {@code ""} for cluster-scoped objects. */
  public static String namespace(JsonNode object) {
    return object.path("metadata").path("namespace").asText("");
  }

  /** The object's work-queue key (no namespace for cluster-scoped objects). */
  public static ObjectKey key(JsonNode object) {
    String namespace = namespace(object);
    return new ObjectKey(namespace.isEmpty() ? null : namespace, name(object));
  }

  /** {@code metadata.uid}, or {@code ""} when absent. */
  public static String uid(JsonNode object) {
    return object.path("metadata").path("uid").asText("");
  }

  /** A label value, or {@code null} when the label is absent. */
  public static String label(JsonNode object, String key) {
    JsonNode value = object.path("metadata").path("labels").get(key);
    return value == null || value.isNull() ? null : value.asText();
  }

  /** A string-to-string map such as labels or a node selector; empty when absent. */
  public static Map<String, String> stringMap(JsonNode map) {
    Map<String, String> result = new LinkedHashMap<>();
    map.properties().forEach(e -> result.put(e.getKey(), e.getValue().asText()));
    return result;
  }

  /** The object node at {@code field} of {@code parent}, created when missing. */
  public static ObjectNode child(ObjectNode parent, String field) {
    JsonNode existing = parent.get(field);
    if (existing instanceof ObjectNode node) {
      return node;
    }
    return parent.putObject(field);
  }

  /**
   * A copy of the object at {@code field} of {@code parent}.
   *
   * @param path the field's full path, named in the error
   * @throws IllegalArgumentException when the field is not an object
   */
  public static ObjectNode requireObject(JsonNode parent, String field, String path) {
    if (parent.get(field) instanceof ObjectNode node) {
      return node.deepCopy();
    }
    throw new IllegalArgumentException(path + " is required and must be an object");
  }

  /** Copies {@code source.field} into {@code target.field} when it is set (not missing or null). */
  public static void copyIfSet(JsonNode source, ObjectNode target, String field) {
    setIfPresent(target, field, source.path(field));
  }

  /** Sets {@code target.field} to a copy of {@code value} unless it is missing or null. */
  public static void setIfPresent(ObjectNode target, String field, JsonNode value) {
    if (!value.isMissingNode() && !value.isNull()) {
      target.set(field, value.deepCopy());
    }
  }

  /** Whether the object has a deletion timestamp (it is being deleted). */
  public static boolean isDeleting(JsonNode object) {
    return object.path("metadata").hasNonNull("deletionTimestamp");
  }
}
