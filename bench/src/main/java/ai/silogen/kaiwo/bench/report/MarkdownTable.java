package ai.silogen.kaiwo.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A Markdown table built row by row; what every benchmark prints. */
public final class MarkdownTable {
  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();

  public MarkdownTable(String... header) {
    this.header = List.of(header);
  }

  public MarkdownTable row(Object... cells) {
    if (cells.length != header.size()) {
      throw new IllegalArgumentException(
          "row has " + cells.length + " cells, header has " + header.size());
    }
    List<String> row = new ArrayList<>();
    for (Object cell : cells) {
      row.add(String.valueOf(cell));
    }
    rows.add(row);
    return this;
  }

  public int size() {
    return rows.size();
  }

  /** The column names. */
  public List<String> header() {
    return header;
  }

  /** The rows so far, each as many cells as the header has columns. */
  public List<List<String>> rows() {
    return rows.stream().map(List::copyOf).toList();
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    line(out, header);
    out.append('|');
    header.forEach(ignored -> out.append("---|"));
    out.append('\n');
    rows.forEach(row -> line(out, row));
    return out.toString();
  }

  private static void line(StringBuilder out, List<String> cells) {
    out.append('|');
    cells.forEach(cell -> out.append(' ').append(cell).append(" |"));
    out.append('\n');
  }

  /** {@code value} with {@code decimals} digits after the point. */
  public static String fixed(double value, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", value);
  }
}
