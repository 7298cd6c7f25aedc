package ai.silogen.kaiwo.gateway.openai;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A Kubernetes label selector in string form ({@code a=b,c!=d,e in (x,y),f notin (z),g,!h,n>1}), as
 * {@code k8s.io/apimachinery/pkg/labels.Parse} reads it. All requirements must match.
 *
 * <p>The gateway reads one from every {@code X-Label-Selector} header and ANDs them, so a platform
 * can add a header that clients cannot widen by sending their own.
 */
public final class LabelSelector {
  /** The empty selector, which matches every label set. */
  public static final LabelSelector EVERYTHING = new LabelSelector(List.of());

  private final List<Requirement> requirements;

  LabelSelector(List<Requirement> requirements) {
    this.requirements = List.copyOf(requirements);
  }

  /**
   * Parses one selector string; blank means {@link #EVERYTHING}.
   *
   * @throws IllegalArgumentException with the position and reason for invalid syntax, keys or
   *     values
   */
  public static LabelSelector parse(String selector) {
    return new LabelSelector(new LabelSelectorParser(selector).parse());
  }

  /** Parses each value and ANDs them. */
  public static LabelSelector parseAll(Collection<String> selectors) {
    List<Requirement> all = new ArrayList<>();
    for (String selector : selectors) {
      all.addAll(parse(selector).requirements);
    }
    return new LabelSelector(all);
  }

  /** Both this selector's and {@code other}'s requirements. */
  public LabelSelector and(LabelSelector other) {
    List<Requirement> all = new ArrayList<>(requirements);
    all.addAll(other.requirements);
    return new LabelSelector(all);
  }

  public boolean matches(Map<String, String> labels) {
    for (Requirement requirement : requirements) {
      if (!requirement.matches(labels)) {
        return false;
      }
    }
    return true;
  }

  public List<Requirement> requirements() {
    return requirements;
  }

  public boolean isEmpty() {
    return requirements.isEmpty();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof LabelSelector that && requirements.equals(that.requirements);
  }

  @Override
  public int hashCode() {
    return requirements.hashCode();
  }

  @Override
  public String toString() {
    return requirements.stream().map(Requirement::toString).collect(Collectors.joining(","));
  }

  /** A selector operator, with its Kubernetes spelling. */
  public enum Operator {
    EQUALS("="),
    DOUBLE_EQUALS("=="),
    NOT_EQUALS("!="),
    IN(" in "),
    NOT_IN(" notin "),
    EXISTS(""),
    DOES_NOT_EXIST("!"),
    GREATER_THAN(">"),
    LESS_THAN("<");

    private final String symbol;

    Operator(String symbol) {
      this.symbol = symbol;
    }
  }

  /**
   * One requirement on a label.
   *
   * @param key the label key
   * @param operator how the label is compared
   * @param values the values compared against (one for =, ==, !=, > and <; none for existence)
   */
  public record Requirement(String key, Operator operator, Set<String> values) {

    public Requirement {
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(operator, "operator");
      values = Set.copyOf(values);
    }

    /** Kubernetes' {@code Requirement.Matches}. */
    public boolean matches(Map<String, String> labels) {
      String value = labels.get(key);
      return switch (operator) {
        case EQUALS, DOUBLE_EQUALS, IN -> value != null && values.contains(value);
        case NOT_EQUALS, NOT_IN -> value == null || !values.contains(value);
        case EXISTS -> value != null;
        case DOES_NOT_EXIST -> value == null;
        case GREATER_THAN -> compare(value) > 0;
        case LESS_THAN -> compare(value) < 0;
      };
    }

    /** Label value minus the bound, or 0 (no match) when the label is absent or not a number. */
    private int compare(String value) {
      if (value == null) {
        return 0;
      }
      try {
        return Long.compare(Long.parseLong(value), Long.parseLong(values.iterator().next()));
      } catch (NumberFormatException e) {
        return 0;
      }
    }

    @Override
    public String toString() {
      return switch (operator) {
        case EXISTS -> key;
        case DOES_NOT_EXIST -> "!" + key;
        case IN, NOT_IN ->
            key
                + operator.symbol
                + "("
                + values.stream().sorted().collect(Collectors.joining(","))
                + ")";
        default -> key + operator.symbol + values.iterator().next();
      };
    }
  }
}
