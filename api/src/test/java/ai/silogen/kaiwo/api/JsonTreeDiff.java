package ai.silogen.kaiwo.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Differences between two JSON trees, as JSON-pointer-like paths with both values, so that a
 * failing round-trip names the field that was lost or changed.
 *
 * <p>Scalars are compared by meaning, not by JSON type: {@code 1} equals {@code 1.0}, and a number
 * equals a string with the same text (Kubernetes quantities and int-or-strings are written as
 * strings, e.g. {@code nominalQuota: 8} comes back as {@code "8"}).
 */
public final class JsonTreeDiff {

  private JsonTreeDiff() {}

  /** All differences, empty when the trees mean the same. */
  public static List<String> between(JsonNode expected, JsonNode actual) {
    List<String> differences = new ArrayList<>();
    compare("", expected, actual, differences);
    return differences;
  }

  private static void compare(String path, JsonNode expected, JsonNode actual, List<String> out) {
    if (expected.isObject() && actual.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> field = it.next();
        String child = path + "/" + field.getKey();
        if (!actual.has(field.getKey())) {
          out.add(child + ": lost (was " + field.getValue() + ")");
        } else {
          compare(child, field.getValue(), actual.get(field.getKey()), out);
        }
      }
      actual
          .fieldNames()
          .forEachRemaining(
              name -> {
                if (!expected.has(name)) {
                  out.add(path + "/" + name + ": added (" + actual.get(name) + ")");
                }
              });
    } else if (expected.isArray() && actual.isArray()) {
      if (expected.size() != actual.size()) {
        out.add(path + ": " + expected.size() + " items became " + actual.size());
        return;
      }
      for (int i = 0; i < expected.size(); i++) {
        compare(path + "/" + i, expected.get(i), actual.get(i), out);
      }
    } else if (!sameScalar(expected, actual)) {
      out.add(path + ": " + expected + " became " + actual);
    }
  }

  private static boolean sameScalar(JsonNode expected, JsonNode actual) {
    if (expected.equals(actual)) {
      return true;
    }
    if (expected.isContainerNode() || actual.isContainerNode()) {
      return false;
    }
    BigDecimal left = number(expected);
    BigDecimal right = number(actual);
    return left != null && right != null && left.compareTo(right) == 0;
  }

  private static BigDecimal number(JsonNode node) {
    if (node.isNumber()) {
      return node.decimalValue();
    }
    if (node.isTextual()) {
      try {
        return new BigDecimal(node.textValue());
      } catch (NumberFormatException e) {
        return null;
      }
    }
    return null;
  }
}
