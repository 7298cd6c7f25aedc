package ai.silogen.kaiwo.cli.support;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A plain-text table like kubectl's: upper-case headers, columns padded, three spaces apart. */
public final class Table {
  private static final String GAP = "   ";

  private final List<String> headers;
  private final List<List<String>> rows = new ArrayList<>();

  private Table(List<String> headers) {
    this.headers = headers;
  }

  /**
   * {@code text} on one line and at most {@code max} characters, ending in "…" when cut: for
   * messages that would otherwise stretch a column (or a progress line) past the terminal.
   */
  public static String abbreviate(String text, int max) {
    String oneLine = text.replace('\n', ' ');
    return oneLine.length() <= max ? oneLine : oneLine.substring(0, max - 1) + "…";
  }

  public static Table withHeaders(String... headers) {
    return new Table(Arrays.asList(headers));
  }

  /** Adds a row; {@code null} or empty cells print as {@code -}. */
  public Table row(Object... cells) {
    if (cells.length != headers.size()) {
      throw new IllegalArgumentException(
          "row has " + cells.length + " cells for " + headers.size() + " columns");
    }
    rows.add(
        Arrays.stream(cells)
            .map(c -> c == null || c.toString().isEmpty() ? "-" : c.toString())
            .toList());
    return this;
  }

  /** The table as lines, without trailing blanks. */
  public List<String> lines() {
    int[] widths = widths();
    List<String> lines = new ArrayList<>();
    lines.add(format(headers, widths));
    rows.forEach(row -> lines.add(format(row, widths)));
    return lines;
  }

  /** The width of each column: its widest cell or header. */
  public int[] widths() {
    int[] widths = new int[headers.size()];
    for (int i = 0; i < widths.length; i++) {
      widths[i] = headers.get(i).length();
      for (List<String> row : rows) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    return widths;
  }

  /** The header line padded to {@code widths} (for watch output, which keeps its columns). */
  public String headerLine(int[] widths) {
    return format(headers, widths);
  }

  /** The rows only, padded to {@code widths} (at least {@link #widths()} each). */
  public List<String> rowLines(int[] widths) {
    return rows.stream().map(row -> format(row, widths)).toList();
  }

  /** Prints the table indented by two spaces, or {@code (none)} when it has no rows. */
  public void printIndented(PrintWriter out) {
    if (rows.isEmpty()) {
      out.println("  (none)");
    } else {
      lines().forEach(line -> out.println("  " + line));
    }
  }

  public void print(PrintWriter out) {
    lines().forEach(out::println);
    out.flush();
  }

  private static String format(List<String> cells, int[] widths) {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      if (i > 0) {
        line.append(GAP);
      }
      line.append(cells.get(i));
      if (i < cells.size() - 1) {
        line.append(" ".repeat(widths[i] - cells.get(i).length()));
      }
    }
    return line.toString();
  }
}
