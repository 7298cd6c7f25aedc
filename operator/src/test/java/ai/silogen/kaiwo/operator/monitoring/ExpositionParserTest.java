package ai.silogen.kaiwo.operator.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ExpositionParserTest {

  @Test
  void readsLabelsAndValuesOfTheChosenMetricsOnly() {
    String text =
        """
        # HELP gpu_gfx_activity GPU activity
        # TYPE gpu_gfx_activity gauge
        gpu_gfx_activity{gpu_id="0",pod="a",namespace="ns",container="c"} 42.5
        gpu_gfx_activity{gpu_id="1",pod="a \\"quoted\\"",namespace="ns"} 7 1700000000000
        DCGM_FI_DEV_GPU_UTIL{gpu="3",exported_pod="b"} 99
        other_metric{pod="a"} 1
        broken{pod= 3
        """;

    List<Sample> samples = ExpositionParser.parse(text, GpuReading.METRICS);

    assertThat(samples)
        .containsExactly(
            new Sample(
                "gpu_gfx_activity",
                Map.of("gpu_id", "0", "pod", "a", "namespace", "ns", "container", "c"),
                42.5),
            new Sample(
                "gpu_gfx_activity",
                Map.of("gpu_id", "1", "pod", "a \"quoted\"", "namespace", "ns"),
                7),
            new Sample("DCGM_FI_DEV_GPU_UTIL", Map.of("gpu", "3", "exported_pod", "b"), 99));
  }

  @Test
  void skipsMalformedLines() {
    assertThat(
            ExpositionParser.parse(
                "gpu_gfx_activity{pod=\"x\" 3\ngpu_gfx_activity x\n", Set.of("gpu_gfx_activity")))
        .isEmpty();
  }
}
