package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Maps JSON-schema keyword failures to the field errors kube-apiserver reports for them (see {@code
 * kube-openapi/pkg/validation/errors} and the apiextensions conversion to field errors).
 */
final class SchemaErrors {

  /** Where a failure is: kube-apiserver path and the value found there. */
  record Location(String path, JsonNode value) {}

  private SchemaErrors() {}

  /**
   * @param keyword failing keyword
   * @param at instance location
   * @param property missing property for {@code required}
   * @param limit the keyword's value in the schema
   * @param schema the schema holding the keyword (for {@code exclusiveMinimum}/{@code Maximum})
   * @return the field error, or {@code null} for composite failures already reported in detail
   */
  static FieldError toFieldError(
      String keyword, Location at, String property, JsonNode limit, JsonNode schema) {
    String path = at.path().isEmpty() ? FieldError.ROOT : at.path();
    JsonNode value = at.value();
    String inBody = path + " in body";
    return switch (keyword) {
      case "required" -> FieldError.required(Schemas.child(at.path(), property), "");
      case "enum" -> FieldError.notSupported(path, value, elements(limit));
      case "maxLength" -> FieldError.tooLong(path, limit.asLong());
      case "maxItems" -> FieldError.tooMany(path, value.size(), limit.asLong());
      case "maxProperties" -> FieldError.tooMany(path, value.size(), limit.asLong());
      case "minLength" ->
          FieldError.invalid(
              path, value, inBody + " should be at least " + limit.asLong() + " chars long");
      case "minItems" ->
          FieldError.invalid(
              path, value.size(), inBody + " should have at least " + limit.asLong() + " items");
      case "minProperties" ->
          FieldError.invalid(
              path,
              value.size(),
              inBody + " should have at least " + limit.asLong() + " properties");
      case "pattern" ->
          FieldError.invalid(path, value, inBody + " should match '" + limit.asText() + "'");
      case "minimum" ->
          FieldError.invalid(
              path,
              value,
              inBody
                  + " should be greater than "
                  + (schema.path("exclusiveMinimum").asBoolean(false) ? "" : "or equal to ")
                  + number(limit));
      case "maximum" ->
          FieldError.invalid(
              path,
              value,
              inBody
                  + " should be less than "
                  + (schema.path("exclusiveMaximum").asBoolean(false) ? "" : "or equal to ")
                  + number(limit));
      case "multipleOf" ->
          FieldError.invalid(path, value, inBody + " should be a multiple of " + number(limit));
      case "uniqueItems" ->
          FieldError.invalid(path, value, inBody + " shouldn't contain duplicates");
      case "type" -> typeError(path, value, limit);
      case "format" ->
          new FieldError(
              path,
              FieldError.Type.TYPE_INVALID,
              value,
              inBody + " must be of type " + limit.asText() + ": " + FieldError.render(value));
      case "anyOf" ->
          FieldError.invalid(path, value, inBody + " must validate at least one schema (anyOf)");
      case "oneOf" ->
          FieldError.invalid(
              path, value, inBody + " must validate one and only one schema (oneOf)");
      case "not" -> FieldError.invalid(path, value, inBody + " must not validate the schema (not)");
      case "allOf", "exclusiveMinimum", "exclusiveMaximum" -> null;
      default -> FieldError.invalid(path, value, inBody + " is invalid (" + keyword + ")");
    };
  }

  private static FieldError typeError(String path, JsonNode value, JsonNode expected) {
    String types = expected.isArray() ? String.join(",", texts(expected)) : expected.asText();
    return typeError(path, value, types);
  }

  /** {@code <path> in body must be of type integer: "string"}. */
  static FieldError typeError(String path, JsonNode value, String types) {
    String actual = jsonType(value);
    return new FieldError(
        path,
        FieldError.Type.TYPE_INVALID,
        actual,
        path + " in body must be of type " + types + ": \"" + actual + "\"");
  }

  private static String jsonType(JsonNode value) {
    if (value == null || value.isNull()) {
      return "null";
    }
    if (value.isIntegralNumber()) {
      return "integer";
    }
    if (value.isNumber()) {
      return "number";
    }
    if (value.isTextual()) {
      return "string";
    }
    if (value.isBoolean()) {
      return "boolean";
    }
    return value.isArray() ? "array" : "object";
  }

  private static List<Object> elements(JsonNode array) {
    List<Object> values = new ArrayList<>();
    array.forEach(values::add);
    return values;
  }

  private static List<String> texts(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(v -> values.add(v.asText()));
    return values;
  }

  /** Numbers as Go's {@code %v} prints float64 limits: {@code 0}, {@code 1.5}. */
  private static String number(JsonNode limit) {
    BigDecimal decimal = limit.decimalValue().stripTrailingZeros();
    return decimal.scale() <= 0 ? decimal.toBigInteger().toString() : decimal.toPlainString();
  }
}
