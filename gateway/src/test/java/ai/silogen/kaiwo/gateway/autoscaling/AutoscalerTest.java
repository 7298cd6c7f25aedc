package ai.silogen.kaiwo.gateway.autoscaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AutoscalerTest {
  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  private static final ScalingTarget TARGET_1 =
      new ScalingTarget(0, null, 1, Duration.ofSeconds(30));

  @Test
  void ticksEveryObservedModelAndForgetsTheOthers() {
    Autoscaler autoscaler =
        new Autoscaler(new KubeAiScalingPolicy(Duration.ofSeconds(1), Duration.ofSeconds(1)));

    Map<String, ScalingDecision> first =
        autoscaler.tick(
            T0,
            Map.of(
                "a", new ScalingObservation(2, 0, 0, TARGET_1),
                "b", new ScalingObservation(0, 0, 0, TARGET_1)));
    Map<String, ScalingDecision> second =
        autoscaler.tick(T0.plusSeconds(1), Map.of("a", new ScalingObservation(3, 2, 2, TARGET_1)));

    assertThat(first.get("a").desiredReplicas()).isEqualTo(2);
    assertThat(first.get("a").changesReplicas()).isTrue();
    assertThat(first.get("b").changesReplicas()).isFalse();
    assertThat(second.get("a").desiredReplicas()).isEqualTo(3);
    assertThat(autoscaler.state("b")).isNull();
    assertThat(autoscaler.snapshot().models()).containsOnlyKeys("a");
  }

  /** KubeAI's autoscaler_state_test: 2 active, target 1 → 2 replicas, state saved. */
  @Test
  void snapshotUsesKubeAisFormat() throws Exception {
    Autoscaler autoscaler =
        new Autoscaler(new KubeAiScalingPolicy(Duration.ofSeconds(1), Duration.ofSeconds(1)));
    autoscaler.tick(T0, Map.of("m", new ScalingObservation(2, 0, 0, TARGET_1)));

    String json = autoscaler.snapshot().toJson();

    var tree = new ObjectMapper().readTree(json);
    assertThat(tree.at("/models/m/averageActiveRequests").asDouble()).isEqualTo(2.0);
    assertThat(tree.at("/lastCalculationTime").asText()).isEqualTo("2026-01-01T00:00:00Z");
    assertThat(tree.at("/models/m/panicSince").isMissingNode()).isTrue();
  }

  @Test
  void restoresAKubeAiDocumentWithNanosecondsAndAnOffset() {
    String kubeAi =
        "{\"models\":{\"llama\":{\"averageActiveRequests\":250.5},\"qwen\":{\"averageActiveRequests\":0}},"
            + "\"lastCalculationTime\":\"2026-01-01T01:00:00.123456789+01:00\",\"future\":1}";
    Autoscaler autoscaler = new Autoscaler(KubeAiScalingPolicy.defaults());

    autoscaler.restore(AutoscalerStateDocument.fromJson(kubeAi), T0);

    assertThat(autoscaler.state("llama").averageActiveRequests()).isEqualTo(250.5);
    assertThat(autoscaler.snapshot().lastCalculationTime())
        .isEqualTo(Instant.parse("2026-01-01T00:00:00.123456789Z"));
  }

  @Test
  void fastModeStateRoundTrips() {
    Autoscaler autoscaler = new Autoscaler(FastScalingPolicy.defaults());
    autoscaler.tick(T0, Map.of("m", new ScalingObservation(900, 1, 1, ScalingTarget.defaults())));
    AutoscalerStateDocument saved = autoscaler.snapshot();

    AutoscalerStateDocument read = AutoscalerStateDocument.fromJson(saved.toJson());
    Autoscaler restarted = new Autoscaler(FastScalingPolicy.defaults());
    restarted.restore(read, T0.plusSeconds(5));

    assertThat(read).isEqualTo(saved);
    assertThat(read.models().get("m").panicSince()).isEqualTo(T0);
    assertThat(read.models().get("m").maxPanicReplicas()).isEqualTo(9);
    assertThat(((FastScalingState) restarted.state("m")).panicking()).isTrue();
    assertThat(restarted.state("m").averageActiveRequests()).isEqualTo(900);
  }

  @Test
  void anInvalidDocumentIsReportedNotIgnored() {
    assertThatThrownBy(() -> AutoscalerStateDocument.fromJson("{\"models\": 3"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("invalid autoscaler state document");
    assertThat(AutoscalerStateDocument.fromJson("{}").models()).isEmpty();
  }
}
