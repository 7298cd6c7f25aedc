package ai.silogen.kaiwo.sandbox.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JSONPath subset printer columns use: {@code .a.b}, {@code .a[0].b}, {@code .a[*].b} and
 * filters such as {@code .status.conditions[?(@.type=="Ready")].status}.
 */
public final class SimpleJsonPath {

  private static final Pattern SEGMENT =
      Pattern.compile(
          "\\.([^.\\[]+)|\\[(\\d+|\\*)]|\\[\\?\\(@\\.([^=!]+)(==|!=)[\"']?([^\"')]*)[\"']?\\)]");

  private SimpleJsonPath() {}

  /** All values the path selects (empty when nothing matches). */
  public static List<JsonNode> select(JsonNode root, String path) {
    String expression = path.trim();
    if (expression.startsWith("{") && expression.endsWith("}")) {
      expression = expression.substring(1, expression.length() - 1);
    }
    if (expression.startsWith("$")) {
      expression = expression.substring(1);
    }
    List<JsonNode> current = new ArrayList<>(List.of(root));
    Matcher m = SEGMENT.matcher(expression);
    int position = 0;
    while (position < expression.length()) {
      if (!m.find(position) || m.start() != position) {
        return List.of();
      }
      current = step(current, m);
      position = m.end();
    }
    return current;
  }

  private static List<JsonNode> step(List<JsonNode> nodes, Matcher m) {
    List<JsonNode> next = new ArrayList<>();
    for (JsonNode node : nodes) {
      if (m.group(1) != null) {
        add(next, node.get(m.group(1)));
      } else if (m.group(2) != null) {
        if (m.group(2).equals("*")) {
          node.forEach(next::add);
        } else {
          add(next, node.get(Integer.parseInt(m.group(2))));
        }
      } else {
        boolean wantEqual = m.group(4).equals("==");
        for (JsonNode item : node) {
          boolean equal = item.path(m.group(3)).asText().equals(m.group(5));
          if (equal == wantEqual) {
            next.add(item);
          }
        }
      }
    }
    return next;
  }

  private static void add(List<JsonNode> list, JsonNode node) {
    if (node != null && !node.isMissingNode() && !node.isNull()) {
      list.add(node);
    }
  }
}
