package ai.silogen.kaiwo.bench.overhead;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class RoundsTest {

  @Test
  void eachRoundKeepsItsOwnP99AndTheFigureIsTheirMedian() {
    Rounds rounds = new Rounds();
    rounds.latency(window(2_000));
    rounds.latency(window(400));
    rounds.latency(window(600));

    // The progress line shows every round, so a round spoilt by the JIT or the VM can be seen;
    // the table's figure is the median, which that one round does not move.
    assertThat(rounds.p99InRound(0)).isEqualTo(2_000);
    assertThat(rounds.p99InRound(1)).isEqualTo(400);
    assertThat(rounds.p99InRound(2)).isEqualTo(600);
    assertThat(rounds.p99()).isEqualTo(600);
  }

  /** 100 requests at 100 µs and the slowest two at {@code p99Micros}. */
  private static LoadGenerator.Result window(long p99Micros) {
    Histogram latencies = new Histogram(3);
    latencies.recordValueWithCount(100, 98);
    latencies.recordValueWithCount(p99Micros, 2);
    return new LoadGenerator.Result(latencies, 100, 0, 1, 100);
  }
}
