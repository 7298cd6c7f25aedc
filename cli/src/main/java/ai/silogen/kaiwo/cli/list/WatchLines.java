package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.cli.support.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines {@code kaiwo list -w} prints for a batch of changes, in the columns of the table
 * printed first (each batch laid out on its own would not line up with the header). A value wider
 * than its column widens the column for good and prints the header again above the batch, so that
 * every row stays under a header it lines up with. When the table was empty (only a message was
 * printed, as kubectl does), the first batch brings the header.
 */
final class WatchLines {
  private final WorkloadTable table;
  private final int[] widths;
  private boolean headerShown;

  /** Columns as wide as the table of {@code initial} rows was printed; none printed if empty. */
  WatchLines(WorkloadTable table, List<WorkloadRow> initial) {
    this.table = table;
    this.widths = table.table(initial).widths();
    this.headerShown = !initial.isEmpty();
  }

  /** The lines for {@code changed}: its rows, after the header when a column had to widen. */
  List<String> of(List<WorkloadRow> changed) {
    Table batch = table.table(changed);
    int[] needed = batch.widths();
    boolean widened = !headerShown;
    headerShown = true;
    for (int i = 0; i < widths.length; i++) {
      if (needed[i] > widths[i]) {
        widths[i] = needed[i];
        widened = true;
      }
    }
    List<String> lines = new ArrayList<>();
    if (widened) {
      lines.add(batch.headerLine(widths));
    }
    lines.addAll(batch.rowLines(widths));
    return lines;
  }
}
