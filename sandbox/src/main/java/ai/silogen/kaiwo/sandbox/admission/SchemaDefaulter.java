package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Structural-schema defaulting as kube-apiserver applies it to custom resources: missing (or
 * non-nullable {@code null}) properties get their {@code default}, then defaulting recurses into
 * every present value, so defaults nested inside a defaulted {@code {}} apply too. Array items and
 * map values are defaulted through {@code items} and {@code additionalProperties}. Remaining
 * non-nullable nulls without default are dropped afterwards, like the apiserver does.
 */
public final class SchemaDefaulter {

  private SchemaDefaulter() {}

  /** Applies defaults of {@code schema} to {@code value} in place. */
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

  private static void defaultObject(JsonNode schema, ObjectNode object) {
    JsonNode properties = schema.get("properties");
    if (properties != null) {
      for (Map.Entry<String, JsonNode> property : properties.properties()) {
        JsonNode propertySchema = property.getValue();
        JsonNode defaultValue = propertySchema.get("default");
        JsonNode current = object.get(property.getKey());
        if (defaultValue != null
            && (current == null || isNonNullableNull(current, propertySchema))) {
          object.set(property.getKey(), defaultValue.deepCopy());
        }
      }
    }
    JsonNode additional = Schemas.additionalProperties(schema);
    List<String> nullsToDrop = new ArrayList<>();
    for (Map.Entry<String, JsonNode> field : object.properties()) {
      JsonNode fieldSchema = Schemas.property(schema, field.getKey());
      if (fieldSchema == null) {
        fieldSchema = additional;
      }
      if (fieldSchema == null) {
        continue;
      }
      if (isNonNullableNull(field.getValue(), fieldSchema)) {
        JsonNode defaultValue = fieldSchema.get("default");
        if (defaultValue != null) {
          field.setValue(defaultValue.deepCopy());
        } else {
          nullsToDrop.add(field.getKey());
          continue;
        }
      }
      apply(fieldSchema, field.getValue());
    }
    nullsToDrop.forEach(object::remove);
  }

  private static void defaultArray(JsonNode schema, ArrayNode array) {
    JsonNode items = Schemas.items(schema);
    if (items == null) {
      return;
    }
    for (int i = 0; i < array.size(); i++) {
      JsonNode item = array.get(i);
      if (isNonNullableNull(item, items) && items.has("default")) {
        array.set(i, items.get("default").deepCopy());
      }
      apply(items, array.get(i));
    }
  }

  private static boolean isNonNullableNull(JsonNode value, JsonNode schema) {
    return value.isNull() && !Schemas.nullable(schema);
  }
}
