package ai.silogen.kaiwo.api.crd;

import ai.silogen.kaiwo.api.ApiSerialization;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinitionVersion;
import io.fabric8.kubernetes.client.CustomResource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Structural-schema defaulting as kube-apiserver applies it to custom resources on write and on
 * read: missing (or non-nullable {@code null}) properties get their {@code default}, then
 * defaulting recurses into every present value, so defaults nested inside a defaulted {@code {}}
 * apply too. Array items and map values are defaulted through {@code items} and {@code
 * additionalProperties}. Remaining non-nullable nulls without a default are dropped afterwards,
 * like the apiserver does.
 *
 * <p>The one implementation behind the sandbox's admission and the code that must see objects as a
 * server would store them without a server ({@code kaiwo render}, effective configuration views).
 */
public final class CrdDefaulter {

  private static final Map<Class<?>, JsonNode> SCHEMAS = new ConcurrentHashMap<>();

  private CrdDefaulter() {}

  /** Defaults {@code value} in place against {@code schema} (an OpenAPI v3 schema as JSON). */
  public static void apply(JsonNode schema, JsonNode value) {
    if (schema == null || value == null) {
      return;
    }
    if (value instanceof ObjectNode object) {
      defaultObject(schema, object);
    } else if (value instanceof ArrayNode array) {
      defaultArray(schema, array);
    }
  }

  /**
   * A copy of {@code resource} with its CRD's defaults applied, as the API server would return it.
   */
  @SuppressWarnings("unchecked")
  public static <T extends CustomResource<?, ?>> T withDefaults(T resource) {
    Class<T> kind = (Class<T>) resource.getClass();
    ObjectNode tree = (ObjectNode) ApiSerialization.toTree(resource);
    apply(SCHEMAS.computeIfAbsent(kind, k -> storageSchema(GeneratedCrds.forKind(kind))), tree);
    return ApiSerialization.convert(tree, kind);
  }

  private static void defaultObject(JsonNode schema, ObjectNode object) {
    JsonNode properties = schema.path("properties");
    for (Map.Entry<String, JsonNode> property : properties.properties()) {
      JsonNode defaultValue = property.getValue().get("default");
      JsonNode current = object.get(property.getKey());
      if (defaultValue != null
          && (current == null || isNonNullableNull(current, property.getValue()))) {
        object.set(property.getKey(), defaultValue.deepCopy());
      }
    }
    JsonNode additional = objectOrNull(schema.get("additionalProperties"));
    List<String> nullsToDrop = new ArrayList<>();
    for (Map.Entry<String, JsonNode> field : object.properties()) {
      JsonNode fieldSchema =
          properties.has(field.getKey()) ? properties.get(field.getKey()) : additional;
      if (fieldSchema == null) {
        continue;
      }
      if (isNonNullableNull(field.getValue(), fieldSchema)) {
        JsonNode defaultValue = fieldSchema.get("default");
        if (defaultValue == null) {
          nullsToDrop.add(field.getKey());
          continue;
        }
        field.setValue(defaultValue.deepCopy());
      }
      apply(fieldSchema, field.getValue());
    }
    nullsToDrop.forEach(object::remove);
  }

  private static void defaultArray(JsonNode schema, ArrayNode array) {
    JsonNode items = objectOrNull(schema.get("items"));
    if (items == null) {
      return;
    }
    for (int i = 0; i < array.size(); i++) {
      if (isNonNullableNull(array.get(i), items) && items.has("default")) {
        array.set(i, items.get("default").deepCopy());
      }
      apply(items, array.get(i));
    }
  }

  private static boolean isNonNullableNull(JsonNode value, JsonNode schema) {
    return value.isNull() && !schema.path("nullable").asBoolean(false);
  }

  private static JsonNode objectOrNull(JsonNode node) {
    return node != null && node.isObject() ? node : null;
  }

  private static JsonNode storageSchema(CustomResourceDefinition crd) {
    return ApiSerialization.toTree(
        crd.getSpec().getVersions().stream()
            .filter(CustomResourceDefinitionVersion::getStorage)
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        crd.getMetadata().getName() + " has no storage version"))
            .getSchema()
            .getOpenAPIV3Schema());
  }
}
