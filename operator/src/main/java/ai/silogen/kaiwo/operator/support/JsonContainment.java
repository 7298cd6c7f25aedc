package ai.silogen.kaiwo.operator.support;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * Whether one JSON document is contained in another: every field of the desired document is present
 * with the same value in the observed one, which may have more. This is how the operator compares
 * what it wants with what the API server stores, since servers and webhooks default fields the
 * operator never sets.
 */
public final class JsonContainment {

  private JsonContainment() {}

  /**
   * Whether {@code desired} is contained in {@code observed}: objects field by field, arrays
   * element by element (same length), numbers by value, other scalars by text. An absent or null
   * desired value is always contained; an empty object or array is contained in an absent one.
   */
  public static boolean contains(JsonNode observed, JsonNode desired) {
    if (desired == null || desired.isNull()) {
      return true;
    }
    if (observed == null || observed.isNull()) {
      return desired.isEmpty() && (desired.isObject() || desired.isArray());
    }
    if (desired.isObject()) {
      if (!observed.isObject()) {
        return false;
      }
      for (Map.Entry<String, JsonNode> field : desired.properties()) {
        if (!contains(observed.get(field.getKey()), field.getValue())) {
          return false;
        }
      }
      return true;
    }
    if (desired.isArray()) {
      if (!observed.isArray() || observed.size() != desired.size()) {
        return false;
      }
      for (int i = 0; i < desired.size(); i++) {
        if (!contains(observed.get(i), desired.get(i))) {
          return false;
        }
      }
      return true;
    }
    if (desired.isNumber() && observed.isNumber()) {
      return desired.decimalValue().compareTo(observed.decimalValue()) == 0;
    }
    return desired.isValueNode() == observed.isValueNode()
        && desired.asText().equals(observed.asText());
  }
}
