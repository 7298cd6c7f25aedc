package ai.silogen.kaiwo.cli.list;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code kaiwo list -w}: after the table, prints a row whenever a workload appears, changes state
 * or disappears (shown as DELETED), until interrupted or until standard output is closed (e.g.
 * {@code kaiwo list -w | head}). Polls the lists once per interval.
 */
final class ListWatcher {
  private final Supplier<List<WorkloadRow>> poll;
  private final WatchLines lines;
  private final PrintWriter out;
  private final Duration interval;

  /**
   * @param poll the rows as they are now
   * @param lines lays out change rows in the columns of the table printed before
   */
  ListWatcher(
      Supplier<List<WorkloadRow>> poll, WatchLines lines, PrintWriter out, Duration interval) {
    this.poll = poll;
    this.lines = lines;
    this.out = out;
    this.interval = interval;
  }

  /**
   * Watches until the thread is interrupted or output fails. {@link PrintWriter} never throws, so a
   * closed pipe shows only in {@link PrintWriter#checkError()}; without that check the command
   * would poll forever for a reader that is gone.
   */
  void run(List<WorkloadRow> initial) {
    Map<String, WorkloadRow> shown = index(initial);
    while (!out.checkError()) {
      try {
        Thread.sleep(interval.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
      Map<String, WorkloadRow> current = index(poll.get());
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
        lines.of(changed).forEach(out::println);
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
