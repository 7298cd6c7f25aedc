package ai.silogen.kaiwo.bench.overhead;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class OverheadTableTest {

  @Test
  void addedLatencyAndRatiosAreRelativeToTheDirectPathAndTheOtherProxies() {
    Map<String, Rounds> rounds = new LinkedHashMap<>();
    rounds.put(OverheadBenchmark.DIRECT, rounds(200, 400, 10_000, null));
    rounds.put(ProxyProcess.GATEWAY, rounds(300, 700, 4_000, Duration.ofMillis(80)));
    rounds.put(ProxyProcess.HAPROXY, rounds(250, 500, 5_000, Duration.ofMillis(40)));
    OverheadTable table = new OverheadTable(List.of(ProxyProcess.NGINX));

    table.add(32 * 1024, true, 1000, rounds);

    List<List<String>> rows = table.markdown().rows();
    assertThat(rows).hasSize(4);
    assertThat(String.join(" | ", rows.get(0)))
        .isEqualTo("32 KB | on | 1000 | direct | 0.200 | 0.400 |  |  | 10000 |  |  |  |  |  | 0");
    // 1000 requests answered per run: 80 ms of CPU is 80 µs a request, twice HAProxy's.
    assertThat(String.join(" | ", rows.get(1)))
        .isEqualTo(
            "32 KB | on | 1000 | kaiwo gateway | 0.300 | 0.700 | 0.100 | 0.300 | 4000 | 0.80× |  "
                + "| 80.0 | 0.50× |  | 0");
    assertThat(rows.get(3).subList(0, 5))
        .containsExactly("32 KB", "on", "1000", "nginx", "not installed");
  }

  private static Rounds rounds(long p50Micros, long p99Micros, long completed, Duration cpu) {
    Histogram latencies = new Histogram(3);
    latencies.recordValueWithCount(p50Micros, 98);
    latencies.recordValueWithCount(p99Micros, 2);
    Rounds rounds = new Rounds();
    rounds.latency(new LoadGenerator.Result(latencies, 100, 0, 1, 100));
    rounds.throughput(new LoadGenerator.Result(latencies, completed, 0, 1, 1000), cpu);
    return rounds;
  }
}
