package ai.silogen.kaiwo.sandbox.gpumetrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class GpuMetricsTest {
  private static final OptionalDouble UNKNOWN = OptionalDouble.empty();
  private static final Instant NOW = Instant.parse("2026-01-01T10:00:00Z");

  @Test
  void runningGpuPodsGetOneSamplePerGpuInTheirVendorsFormat() {
    Pod amd = pod("train-0", "Running", "amd.com/gpu", 2, Map.of(GpuMetrics.UTILIZATION, "85"));
    Pod nvidia =
        pod("serve-0", "Running", "nvidia.com/gpu", 1, Map.of(GpuMetrics.UTILIZATION, "7.5"));

    String text = GpuMetrics.exposition(List.of(amd, nvidia), NOW, GpuLoad.UNKNOWN);

    assertThat(text)
        .contains("# TYPE gpu_gfx_activity gauge\n")
        .contains(
            "gpu_gfx_activity{gpu_id=\"0\",pod=\"train-0\",namespace=\"ml\",container=\"main\"} 85.0\n")
        .contains(
            "gpu_gfx_activity{gpu_id=\"1\",pod=\"train-0\",namespace=\"ml\",container=\"main\"} 85.0\n")
        .contains("# TYPE DCGM_FI_DEV_GPU_UTIL gauge\n")
        .contains(
            "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\",pod=\"serve-0\",namespace=\"ml\",container=\"main\"} 7.5\n");
  }

  @Test
  void podsWithoutGpusOrNotRunningAreLeftOut() {
    String text =
        GpuMetrics.exposition(
            List.of(
                pod("cpu-only", "Running", "cpu", 2, Map.of()),
                pod("done", "Succeeded", "amd.com/gpu", 8, Map.of()),
                pod("waiting", "Pending", "amd.com/gpu", 8, Map.of())),
            NOW,
            GpuLoad.UNKNOWN);

    assertThat(text.lines().filter(line -> !line.startsWith("#"))).isEmpty();
  }

  @Test
  void withoutTheAnnotationUtilisationMovesBetween40And100PerGpu() {
    Pod pod = pod("train-0", "Running", "amd.com/gpu", 8, Map.of());
    for (int gpu = 0; gpu < 8; gpu++) {
      for (int second = 0; second < 120; second += 7) {
        assertThat(GpuMetrics.utilization(pod, gpu, NOW.plusSeconds(second), UNKNOWN))
            .isBetween(40.0, 100.0);
      }
    }
    assertThat(GpuMetrics.utilization(pod, 0, NOW, UNKNOWN))
        .isNotEqualTo(GpuMetrics.utilization(pod, 0, NOW.plus(Duration.ofSeconds(30)), UNKNOWN));
  }

  @Test
  void aModelServersUtilisationFollowsItsBatchAndIsZeroWhenIdle() {
    Pod idle = pod("idle", "Running", "amd.com/gpu", 2, Map.of());
    Pod busy = pod("busy", "Running", "nvidia.com/gpu", 1, Map.of());
    Pod fixed = pod("fixed", "Running", "nvidia.com/gpu", 1, Map.of(GpuMetrics.UTILIZATION, "12"));
    GpuLoad load =
        pod ->
            switch (pod.getMetadata().getName()) {
              case "idle" -> OptionalDouble.of(0);
              case "busy" -> OptionalDouble.of(0.25);
              default -> OptionalDouble.of(1);
            };

    String text = GpuMetrics.exposition(List.of(idle, busy, fixed), NOW, load);

    assertThat(text)
        .contains(
            "gpu_gfx_activity{gpu_id=\"0\",pod=\"idle\",namespace=\"ml\",container=\"main\"} 0.0\n")
        .contains(
            "gpu_gfx_activity{gpu_id=\"1\",pod=\"idle\",namespace=\"ml\",container=\"main\"} 0.0\n")
        .contains(
            "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\",pod=\"busy\",namespace=\"ml\",container=\"main\"} 62.5\n")
        .contains(
            "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\",pod=\"fixed\",namespace=\"ml\",container=\"main\"} 12.0\n");
    assertThat(GpuMetrics.utilization(busy, 0, NOW, OptionalDouble.of(1))).isEqualTo(100.0);
  }

  private static Pod pod(
      String name, String phase, String resource, int count, Map<String, String> annotations) {
    return new PodBuilder()
        .withNewMetadata()
        .withName(name)
        .withNamespace("ml")
        .withUid("uid-" + name)
        .withAnnotations(annotations)
        .endMetadata()
        .withNewSpec()
        .addNewContainer()
        .withName("main")
        .withNewResources()
        .withLimits(Map.of(resource, new Quantity(Integer.toString(count))))
        .endResources()
        .endContainer()
        .endSpec()
        .withNewStatus()
        .withPhase(phase)
        .endStatus()
        .build();
  }
}
