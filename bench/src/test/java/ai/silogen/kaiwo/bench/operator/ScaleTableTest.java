package ai.silogen.kaiwo.bench.operator;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The operator table's arithmetic: per-job figures and Kaiwo's cost as ratios to plain Jobs. */
class ScaleTableTest {

  private static ScaleRun.Result run(
      ScaleRun.Kind kind, int finished, double seconds, long requests, double cpuSeconds) {
    return new ScaleRun.Result(
        kind,
        100,
        Duration.ofMillis(Math.round(seconds * 1000)),
        finished,
        0,
        requests,
        kind == ScaleRun.Kind.KAIWO_JOBS ? 900 : 0,
        Map.of(),
        Map.of(
            ScaleTable.PREEMPTION,
            new ReconcileCounts.Reconciles(40, 1),
            "kaiwojob",
            new ReconcileCounts.Reconciles(1260, 1)),
        new ProcessMeter.Usage(Math.round(cpuSeconds * 1e9), 200L << 20, 10L << 20));
  }

  /**
   * The table's rows for {@code kaiwo} next to 100 plain Jobs done in 20 s, 1500 requests, 25 s
   * CPU.
   */
  private static List<List<String>> rows(ScaleRun.Result kaiwo) {
    ScaleTable table = new ScaleTable();
    table.add(run(ScaleRun.Kind.PLAIN_JOBS, 100, 20, 1500, 25), kaiwo);
    return table.table().rows();
  }

  @Test
  void theKaiwoRowSaysWhatItCostsPerJobAndAgainstPlainJobs() {
    List<List<String>> rows = rows(run(ScaleRun.Kind.KAIWO_JOBS, 100, 50, 6000, 75));

    assertThat(rows.get(1))
        .containsExactly(
            "100",
            "KaiwoJobs",
            "50.0",
            "0",
            "60.0",
            "9.0",
            "13.0",
            "40",
            "0",
            "750.0",
            "200",
            "10.0",
            "2.50×",
            "4.00×",
            "3.00×");
    assertThat(rows.get(0).subList(12, 15)).containsOnly("");
  }

  @Test
  void aRunCutOffByTheTimeoutHasNoRatios() {
    List<String> kaiwo = rows(run(ScaleRun.Kind.KAIWO_JOBS, 47, 600, 6000, 75)).get(1);

    assertThat(kaiwo.get(2)).isEqualTo("47 of 100 within the timeout");
    assertThat(kaiwo.subList(12, 15)).containsOnly("n/a");
  }
}
