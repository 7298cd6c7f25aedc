package ai.silogen.kaiwo.cli.testing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses a table printed by the CLI back into rows keyed by header, using where each header starts
 * (cells may contain single spaces), so tests assert on columns rather than on whole lines.
 */
public final class TableOutput {
  private static final Pattern HEADER = Pattern.compile("\\S+(?: \\S+)*");

  private TableOutput() {}

  /** The rows of the first table in {@code text} (the header is its first non-blank line). */
  public static List<Map<String, String>> parse(String text) {
    List<String> lines = text.lines().filter(line -> !line.isBlank()).toList();
    if (lines.isEmpty()) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    List<Integer> starts = new ArrayList<>();
    Matcher header = HEADER.matcher(lines.get(0));
    while (header.find()) {
      names.add(header.group());
      starts.add(header.start());
    }
    List<Map<String, String>> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      Map<String, String> row = new LinkedHashMap<>();
      for (int i = 0; i < names.size(); i++) {
        int start = Math.min(starts.get(i), line.length());
        int end = i + 1 < names.size() ? Math.min(starts.get(i + 1), line.length()) : line.length();
        row.put(names.get(i), line.substring(start, end).trim());
      }
      rows.add(row);
    }
    return rows;
  }

  /**
   * The indented block under the line {@code title:} up to the next blank line, with its two-space
   * indentation removed (the CLI prints sections such as "Pods:" this way).
   */
  public static String section(String text, String title) {
    Matcher heading = Pattern.compile("(?m)^" + Pattern.quote(title) + ":\n").matcher(text);
    if (!heading.find()) {
      throw new AssertionError("no section " + title + " in\n" + text);
    }
    String rest = text.substring(heading.end());
    int end = rest.indexOf("\n\n");
    return (end < 0 ? rest : rest.substring(0, end))
        .lines()
        .map(line -> line.length() > 2 ? line.substring(2) : "")
        .reduce("", (a, b) -> a + b + "\n");
  }

  /** The row whose {@code column} is {@code value}. */
  public static Map<String, String> row(String text, String column, String value) {
    return parse(text).stream()
        .filter(row -> value.equals(row.get(column)))
        .findFirst()
        .orElseThrow(
            () -> new AssertionError("no row with " + column + "=" + value + " in\n" + text));
  }
}
