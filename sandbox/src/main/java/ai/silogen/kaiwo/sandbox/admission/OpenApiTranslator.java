package ai.silogen.kaiwo.sandbox.admission;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Set;

/**
 * Turns a CRD's structural OpenAPI v3 schema into a schema for the OpenAPI 3.0 dialect of the JSON
 * schema validator: drops annotations and {@code x-kubernetes-*} extensions (handled elsewhere),
 * gives {@code x-kubernetes-int-or-string} its integer-or-string type, keeps only the string
 * formats kube-apiserver checks, and leaves {@code metadata} to the object-meta validation.
 */
public final class OpenApiTranslator {

  /** Keywords that only annotate or that the sandbox enforces itself. */
  private static final Set<String> DROPPED =
      Set.of("description", "title", "example", "externalDocs", "default", "format");

  /** Formats kube-apiserver validates, mapped to the validator's names. */
  private static final Map<String, String> FORMATS =
      Map.of(
          "date-time", "date-time",
          "datetime", "date-time",
          "date", "date",
          "email", "email",
          "hostname", "hostname",
          "ipv4", "ipv4",
          "ipv6", "ipv6",
          "uuid", "uuid",
          "uri", "uri");

  private OpenApiTranslator() {}

  /** Translates the root {@code openAPIV3Schema} of one CRD version. */
  public static ObjectNode translateRoot(JsonNode schema) {
    ObjectNode translated = translate(schema);
    if (translated.get("properties") instanceof ObjectNode properties) {
      properties.remove("metadata");
    }
    return translated;
  }

  private static ObjectNode translate(JsonNode schema) {
    ObjectNode result = Json.object();
    for (Map.Entry<String, JsonNode> entry : schema.properties()) {
      String key = entry.getKey();
      JsonNode value = entry.getValue();
      if (DROPPED.contains(key) || key.startsWith("x-kubernetes-")) {
        continue;
      }
      switch (key) {
        case "properties" -> result.set(key, translateEach(value));
        case "items", "additionalProperties", "not" ->
            result.set(key, value.isObject() ? translate(value) : value);
        case "allOf", "anyOf", "oneOf" -> result.set(key, translateList(value));
        default -> result.set(key, value.deepCopy());
      }
    }
    String format = FORMATS.get(schema.path("format").asText(""));
    if (format != null) {
      result.put("format", format);
    }
    boundIntegerFormat(schema, result);
    if (Schemas.flag(schema, Schemas.INT_OR_STRING) && !schema.has("anyOf")) {
      result.remove("type");
      ArrayNode anyOf = result.putArray("anyOf");
      anyOf.addObject().put("type", "integer");
      anyOf.addObject().put("type", "string");
    }
    return result;
  }

  /**
   * {@code format: int32} and {@code int64} as the range they allow (kube-apiserver enforces them
   * from 1.36 on; the validator knows no such formats); a bound the schema sets itself is kept.
   */
  private static void boundIntegerFormat(JsonNode schema, ObjectNode result) {
    if (!"integer".equals(schema.path("type").asText())) {
      return;
    }
    switch (schema.path("format").asText("")) {
      case "int32" -> {
        result.putIfAbsent("minimum", Json.object().numberNode(Integer.MIN_VALUE));
        result.putIfAbsent("maximum", Json.object().numberNode(Integer.MAX_VALUE));
      }
      case "int64" -> {
        result.putIfAbsent("minimum", Json.object().numberNode(Long.MIN_VALUE));
        result.putIfAbsent("maximum", Json.object().numberNode(Long.MAX_VALUE));
      }
      default -> {}
    }
  }

  private static ObjectNode translateEach(JsonNode properties) {
    ObjectNode result = Json.object();
    properties.properties().forEach(e -> result.set(e.getKey(), translate(e.getValue())));
    return result;
  }

  private static ArrayNode translateList(JsonNode schemas) {
    ArrayNode result = Json.array();
    schemas.forEach(s -> result.add(translate(s)));
    return result;
  }
}
