package ai.silogen.kaiwo.gateway.openai;

import ai.silogen.kaiwo.gateway.openai.LabelSelector.Operator;
import ai.silogen.kaiwo.gateway.openai.LabelSelector.Requirement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Recursive-descent parser for label selector strings, following the lexer and grammar of {@code
 * k8s.io/apimachinery/pkg/labels/selector.go}: identifiers are runs of anything but whitespace and
 * {@code = ! ( ) , < >}; {@code in} and {@code notin} are keywords.
 */
final class LabelSelectorParser {
  private static final String SPECIAL = "=!(),<>";
  private static final Pattern NAME = Pattern.compile("([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]");
  private static final Pattern DNS_SUBDOMAIN =
      Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");
  private static final Pattern INTEGER = Pattern.compile("[-+]?[0-9]+");

  private final String input;
  private int position;

  LabelSelectorParser(String input) {
    this.input = input;
  }

  List<Requirement> parse() {
    List<Requirement> requirements = new ArrayList<>();
    if (peek().isEmpty()) {
      return requirements;
    }
    while (true) {
      requirements.add(requirement());
      String next = next();
      if (next.isEmpty()) {
        return requirements;
      }
      if (!next.equals(",")) {
        throw error("found '" + next + "', expected: ',' or end of selector");
      }
    }
  }

  private Requirement requirement() {
    if (peek().equals("!")) {
      next();
      return new Requirement(key(next()), Operator.DOES_NOT_EXIST, Set.of());
    }
    String key = key(next());
    String lookahead = peek();
    if (lookahead.isEmpty() || lookahead.equals(",")) {
      return new Requirement(key, Operator.EXISTS, Set.of());
    }
    Operator operator = operator(next());
    Set<String> values =
        switch (operator) {
          case IN, NOT_IN -> setValues();
          default -> Set.of(exactValue(operator));
        };
    return new Requirement(key, operator, values);
  }

  private Operator operator(String token) {
    return switch (token) {
      case "=" -> Operator.EQUALS;
      case "==" -> Operator.DOUBLE_EQUALS;
      case "!=" -> Operator.NOT_EQUALS;
      case "in" -> Operator.IN;
      case "notin" -> Operator.NOT_IN;
      case ">" -> Operator.GREATER_THAN;
      case "<" -> Operator.LESS_THAN;
      default -> throw error("found '" + token + "', expected: =, ==, !=, in, notin, >, <");
    };
  }

  /** The value after =, ==, !=, > or <; empty when the requirement ends right there. */
  private String exactValue(Operator operator) {
    String lookahead = peek();
    String value = lookahead.isEmpty() || lookahead.equals(",") ? "" : value(next());
    if ((operator == Operator.GREATER_THAN || operator == Operator.LESS_THAN)
        && !INTEGER.matcher(value).matches()) {
      throw error("for '>' and '<' the value must be an integer, got '" + value + "'");
    }
    return value;
  }

  /** {@code ( v1, v2, ... )}; as in Kubernetes an empty slot is the empty value. */
  private Set<String> setValues() {
    expect("(");
    Set<String> values = new LinkedHashSet<>();
    boolean expectValue = true;
    while (true) {
      String token = next();
      switch (token) {
        case ")" -> {
          if (expectValue) {
            values.add("");
          }
          return values;
        }
        case "," -> {
          if (expectValue) {
            values.add("");
          }
          expectValue = true;
        }
        case "" -> throw error("found end of selector, expected: ')'");
        default -> {
          if (!expectValue || isSpecial(token)) {
            throw error("found '" + token + "', expected: ',' or ')'");
          }
          values.add(value(token));
          expectValue = false;
        }
      }
    }
  }

  private String key(String token) {
    if (token.isEmpty() || isSpecial(token)) {
      throw error("found '" + token + "', expected: label key");
    }
    int slash = token.indexOf('/');
    String name = slash < 0 ? token : token.substring(slash + 1);
    if (slash >= 0) {
      String prefix = token.substring(0, slash);
      if (prefix.isEmpty() || prefix.length() > 253 || !DNS_SUBDOMAIN.matcher(prefix).matches()) {
        throw error("invalid label key prefix '" + prefix + "'");
      }
    }
    if (name.length() > 63 || !NAME.matcher(name).matches()) {
      throw error("invalid label key '" + token + "'");
    }
    return token;
  }

  private String value(String token) {
    if (isSpecial(token) || token.length() > 63 || !NAME.matcher(token).matches()) {
      throw error("invalid label value '" + token + "'");
    }
    return token;
  }

  private void expect(String wanted) {
    String token = next();
    if (!token.equals(wanted)) {
      throw error("found '" + token + "', expected: '" + wanted + "'");
    }
  }

  private String peek() {
    int saved = position;
    String token = next();
    position = saved;
    return token;
  }

  /** The next token; {@code ""} at the end. */
  private String next() {
    while (position < input.length() && isWhitespace(input.charAt(position))) {
      position++;
    }
    if (position >= input.length()) {
      return "";
    }
    int start = position;
    char c = input.charAt(position);
    if (SPECIAL.indexOf(c) >= 0) {
      position++;
      boolean twoChar =
          (c == '=' || c == '!') && position < input.length() && input.charAt(position) == '=';
      if (twoChar) {
        position++;
      }
      return input.substring(start, position);
    }
    while (position < input.length()
        && !isWhitespace(input.charAt(position))
        && SPECIAL.indexOf(input.charAt(position)) < 0) {
      position++;
    }
    return input.substring(start, position);
  }

  private static boolean isSpecial(String token) {
    return token.length() <= 2 && SPECIAL.indexOf(token.charAt(0)) >= 0;
  }

  private static boolean isWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
  }

  private IllegalArgumentException error(String reason) {
    return new IllegalArgumentException(
        "invalid label selector \"" + input + "\" at position " + position + ": " + reason);
  }
}
