package ai.silogen.kaiwo.sandbox.admission;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Enforces {@code x-kubernetes-list-type}: items of a {@code set} are unique, and items of a {@code
 * map} list are unique by their {@code x-kubernetes-list-map-keys}.
 */
final class ListTypeValidator {

  private ListTypeValidator() {}

  static void validate(JsonNode schema, JsonNode value, String path, List<FieldError> errors) {
    if (schema == null || value == null) {
      return;
    }
    if (value.isObject()) {
      JsonNode additional = Schemas.additionalProperties(schema);
      value
          .properties()
          .forEach(
              field -> {
                JsonNode property = Schemas.property(schema, field.getKey());
                validate(
                    property != null ? property : additional,
                    field.getValue(),
                    Schemas.child(path, field.getKey()),
                    errors);
              });
    } else if (value.isArray()) {
      checkUnique(schema, value, path, errors);
      JsonNode items = Schemas.items(schema);
      for (int i = 0; i < value.size(); i++) {
        validate(items, value.get(i), Schemas.index(path, i), errors);
      }
    }
  }

  private static void checkUnique(
      JsonNode schema, JsonNode list, String path, List<FieldError> errors) {
    String listType = Schemas.listType(schema);
    if (!listType.equals("set") && !listType.equals("map")) {
      return;
    }
    List<String> keys = listType.equals("map") ? Schemas.listMapKeys(schema) : List.of();
    Set<JsonNode> seen = new HashSet<>();
    for (int i = 0; i < list.size(); i++) {
      JsonNode identity = keys.isEmpty() ? list.get(i) : keyOf(list.get(i), keys);
      if (!seen.add(identity)) {
        errors.add(new FieldError(Schemas.index(path, i), FieldError.Type.DUPLICATE, identity, ""));
      }
    }
  }

  private static JsonNode keyOf(JsonNode item, List<String> keys) {
    ObjectNode identity = Json.object();
    keys.forEach(key -> identity.set(key, item.path(key)));
    return identity;
  }
}
