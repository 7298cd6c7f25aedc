package ai.silogen.kaiwo.cli.list;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ListWatcherTest {
  private final WorkloadTable table = new WorkloadTable(false);

  @Test
  void changeRowsLineUpWithTheHeaderPrintedBefore() {
    List<WorkloadRow> initial =
        List.of(row("job/a-rather-long-name", "team-namespace", "alice@example.com", "RUNNING"));
    List<String> printed = table.table(initial).lines();
    WatchLines lines = new WatchLines(table, initial);

    List<String> change = lines.of(List.of(row("job/b", "ns", "-", "PENDING")));

    assertThat(change).hasSize(1);
    assertThat(columnStarts(change.getFirst())).isEqualTo(columnStarts(printed.getFirst()));
  }

  @Test
  void aValueWiderThanItsColumnWidensItOnceAndReprintsTheHeader() {
    List<WorkloadRow> initial = List.of(row("job/a", "ns", "bob", "RUNNING"));
    WatchLines lines = new WatchLines(table, initial);

    List<String> widened = lines.of(List.of(row("job/a-much-longer-name", "ns", "bob", "DELETED")));
    List<String> next = lines.of(List.of(row("job/c", "ns", "bob", "PENDING")));

    assertThat(widened).hasSize(2);
    assertThat(widened.getFirst()).startsWith("NAME");
    assertThat(columnStarts(widened.get(1))).isEqualTo(columnStarts(widened.getFirst()));
    assertThat(next).hasSize(1);
    assertThat(columnStarts(next.getFirst())).isEqualTo(columnStarts(widened.getFirst()));
  }

  @Test
  void afterAnEmptyTableTheFirstChangeBringsTheHeader() {
    WatchLines lines = new WatchLines(table, List.of());

    List<String> first = lines.of(List.of(row("job/a", "ns", "bob", "PENDING")));
    List<String> second = lines.of(List.of(row("job/a", "ns", "bob", "RUNNING")));

    assertThat(first).hasSize(2);
    assertThat(first.getFirst()).startsWith("NAME");
    assertThat(second).hasSize(1);
    assertThat(columnStarts(second.getFirst())).isEqualTo(columnStarts(first.getFirst()));
  }

  @Test
  void stopsWhenStandardOutputIsClosed() {
    // What System.out does when the reader of its pipe is gone: PrintStream swallows the error.
    OutputStream closedPipe =
        new OutputStream() {
          @Override
          public void write(int b) throws IOException {
            throw new IOException("Broken pipe");
          }
        };
    PrintWriter out =
        new PrintWriter(new PrintStream(closedPipe, true), true, StandardCharsets.UTF_8);
    AtomicInteger polls = new AtomicInteger();
    ListWatcher watcher =
        new ListWatcher(
            () -> List.of(row("job/a", "ns", "bob", polls.incrementAndGet() % 2 == 0 ? "A" : "B")),
            new WatchLines(table, List.of()),
            out,
            Duration.ofMillis(1));

    assertTimeoutPreemptively(Duration.ofSeconds(10), () -> watcher.run(List.of()));
    assertThat(polls.get()).isLessThan(5);
  }

  private static WorkloadRow row(String name, String namespace, String user, String status) {
    return new WorkloadRow(name, namespace, user, "(default)", status, "0", "1m", "", "");
  }

  /** Where each cell after the first starts: after a run of spaces. */
  private static List<Integer> columnStarts(String line) {
    return java.util.regex.Pattern.compile("(?<=   )\\S")
        .matcher(line)
        .results()
        .map(java.util.regex.MatchResult::start)
        .toList();
  }
}
