package ai.silogen.kaiwo.enginesim.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import ai.silogen.kaiwo.enginesim.config.LatencyParams;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LatencyModelTest {

  private final LatencyModel balanced =
      new LatencyModel(EngineProfile.BALANCED_8B_H100.latency(), 16);

  @Test
  void loadFactorGrowsLinearlyFromOneToF() {
    assertThat(LatencyModel.loadFactor(2.0, 1, 16)).isEqualTo(1.0);
    assertThat(LatencyModel.loadFactor(2.0, 16, 16)).isEqualTo(2.0);
    assertThat(LatencyModel.loadFactor(3.0, 33, 65)).isEqualTo(2.0);
    assertThat(LatencyModel.loadFactor(2.0, 0, 16)).isEqualTo(1.0);
    assertThat(LatencyModel.loadFactor(2.0, 99, 16)).isEqualTo(2.0);
    assertThat(LatencyModel.loadFactor(2.0, 1, 1)).isEqualTo(1.0);
  }

  @Test
  void prefillComputeIsTheUncachedTokensPartUnderLoad() {
    assertThat(balanced.prefillComputeNanos(256, 0, 1)).isEqualTo(64_000_000L);
    assertThat(balanced.prefillComputeNanos(256, 160, 16)).isEqualTo(48_000_000L);
    assertThat(balanced.prefillComputeNanos(256, 300, 1)).isZero();
  }

  @Test
  void prefillIsOverheadPlusUncachedTokens() {
    // 30 ms + 256 × 250 µs = 94 ms, the 8B/H100 anchor for a 256-token prompt.
    assertThat(balanced.prefillNanos(256, 0, 1)).isEqualTo(94_000_000L);
    assertThat(balanced.prefillNanos(256, 160, 1)).isEqualTo(54_000_000L);
    assertThat(balanced.prefillNanos(256, 256, 1)).isEqualTo(30_000_000L);
  }

  @Test
  void prefillGrowsWithUncachedTokensAndLoad() {
    long idle = balanced.prefillNanos(1000, 0, 1);

    assertThat(balanced.prefillNanos(2000, 0, 1)).isGreaterThan(idle);
    assertThat(balanced.prefillNanos(1000, 0, 16)).isEqualTo(2 * idle);
    assertThat(balanced.prefillNanos(1000, 0, 6)).isGreaterThan(idle).isLessThan(2 * idle);
  }

  @Test
  void interTokenLatencyScalesWithLoad() {
    assertThat(balanced.interTokenNanos(1)).isEqualTo(12_000_000L);
    assertThat(balanced.interTokenNanos(16)).isEqualTo(24_000_000L);
  }

  @Test
  void zeroLatencyIsZeroUnderAnyLoad() {
    LatencyModel zero = new LatencyModel(LatencyParams.ZERO, 1024);

    assertThat(zero.prefillNanos(10_000, 0, 1024)).isZero();
    assertThat(zero.interTokenNanos(1024)).isZero();
  }

  @Test
  void jitterStaysWithinSeventyPercentAndAveragesToTheMean() {
    SplittableRandom random = new SplittableRandom(42);
    long mean = 10_000_000L;
    double sum = 0;
    int n = 20_000;
    for (int i = 0; i < n; i++) {
      double sample = LatencyModel.jittered(mean, 5_000_000L, random);
      assertThat(sample).isBetween(0.3 * mean, 1.7 * mean);
      sum += sample;
    }
    assertThat(sum / n).isCloseTo(mean, within(0.02 * mean));
  }

  @Test
  void jitterIsReproducibleFromTheSeed() {
    LatencyModel jittery =
        new LatencyModel(
            LatencyParams.of(Duration.ofMillis(30), Duration.ZERO, Duration.ofMillis(12), 1)
                .withJitter(Duration.ofMillis(5), Duration.ZERO, Duration.ofMillis(2)),
            4);

    long a = jittery.interTokenNanos(1, new SplittableRandom(7));
    long b = jittery.interTokenNanos(1, new SplittableRandom(7));

    assertThat(a).isEqualTo(b).isNotEqualTo(12_000_000L);
  }
}
