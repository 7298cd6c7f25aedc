package ai.silogen.kaiwo.enginesim.openai;

import com.fasterxml.jackson.databind.JsonNode;

/** Typed, validating access to request fields; absent and {@code null} mean "not given". */
final class Fields {

  private Fields() {}

  static boolean given(JsonNode body, String field) {
    JsonNode node = body.get(field);
    return node != null && !node.isNull();
  }

  static String optionalString(JsonNode body, String field) {
    if (!given(body, field)) {
      return null;
    }
    JsonNode node = body.get(field);
    if (!node.isTextual()) {
      throw ApiException.badRequest("'" + field + "' must be a string");
    }
    return node.textValue();
  }

  static String requiredString(JsonNode body, String field) {
    String value = optionalString(body, field);
    if (value == null) {
      throw ApiException.badRequest("'" + field + "' is required");
    }
    return value;
  }

  static Integer optionalPositiveInt(JsonNode body, String field) {
    if (!given(body, field)) {
      return null;
    }
    JsonNode node = body.get(field);
    if (!node.canConvertToExactIntegral() || !node.canConvertToInt() || node.intValue() < 1) {
      throw ApiException.badRequest("'" + field + "' must be an integer >= 1");
    }
    return node.intValue();
  }

  static boolean optionalBoolean(JsonNode body, String field, boolean fallback) {
    if (!given(body, field)) {
      return fallback;
    }
    JsonNode node = body.get(field);
    if (!node.isBoolean()) {
      throw ApiException.badRequest("'" + field + "' must be a boolean");
    }
    return node.booleanValue();
  }
}
