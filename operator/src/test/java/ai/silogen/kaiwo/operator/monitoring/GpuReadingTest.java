package ai.silogen.kaiwo.operator.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class GpuReadingTest {

  @Test
  void readsAmdAndNvidiaSamplesWithTheirLabelSpellings() {
    String text =
        """
        gpu_gfx_activity{gpu_id="0",pod="train-0",namespace="team-a",container="c"} 42.5
        DCGM_FI_DEV_GPU_UTIL{gpu="3",exported_pod="serve-x",exported_namespace="team-b"} 99
        gpu_gfx_activity{gpu_id="1",k8s.pod.name="train-1"} 0
        gpu_gfx_activity{gpu_id="2"} 0
        """;

    assertThat(GpuReading.parse(text))
        .containsExactly(
            new GpuReading(Optional.of("team-a"), "train-0", "0", 42.5),
            new GpuReading(Optional.of("team-b"), "serve-x", "3", 99),
            new GpuReading(Optional.empty(), "train-1", "1", 0));
  }

  @Test
  void aReadingWithoutNamespaceMatchesThePodInAnyNamespace() {
    GpuReading named = new GpuReading(Optional.of("a"), "p", "0", 1);
    GpuReading anonymous = new GpuReading(Optional.empty(), "p", "0", 1);

    assertThat(named.isOf("a", "p")).isTrue();
    assertThat(named.isOf("b", "p")).isFalse();
    assertThat(named.isOf("a", "q")).isFalse();
    assertThat(anonymous.isOf("b", "p")).isTrue();
  }
}
