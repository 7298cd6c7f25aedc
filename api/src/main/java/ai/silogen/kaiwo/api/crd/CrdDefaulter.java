package ai.silogen.kaiwo.api.crd;

import ai.silogen.kaiwo.api.ApiSerialization;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinitionVersion;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import io.fabric8.kubernetes.client.CustomResource;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Applies the {@code default} values of a CRD's structural schema to an object, the way
 * kube-apiserver defaults custom resources on write and on read.
 *
 * <p>Shared by the sandbox's admission and by code that must see objects as a server would store
 * them without a server ({@code kaiwo render}, effective configuration views). Rules, as in the
 * apiserver: a missing property with a default gets it (a deep copy); defaults are applied
 * recursively inside objects that exist after defaulting, including array items and map values;
 * {@code null} values are left alone.
 */
public final class CrdDefaulter {

  private static final Map<Class<?>, JSONSchemaProps> SCHEMAS = new ConcurrentHashMap<>();

  private CrdDefaulter() {}

  /**
   * Defaults {@code object} (a whole custom resource) in place with the schema of the CRD's storage
   * version.
   */
  public static void apply(CustomResourceDefinition crd, ObjectNode object) {
    apply(storageSchema(crd), object);
  }

  /** Defaults {@code node} in place against {@code schema}. */
  public static void apply(JSONSchemaProps schema, JsonNode node) {
    if (schema == null || node == null) {
      return;
    }
    if (node instanceof ObjectNode object) {
      defaultObject(schema, object);
    } else if (node instanceof ArrayNode array && schema.getItems() != null) {
      JSONSchemaProps itemSchema = schema.getItems().getSchema();
      array.forEach(item -> apply(itemSchema, item));
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

  private static void defaultObject(JSONSchemaProps schema, ObjectNode object) {
    Map<String, JSONSchemaProps> properties = schema.getProperties();
    if (properties != null) {
      properties.forEach(
          (name, propertySchema) -> {
            if (!object.has(name) && propertySchema.getDefault() != null) {
              object.set(name, propertySchema.getDefault().deepCopy());
            }
            apply(propertySchema, object.get(name));
          });
    }
    if (schema.getAdditionalProperties() != null
        && schema.getAdditionalProperties().getSchema() != null) {
      JSONSchemaProps valueSchema = schema.getAdditionalProperties().getSchema();
      object.properties().forEach(e -> apply(valueSchema, e.getValue()));
    }
  }

  private static JSONSchemaProps storageSchema(CustomResourceDefinition crd) {
    return crd.getSpec().getVersions().stream()
        .filter(CustomResourceDefinitionVersion::getStorage)
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    crd.getMetadata().getName() + " has no storage version"))
        .getSchema()
        .getOpenAPIV3Schema();
  }
}
