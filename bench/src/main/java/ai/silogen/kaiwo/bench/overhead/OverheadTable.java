package ai.silogen.kaiwo.bench.overhead;

import ai.silogen.kaiwo.bench.report.MarkdownTable;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The overhead benchmark's report: per body size, streaming mode and path, latency at the fixed
 * rate and what it adds over the direct path, the highest throughput, the proxy's CPU time per
 * request, and our gateway's standing against HAProxy and nginx by both measures.
 */
final class OverheadTable {
  static final String NOT_INSTALLED = "not installed";
  static final List<String> HEADER =
      List.of(
          "body",
          "stream",
          "rate (req/s)",
          "path",
          "p50 (ms)",
          "p99 (ms)",
          "added p50 (ms)",
          "added p99 (ms)",
          "max req/s",
          "req/s vs HAProxy",
          "req/s vs nginx",
          "proxy CPU (µs/req)",
          "CPU capacity vs HAProxy",
          "CPU capacity vs nginx",
          "errors");

  private final MarkdownTable table = new MarkdownTable(HEADER.toArray(String[]::new));
  private final List<String> missing;

  /** {@code missing}: the proxies whose binary was not found, reported as such in every block. */
  OverheadTable(List<String> missing) {
    this.missing = List.copyOf(missing);
  }

  void add(int size, boolean stream, double rate, Map<String, Rounds> rounds) {
    String body = bodyLabel(size);
    String mode = streamLabel(stream);
    String load = MarkdownTable.fixed(rate, 0);
    Rounds direct = rounds.get(OverheadBenchmark.DIRECT);
    Rounds haproxy = rounds.get(ProxyProcess.HAPROXY);
    Rounds nginx = rounds.get(ProxyProcess.NGINX);
    rounds.forEach(
        (name, result) -> {
          boolean baseline = result == direct;
          table.row(
              body,
              mode,
              load,
              name,
              millis(result.p50()),
              millis(result.p99()),
              baseline ? "" : millis(result.p50() - direct.p50()),
              baseline ? "" : millis(result.p99() - direct.p99()),
              MarkdownTable.fixed(result.requestsPerSecond(), 0),
              baseline ? "" : throughputRatio(result, haproxy),
              baseline ? "" : throughputRatio(result, nginx),
              baseline ? "" : MarkdownTable.fixed(result.cpuMicrosPerRequest(), 1),
              baseline ? "" : capacityRatio(result, haproxy),
              baseline ? "" : capacityRatio(result, nginx),
              result.errors());
        });
    for (String name : missing) {
      Object[] cells = new Object[HEADER.size()];
      Arrays.fill(cells, "");
      cells[0] = body;
      cells[1] = mode;
      cells[2] = load;
      cells[3] = name;
      cells[4] = NOT_INSTALLED;
      table.row(cells);
    }
  }

  MarkdownTable markdown() {
    return table;
  }

  /** A body size as the table writes it: {@code 32 KB}, or bytes when not whole kilobytes. */
  static String bodyLabel(int size) {
    return size % 1024 == 0 ? size / 1024 + " KB" : size + " B";
  }

  /** Streaming as the table writes it: {@code on} or {@code off}. */
  static String streamLabel(boolean stream) {
    return stream ? "on" : "off";
  }

  private static String throughputRatio(Rounds result, Rounds reference) {
    return reference == null
        ? ""
        : ratio(result.requestsPerSecond() / reference.requestsPerSecond());
  }

  /** How many requests per CPU-second this path serves relative to {@code reference}. */
  private static String capacityRatio(Rounds result, Rounds reference) {
    return reference == null
        ? ""
        : ratio(reference.cpuMicrosPerRequest() / result.cpuMicrosPerRequest());
  }

  private static String ratio(double value) {
    return Double.isFinite(value) ? MarkdownTable.fixed(value, 2) + "×" : "n/a";
  }

  private static String millis(double micros) {
    return MarkdownTable.fixed(micros / 1000.0, 3);
  }
}
