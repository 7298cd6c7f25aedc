package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.cli.workload.WorkloadView;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code kaiwo list -w}: after the table, prints a row whenever a workload appears, changes state
 * or disappears (shown as DELETED), until interrupted. Polls the lists once per interval.
 */
final class ListWatcher {
  private final WorkloadLister lister;
  private final WorkloadTable table;
  private final PrintWriter out;
  private final Duration interval;

  ListWatcher(WorkloadLister lister, WorkloadTable table, PrintWriter out, Duration interval) {
    this.lister = lister;
    this.table = table;
    this.out = out;
    this.interval = interval;
  }

  /** Watches until the thread is interrupted. */
  void run(List<WorkloadView> initial, ModelGpus initialGpus) {
    Map<String, WorkloadRow> shown = index(table.rows(initial, initialGpus));
    while (true) {
      try {
        Thread.sleep(interval.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
      List<WorkloadView> workloads = lister.list();
      Map<String, WorkloadRow> current = index(table.rows(workloads, lister.modelGpus(workloads)));
      List<WorkloadRow> changed = new ArrayList<>();
      current.forEach(
          (key, row) -> {
            if (!row.sameStateAs(shown.get(key))) {
              changed.add(row);
            }
          });
      shown.forEach(
          (key, row) -> {
            if (!current.containsKey(key)) {
              changed.add(deleted(row));
            }
          });
      if (!changed.isEmpty()) {
        table.rowLines(changed).forEach(out::println);
        out.flush();
      }
      shown.clear();
      shown.putAll(current);
    }
  }

  private static Map<String, WorkloadRow> index(List<WorkloadRow> rows) {
    Map<String, WorkloadRow> byKey = new HashMap<>();
    rows.forEach(row -> byKey.put(row.namespace() + "/" + row.name(), row));
    return byKey;
  }

  private static WorkloadRow deleted(WorkloadRow row) {
    return new WorkloadRow(
        row.name(),
        row.namespace(),
        row.user(),
        row.queue(),
        "DELETED",
        row.gpus(),
        row.age(),
        row.duration(),
        "");
  }
}
