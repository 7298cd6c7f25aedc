package ai.silogen.kaiwo.enginesim.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class EngineConfigTest {

  @Test
  void builderAppliesProfilesAndValidates() {
    EngineConfig config =
        EngineConfig.builder(EngineProfile.ZERO_LATENCY).servedModelName("m").build();

    assertThat(config.latency()).isEqualTo(LatencyParams.ZERO);
    assertThat(config.prefixCaching()).isFalse();
    assertThat(config.modelPath()).isEqualTo("m");
    assertThatThrownBy(() -> EngineConfig.builder().maxNumSeqs(0).build())
        .isInstanceOf(EngineConfigException.class)
        .hasMessageStartingWith("maxNumSeqs:");
    assertThatThrownBy(() -> EngineConfig.builder().startupDelay(Duration.ofSeconds(-1)).build())
        .hasMessageStartingWith("startupDelay:");
  }

  @Test
  void toBuilderKeepsEveryValue() {
    EngineConfig original =
        EngineConfig.builder(EngineProfile.EDGE_3B_L40S)
            .servedModelName("m")
            .modelPath("/models/m")
            .port(1234)
            .timeScale(0.5)
            .jitter(true)
            .seed(7)
            .build();

    assertThat(original.toBuilder().build()).isEqualTo(original);
  }

  @Test
  void defaultedModelPathFollowsARenamedModel() {
    EngineConfig renamed =
        EngineConfig.builder().servedModelName("a").build().toBuilder()
            .servedModelName("b")
            .build();

    assertThat(renamed.modelPath()).isEqualTo("b");
  }
}
