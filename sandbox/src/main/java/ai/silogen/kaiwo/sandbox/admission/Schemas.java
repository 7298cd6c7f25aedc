package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Accessors for the structural OpenAPI v3 schemas of CustomResourceDefinitions, including the
 * {@code x-kubernetes-*} extensions.
 */
public final class Schemas {

  public static final String PRESERVE_UNKNOWN = "x-kubernetes-preserve-unknown-fields";
  public static final String INT_OR_STRING = "x-kubernetes-int-or-string";
  public static final String EMBEDDED_RESOURCE = "x-kubernetes-embedded-resource";
  public static final String VALIDATIONS = "x-kubernetes-validations";
  public static final String LIST_TYPE = "x-kubernetes-list-type";
  public static final String LIST_MAP_KEYS = "x-kubernetes-list-map-keys";

  private Schemas() {}

  /** The schema of property {@code name}, or {@code null} when it is not declared. */
  public static JsonNode property(JsonNode schema, String name) {
    JsonNode properties = schema == null ? null : schema.get("properties");
    return properties == null ? null : properties.get(name);
  }

  /** The {@code additionalProperties} schema, or {@code null} when absent or boolean. */
  public static JsonNode additionalProperties(JsonNode schema) {
    JsonNode additional = schema == null ? null : schema.get("additionalProperties");
    return additional != null && additional.isObject() ? additional : null;
  }

  /** The {@code items} schema, or {@code null}. */
  public static JsonNode items(JsonNode schema) {
    JsonNode items = schema == null ? null : schema.get("items");
    return items != null && items.isObject() ? items : null;
  }

  /** The schema for the value under {@code field} of an object: a property or the map values. */
  public static JsonNode fieldSchema(JsonNode schema, String field) {
    JsonNode property = property(schema, field);
    return property != null ? property : additionalProperties(schema);
  }

  public static boolean hasProperties(JsonNode schema) {
    return schema != null && schema.has("properties");
  }

  public static String type(JsonNode schema) {
    return schema == null ? "" : schema.path("type").asText("");
  }

  public static boolean flag(JsonNode schema, String extension) {
    return schema != null && schema.path(extension).asBoolean(false);
  }

  /** Unknown fields are kept: preserve-unknown-fields or an additionalProperties schema/true. */
  public static boolean keepsUnknownFields(JsonNode schema) {
    if (flag(schema, PRESERVE_UNKNOWN)) {
      return true;
    }
    JsonNode additional = schema.get("additionalProperties");
    return additional != null && (additional.isObject() || additional.asBoolean(false));
  }

  public static boolean nullable(JsonNode schema) {
    return schema != null && schema.path("nullable").asBoolean(false);
  }

  /** List type ({@code atomic}, {@code set}, {@code map}); {@code atomic} when unset. */
  public static String listType(JsonNode schema) {
    return schema == null ? "atomic" : schema.path(LIST_TYPE).asText("atomic");
  }

  /** Key fields of a {@code map} list. */
  public static List<String> listMapKeys(JsonNode schema) {
    List<String> keys = new ArrayList<>();
    schema.path(LIST_MAP_KEYS).forEach(key -> keys.add(key.asText()));
    return keys;
  }

  /** Child path in kube-apiserver notation, e.g. {@code spec.files}. */
  public static String child(String path, String field) {
    return path.isEmpty() ? field : path + "." + field;
  }

  /** Indexed path, e.g. {@code spec.files[2]}. */
  public static String index(String path, int index) {
    return path + "[" + index + "]";
  }
}
