package ai.silogen.kaiwo.gateway.openai;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A header value of the form {@code token; name=value; name="quoted value"} (RFC 9110 §5.6.6), as
 * used by {@code Content-Type} and {@code Content-Disposition}.
 *
 * @param value the leading token, lower-cased (e.g. {@code multipart/form-data})
 * @param parameters parameter values by lower-cased name, unquoted
 */
record HeaderValue(String value, Map<String, String> parameters) {

  /**
   * Parses {@code header} as Go's {@code mime.ParseMediaType} does, which KubeAI uses: the value is
   * a token or {@code token/token}, and a parameter may not appear twice.
   *
   * @throws IllegalArgumentException for a malformed value, an unterminated quoted string, a
   *     parameter without {@code =}, or a duplicate parameter
   */
  static HeaderValue parse(String header) {
    int semicolon = header.indexOf(';');
    String value = (semicolon < 0 ? header : header.substring(0, semicolon)).trim();
    checkValue(value);
    Map<String, String> parameters = new HashMap<>();
    int i = semicolon < 0 ? header.length() : semicolon + 1;
    while (i < header.length()) {
      int equals = header.indexOf('=', i);
      int nextSemicolon = header.indexOf(';', i);
      if (equals < 0 || (nextSemicolon >= 0 && nextSemicolon < equals)) {
        if (header.substring(i, nextSemicolon < 0 ? header.length() : nextSemicolon).isBlank()) {
          i = nextSemicolon < 0 ? header.length() : nextSemicolon + 1;
          continue;
        }
        throw new IllegalArgumentException("parameter without value in " + header);
      }
      String name = header.substring(i, equals).trim().toLowerCase(Locale.ROOT);
      StringBuilder parameter = new StringBuilder();
      i = readParameterValue(header, skipSpaces(header, equals + 1), parameter);
      if (parameters.putIfAbsent(name, parameter.toString()) != null) {
        throw new IllegalArgumentException("duplicate parameter " + name);
      }
      i = skipSpaces(header, i);
      if (i < header.length() && header.charAt(i) != ';') {
        throw new IllegalArgumentException("unexpected character after parameter in " + header);
      }
      i++;
    }
    return new HeaderValue(value.toLowerCase(Locale.ROOT), Map.copyOf(parameters));
  }

  /** A token, or two joined by a slash ({@code form-data}, {@code application/json}). */
  private static void checkValue(String value) {
    int first = tokenEnd(value, 0);
    if (first == 0) {
      throw new IllegalArgumentException("no media type");
    }
    if (first == value.length()) {
      return;
    }
    if (value.charAt(first) != '/') {
      throw new IllegalArgumentException("expected slash after first token");
    }
    int second = tokenEnd(value, first + 1);
    if (second == first + 1) {
      throw new IllegalArgumentException("expected token after slash");
    }
    if (second != value.length()) {
      throw new IllegalArgumentException("unexpected content after media subtype");
    }
  }

  private static int tokenEnd(String value, int from) {
    int i = from;
    while (i < value.length() && isTokenChar(value.charAt(i))) {
      i++;
    }
    return i;
  }

  /** RFC 9110 {@code tchar}. */
  private static boolean isTokenChar(char c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
  }

  Optional<String> parameter(String name) {
    return Optional.ofNullable(parameters.get(name));
  }

  /** Reads a token or quoted string starting at {@code i}; returns the index after it. */
  private static int readParameterValue(String header, int i, StringBuilder out) {
    if (i < header.length() && header.charAt(i) == '"') {
      for (int k = i + 1; k < header.length(); k++) {
        char c = header.charAt(k);
        if (c == '"') {
          return k + 1;
        }
        if (c == '\\' && k + 1 < header.length()) {
          c = header.charAt(++k);
        }
        out.append(c);
      }
      throw new IllegalArgumentException("unterminated quoted string in " + header);
    }
    int end = i;
    while (end < header.length() && header.charAt(end) != ';') {
      end++;
    }
    out.append(header, i, end);
    int trimmed = out.length();
    while (trimmed > 0 && Character.isWhitespace(out.charAt(trimmed - 1))) {
      trimmed--;
    }
    out.setLength(trimmed);
    return end;
  }

  private static int skipSpaces(String header, int i) {
    while (i < header.length() && (header.charAt(i) == ' ' || header.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }
}
