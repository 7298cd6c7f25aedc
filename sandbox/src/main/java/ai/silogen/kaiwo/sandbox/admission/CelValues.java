package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cel.common.values.NullValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Converts JSON values to the plain values CEL evaluates ({@code Map}, {@code List}, {@code Long},
 * {@code Double}, {@code String}, {@code Boolean}, null), guided by the schema like kube-apiserver:
 * {@code integer} fields are {@code Long}, {@code number} fields {@code Double} even when written
 * without a fraction.
 */
final class CelValues {

  /** The root {@code metadata} visible to rules: kube-apiserver exposes only these. */
  private static final Set<String> ROOT_METADATA = Set.of("name", "generateName");

  private CelValues() {}

  /** Converts the value at a schema node; {@code root} restricts {@code metadata}. */
  static Object of(JsonNode value, JsonNode schema, boolean root) {
    if (root && value.isObject()) {
      Map<String, Object> map = new LinkedHashMap<>();
      value
          .properties()
          .forEach(
              field -> {
                JsonNode fieldValue = field.getValue();
                if (field.getKey().equals("metadata")) {
                  map.put("metadata", restrictedMetadata(fieldValue));
                } else {
                  map.put(
                      field.getKey(), of(fieldValue, Schemas.fieldSchema(schema, field.getKey())));
                }
              });
      return map;
    }
    return of(value, schema);
  }

  static Object of(JsonNode value, JsonNode schema) {
    if (value == null || value.isNull() || value.isMissingNode()) {
      return NullValue.NULL_VALUE;
    }
    if (value.isObject()) {
      Map<String, Object> map = new LinkedHashMap<>();
      value
          .properties()
          .forEach(
              f -> map.put(f.getKey(), of(f.getValue(), Schemas.fieldSchema(schema, f.getKey()))));
      return map;
    }
    if (value.isArray()) {
      List<Object> list = new ArrayList<>(value.size());
      JsonNode items = Schemas.items(schema);
      value.forEach(item -> list.add(of(item, items)));
      return list;
    }
    if (value.isNumber()) {
      String type = Schemas.type(schema);
      if (type.equals("number")) {
        return value.doubleValue();
      }
      return value.isIntegralNumber() || type.equals("integer")
          ? value.longValue()
          : value.doubleValue();
    }
    if (value.isBoolean()) {
      return value.booleanValue();
    }
    return value.asText();
  }

  private static Map<String, Object> restrictedMetadata(JsonNode metadata) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (String field : ROOT_METADATA) {
      if (metadata.hasNonNull(field)) {
        map.put(field, metadata.get(field).asText());
      }
    }
    return map;
  }
}
