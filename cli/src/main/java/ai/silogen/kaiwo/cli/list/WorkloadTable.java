package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.cli.support.Table;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Prints workloads as {@code kaiwo list} does (narrow, or wide with a DETAIL column). */
final class WorkloadTable {
  private final boolean wide;
  private final Clock clock;

  WorkloadTable(boolean wide) {
    this(wide, Clock.systemUTC());
  }

  WorkloadTable(boolean wide, Clock clock) {
    this.wide = wide;
    this.clock = clock;
  }

  /** Whether the rows need the pods of waiting workloads: only DETAIL shows them. */
  boolean needsPods() {
    return wide;
  }

  List<WorkloadRow> rows(List<WorkloadView> workloads, ModelGpus modelGpus, WorkloadPods pods) {
    Instant now = clock.instant();
    return workloads.stream().map(w -> WorkloadRow.of(w, now, modelGpus, pods.of(w))).toList();
  }

  void print(List<WorkloadRow> rows, PrintWriter out) {
    table(rows).print(out);
  }

  /** {@code rows} as a table with this one's columns. */
  Table table(List<WorkloadRow> rows) {
    List<String> headers = new ArrayList<>(WorkloadRow.HEADERS);
    if (wide) {
      headers.add("DETAIL");
    }
    Table table = Table.withHeaders(headers.toArray(String[]::new));
    for (WorkloadRow row : rows) {
      List<Object> cells = new ArrayList<>(List.of(row.cells()));
      if (wide) {
        cells.add(row.detail());
      }
      table.row(cells.toArray());
    }
    return table;
  }
}
