package ai.silogen.kaiwo.sandbox.engines;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineConfigException;
import ai.silogen.kaiwo.enginesim.config.EngineFlavor;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelPodEnginesTest {

  @Test
  void onlyModelServerPodsAreClaimed() {
    assertThat(ModelPodEngines.config(pod(null, "server", List.of(), List.of()), Map.of()))
        .isEmpty();
    assertThat(ModelPodEngines.config(pod("m", "main", List.of(), List.of()), Map.of())).isEmpty();
    assertThat(ModelPodEngines.config(pod("m", "server", List.of(), List.of()), Map.of()))
        .isPresent();
  }

  @Test
  void vllmArgumentsConfigureTheEngine() {
    EngineConfig config =
        ModelPodEngines.config(
                pod(
                    "m",
                    "server",
                    List.of(
                        "--model=org/model",
                        "--served-model-name=m",
                        "--max-num-seqs=7",
                        "--enable-lora"),
                    List.of(new EnvVar("SIM_PROFILE", "zero-latency", null))),
                Map.of())
            .orElseThrow();

    assertThat(config.servedModelNames()).containsExactly("m");
    assertThat(config.maxNumSeqs()).isEqualTo(7);
    assertThat(config.loraEnabled()).isTrue();
    assertThat(config.host()).isEqualTo("127.0.0.1");
    assertThat(config.port()).isZero();
  }

  @Test
  void enginesWithoutAServedNameAnswerToTheModel() {
    EngineConfig config =
        ModelPodEngines.config(
                pod(
                    "my-ollama",
                    "server",
                    List.of(),
                    List.of(new EnvVar("OLLAMA_HOST", "0.0.0.0:8000", null))),
                Map.of())
            .orElseThrow();

    assertThat(config.flavor()).isEqualTo(EngineFlavor.OLLAMA);
    assertThat(config.servedModelNames()).containsExactly("my-ollama");
  }

  @Test
  void podEnvironmentWinsOverDefaultsAndSecretsAreSkipped() {
    EnvVar secret =
        new EnvVarBuilder()
            .withName("SIM_TIME_SCALE")
            .withNewValueFrom()
            .withNewSecretKeyRef("k", "s", true)
            .endValueFrom()
            .build();
    EngineConfig config =
        ModelPodEngines.config(
                pod(
                    "m",
                    "server",
                    List.of(),
                    List.of(new EnvVar("SIM_MAX_NUM_SEQS", "3", null), secret)),
                Map.of("SIM_MAX_NUM_SEQS", "9", "SIM_TIME_SCALE", "0.5"))
            .orElseThrow();

    assertThat(config.maxNumSeqs()).isEqualTo(3);
    assertThat(config.timeScale()).isEqualTo(0.5);
  }

  @Test
  void invalidSettingsNameTheirKey() {
    assertThatThrownBy(
            () ->
                ModelPodEngines.config(
                    pod("m", "server", List.of("--max-num-seqs=lots"), List.of()), Map.of()))
        .isInstanceOf(EngineConfigException.class)
        .hasMessageContaining("--max-num-seqs");
  }

  private static Pod pod(String model, String container, List<String> args, List<EnvVar> env) {
    PodBuilder pod =
        new PodBuilder()
            .withNewMetadata()
            .withName("p")
            .withNamespace("ns")
            .endMetadata()
            .withNewSpec()
            .addNewContainer()
            .withName(container)
            .withArgs(args)
            .withEnv(env)
            .endContainer()
            .endSpec();
    if (model != null) {
      pod.editMetadata().addToLabels("model", model).endMetadata();
    }
    return pod.build();
  }
}
