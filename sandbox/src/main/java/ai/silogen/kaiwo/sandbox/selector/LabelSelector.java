package ai.silogen.kaiwo.sandbox.selector;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A parsed label selector in the query syntax of the Kubernetes API: equality ({@code k=v}, {@code
 * k==v}, {@code k!=v}), set-based ({@code k in (a,b)}, {@code k notin (a,b)}), existence ({@code
 * k}, {@code !k}) and numeric comparison ({@code k>1}, {@code k<1}).
 */
public final class LabelSelector {

  private static final String KEY = "([A-Za-z0-9][-A-Za-z0-9_./]*)";
  private static final Pattern SET = Pattern.compile(KEY + "\\s+(in|notin)\\s*\\(([^)]*)\\)");
  private static final Pattern COMPARE = Pattern.compile(KEY + "\\s*(==|!=|=|>|<)\\s*(.*)");
  private static final Pattern EXISTS = Pattern.compile("(!?)\\s*" + KEY);

  private enum Op {
    IN,
    NOT_IN,
    EXISTS,
    NOT_EXISTS,
    GREATER,
    LESS
  }

  private record Requirement(String key, Op op, Set<String> values) {
    boolean matches(Map<String, String> labels) {
      String value = labels.get(key);
      return switch (op) {
        case IN -> value != null && values.contains(value);
        case NOT_IN -> value == null || !values.contains(value);
        case EXISTS -> value != null;
        case NOT_EXISTS -> value == null;
        case GREATER -> compare(value) > 0;
        case LESS -> compare(value) < 0;
      };
    }

    private int compare(String value) {
      try {
        long bound = Long.parseLong(values.iterator().next());
        return value == null ? 0 : Long.compare(Long.parseLong(value), bound);
      } catch (NumberFormatException e) {
        return 0;
      }
    }
  }

  private static final LabelSelector EVERYTHING = new LabelSelector(List.of());

  private final List<Requirement> requirements;

  private LabelSelector(List<Requirement> requirements) {
    this.requirements = requirements;
  }

  /** The selector that matches every object. */
  public static LabelSelector everything() {
    return EVERYTHING;
  }

  /**
   * Parses a selector string; empty or {@code null} selects everything.
   *
   * @throws IllegalArgumentException with kube-apiserver's wording on syntax errors
   */
  public static LabelSelector parse(String selector) {
    if (selector == null || selector.isBlank()) {
      return EVERYTHING;
    }
    List<Requirement> requirements = new ArrayList<>();
    for (String part : splitTopLevel(selector)) {
      requirements.add(requirement(part.trim()));
    }
    return new LabelSelector(List.copyOf(requirements));
  }

  public boolean matches(Map<String, String> labels) {
    for (Requirement requirement : requirements) {
      if (!requirement.matches(labels)) {
        return false;
      }
    }
    return true;
  }

  public boolean isEverything() {
    return requirements.isEmpty();
  }

  private static Requirement requirement(String text) {
    Matcher set = SET.matcher(text);
    if (set.matches()) {
      Set<String> values = Set.copyOf(splitValues(set.group(3)));
      return new Requirement(set.group(1), set.group(2).equals("in") ? Op.IN : Op.NOT_IN, values);
    }
    Matcher compare = COMPARE.matcher(text);
    if (compare.matches()) {
      String value = compare.group(3).trim();
      return switch (compare.group(2)) {
        case "!=" -> new Requirement(compare.group(1), Op.NOT_IN, Set.of(value));
        case ">" -> new Requirement(compare.group(1), Op.GREATER, Set.of(value));
        case "<" -> new Requirement(compare.group(1), Op.LESS, Set.of(value));
        default -> new Requirement(compare.group(1), Op.IN, Set.of(value));
      };
    }
    Matcher exists = EXISTS.matcher(text);
    if (exists.matches()) {
      Op op = exists.group(1).isEmpty() ? Op.EXISTS : Op.NOT_EXISTS;
      return new Requirement(exists.group(2), op, Set.of());
    }
    throw new IllegalArgumentException("unable to parse requirement: " + text);
  }

  private static List<String> splitValues(String values) {
    List<String> result = new ArrayList<>();
    for (String value : values.split(",")) {
      if (!value.isBlank()) {
        result.add(value.trim());
      }
    }
    return result;
  }

  /** Splits on commas that are not inside a value set's parentheses. */
  static List<String> splitTopLevel(String text) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (c == ',' && depth == 0) {
        parts.add(text.substring(start, i));
        start = i + 1;
      }
    }
    parts.add(text.substring(start));
    return parts;
  }
}
