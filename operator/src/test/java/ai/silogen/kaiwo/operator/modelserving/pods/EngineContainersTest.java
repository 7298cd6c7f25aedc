package ai.silogen.kaiwo.operator.modelserving.pods;

import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.build;
import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.env;
import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.server;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.model;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Probe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code server} container of each engine (KubeAI's engine table). */
class EngineContainersTest {

  @Test
  void vllmServesTheModelUnderItsName() throws Exception {
    Container server =
        server(
            build(
                    vllm(
                        "hf://org/model",
                        "cpu:1",
                        "args: [--max-model-len=4096]",
                        "env: {B: b, A: a}"))
                .pod());

    assertThat(server.getCommand())
        .containsExactly("python3", "-m", "vllm.entrypoints.openai.api_server");
    assertThat(server.getArgs())
        .containsExactly("--model=org/model", "--served-model-name=m", "--max-model-len=4096");
    assertThat(env(server))
        .containsExactly(
            Map.entry("HF_TOKEN", "secret:hf-creds/token"),
            Map.entry("A", "a"),
            Map.entry("B", "b"));
    assertThat(server.getPorts())
        .singleElement()
        .satisfies(p -> assertThat(p.getContainerPort()).isEqualTo(8000))
        .satisfies(p -> assertThat(p.getName()).isEqualTo("http"));
    assertProbe(server.getStartupProbe(), "/health", 2, 2, 5400);
    assertProbe(server.getReadinessProbe(), "/health", 10, 2, 3);
    assertProbe(server.getLivenessProbe(), "/health", 30, 3, 3);
  }

  @Test
  void vllmStreamsS3WithoutACache() throws Exception {
    Container server = server(build(vllm("s3://bucket/model", "cpu:1", "args: [--x]")).pod());

    assertThat(server.getArgs())
        .containsExactly(
            "--model=s3://bucket/model",
            "--served-model-name=m",
            "--load-format=runai_streamer",
            "--x");
    assertThat(env(server))
        .containsEntry("AWS_ACCESS_KEY_ID", "secret:aws-creds/accessKeyID")
        .containsEntry("AWS_SECRET_ACCESS_KEY", "secret:aws-creds/secretAccessKey");
  }

  @Test
  void vllmWithAdaptersEnablesRuntimeLora() throws Exception {
    Container server =
        server(
            build(vllm("hf://org/model", "cpu:1", "adapters: [{name: a, url: \"hf://org/a\"}]"))
                .pod());

    assertThat(server.getArgs()).endsWith("--enable-lora");
    assertThat(env(server)).containsEntry("VLLM_ALLOW_RUNTIME_LORA_UPDATING", "True");
  }

  @Test
  void modelEnvOverridesEngineEnvInPlace() throws Exception {
    Container server =
        server(build(model("OLlama", "ollama://q", "cpu:1", "env: {OLLAMA_KEEP_ALIVE: 5m}")).pod());

    assertThat(env(server))
        .containsExactly(
            Map.entry("OLLAMA_HOST", "0.0.0.0:8000"), Map.entry("OLLAMA_KEEP_ALIVE", "5m"));
  }

  @Test
  void ollamaProbesWithItsStartupScript() throws Exception {
    Container server =
        server(build(model("OLlama", "ollama://qwen2:0.5b", "cpu:1", "args: [--verbose]")).pod());

    assertThat(server.getCommand()).isEmpty();
    assertThat(server.getArgs()).containsExactly("--verbose");
    assertThat(server.getStartupProbe().getExec().getCommand())
        .containsExactly(
            "bash",
            "-c",
            "/bin/ollama pull qwen2:0.5b && /bin/ollama cp qwen2:0.5b m && /bin/ollama run m hi");
    assertThat(server.getStartupProbe().getTimeoutSeconds()).isEqualTo(10800);
    assertProbe(server.getReadinessProbe(), "/", 10, 2, 3);
    assertThat(server.getLivenessProbe().getInitialDelaySeconds()).isEqualTo(900);
  }

  @Test
  void ollamaFromAClaimReadsModelsThere() throws Exception {
    var pod = build(model("OLlama", "pvc://models/ollama?model=qwen:0.5b", "cpu:1")).pod();

    assertThat(env(server(pod))).containsEntry("OLLAMA_MODELS", "/model");
    assertThat(server(pod).getVolumeMounts())
        .anySatisfy(
            m -> {
              assertThat(m.getMountPath()).isEqualTo("/model");
              assertThat(m.getSubPath()).isEqualTo("ollama");
            });
    assertThat(pod.getSpec().getVolumes())
        .filteredOn(v -> v.getPersistentVolumeClaim() != null)
        .extracting(v -> v.getPersistentVolumeClaim().getClaimName())
        .containsExactly("models");
  }

  @Test
  void fasterWhisperLoadsFromItsEnvironment() throws Exception {
    Container server =
        server(build(model("FasterWhisper", "hf://Systran/faster-whisper-small", "cpu:1")).pod());

    assertThat(env(server))
        .containsEntry("WHISPER__MODEL", "Systran/faster-whisper-small")
        .containsEntry("ENABLE_UI", "false");
    assertThat(server.getStartupProbe().getFailureThreshold()).isEqualTo(900);
  }

  @Test
  void infinityRunsV2WithItsEnvironment() throws Exception {
    Container server =
        server(
            build(model("Infinity", "hf://BAAI/bge-small", "cpu:1", "args: [--batch-size=8]"))
                .pod());

    assertThat(server.getArgs()).containsExactly("v2", "--batch-size=8");
    assertThat(env(server))
        .containsEntry("INFINITY_MODEL_ID", "BAAI/bge-small")
        .containsEntry("INFINITY_SERVED_MODEL_NAME", "m")
        .containsEntry("INFINITY_URL_PREFIX", "/v1")
        .containsEntry("INFINITY_ENGINE", "torch")
        .containsEntry("INFINITY_PORT", "8000");
    assertThat(server.getStartupProbe().getFailureThreshold()).isEqualTo(600);
  }

  private static void assertProbe(Probe probe, String path, int period, int timeout, int failures) {
    assertThat(probe.getHttpGet().getPath()).isEqualTo(path);
    assertThat(probe.getHttpGet().getPort().getStrVal()).isEqualTo("http");
    assertThat(probe.getPeriodSeconds()).isEqualTo(period);
    assertThat(probe.getTimeoutSeconds()).isEqualTo(timeout);
    assertThat(probe.getFailureThreshold()).isEqualTo(failures);
  }
}
