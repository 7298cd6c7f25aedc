package ai.silogen.kaiwo.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Evaluates {@code metav1.LabelSelector}s (as JSON trees) against label maps; shared by the
 * operator, which checks that a workload's selector matches its pods, and the sandbox's API server
 * and controllers.
 */
public final class LabelSelectors {

  private LabelSelectors() {}

  /**
   * Whether {@code labels} satisfy {@code selector}: every {@code matchLabels} entry and every
   * {@code matchExpressions} requirement ({@code In}, {@code NotIn}, {@code Exists}, {@code
   * DoesNotExist}). An empty selector matches everything.
   *
   * @throws IllegalArgumentException for an unknown operator
   */
  public static boolean matches(JsonNode selector, Map<String, String> labels) {
    for (Map.Entry<String, JsonNode> required : selector.path("matchLabels").properties()) {
      if (!required.getValue().asText().equals(labels.get(required.getKey()))) {
        return false;
      }
    }
    for (JsonNode expression : selector.path("matchExpressions")) {
      if (!matchesExpression(expression, labels)) {
        return false;
      }
    }
    return true;
  }

  private static boolean matchesExpression(JsonNode expression, Map<String, String> labels) {
    String key = expression.path("key").asText();
    Set<String> values = new HashSet<>();
    expression.path("values").forEach(v -> values.add(v.asText()));
    String operator = expression.path("operator").asText();
    return switch (operator) {
      case "In" -> labels.containsKey(key) && values.contains(labels.get(key));
      case "NotIn" -> !labels.containsKey(key) || !values.contains(labels.get(key));
      case "Exists" -> labels.containsKey(key);
      case "DoesNotExist" -> !labels.containsKey(key);
      default ->
          throw new IllegalArgumentException(
              "matchExpressions.operator: unknown operator '" + operator + "'");
    };
  }
}
