package ai.silogen.kaiwo.bench.overhead;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** One path's results over the rounds of a measurement; figures are medians over rounds. */
final class Rounds {
  private final List<Double> p50 = new ArrayList<>();
  private final List<Double> p99 = new ArrayList<>();
  private final List<Double> throughput = new ArrayList<>();
  private final List<Double> cpuPerRequest = new ArrayList<>();
  private long errors;

  void latency(LoadGenerator.Result result) {
    p50.add((double) result.latencyMicros().getValueAtPercentile(50));
    p99.add((double) result.latencyMicros().getValueAtPercentile(99));
    errors += result.failed();
  }

  /** A closed-loop run, and the CPU time the proxy used during it (null for no proxy). */
  void throughput(LoadGenerator.Result result, Duration proxyCpu) {
    throughput.add(result.requestsPerSecond());
    if (proxyCpu != null && result.answered() > 0) {
      cpuPerRequest.add(proxyCpu.toNanos() / 1000.0 / result.answered());
    }
    errors += result.failed();
  }

  /** Median p50 latency over rounds, in microseconds. */
  double p50() {
    return median(p50);
  }

  /** The p99 latency of one round (counted from 0), in microseconds. */
  double p99InRound(int round) {
    return p99.get(round);
  }

  /** Median p99 latency over rounds, in microseconds. */
  double p99() {
    return median(p99);
  }

  double requestsPerSecond() {
    return median(throughput);
  }

  /** Median CPU time of the proxy per request at full load, in microseconds; NaN without one. */
  double cpuMicrosPerRequest() {
    return cpuPerRequest.isEmpty() ? Double.NaN : median(cpuPerRequest);
  }

  long errors() {
    return errors;
  }

  private static double median(List<Double> values) {
    List<Double> sorted = values.stream().sorted().toList();
    int middle = sorted.size() / 2;
    return sorted.size() % 2 == 1
        ? sorted.get(middle)
        : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
  }
}
