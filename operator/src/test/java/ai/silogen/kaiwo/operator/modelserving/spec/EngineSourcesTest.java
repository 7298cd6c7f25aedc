package ai.silogen.kaiwo.operator.modelserving.spec;

import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.config;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.model;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which engine loads which URL: mismatches whose pods could never start are refused. */
class EngineSourcesTest {

  /** Every pairing that KubeAI's engines serve, and that the CRD's rules let through. */
  @ParameterizedTest(name = "{0} loads {1} (cacheProfile: {2})")
  @CsvSource({
    "OLLAMA, ollama://qwen2.5:0.5b, false",
    "OLLAMA, pvc://models?model=qwen2:0.5b, false",
    "VLLM, hf://Qwen/Qwen2.5, false",
    "VLLM, pvc://models/qwen, false",
    "VLLM, s3://bucket/model, false",
    "VLLM, hf://Qwen/Qwen2.5, true",
    "VLLM, s3://bucket/model, true",
    "VLLM, gs://bucket/model, true",
    "VLLM, oss://bucket/model, true",
    "FASTER_WHISPER, hf://Systran/faster-whisper-medium.en, false",
    "FASTER_WHISPER, pvc://models/whisper, false",
    "FASTER_WHISPER, s3://bucket/whisper, true",
    "INFINITY, hf://BAAI/bge-small-en-v1.5, false",
    "INFINITY, hf://BAAI/bge-small-en-v1.5, true",
    "INFINITY, s3://bucket/model, true",
    "INFINITY, oss://bucket/model, true",
  })
  void acceptsWhatTheEngineLoads(ModelEngine engine, String url, boolean cached) {
    assertThatCode(() -> EngineSources.check(engine, ModelUrl.parse(url), cached))
        .doesNotThrowAnyException();
  }

  @ParameterizedTest(name = "{0} cannot load {1} (cacheProfile: {2})")
  @CsvSource(
      delimiter = '|',
      value = {
        "VLLM | ollama://qwen2.5:0.5b | false | spec.url 'ollama://qwen2.5:0.5b' cannot be loaded"
            + " by engine VLLM: it takes hf://, pvc:// and s3:// URLs, and gs:// and oss:// with a"
            + " cacheProfile; ollama:// is for engine OLlama",
        "OLLAMA | hf://Qwen/Qwen2.5 | false | spec.url 'hf://Qwen/Qwen2.5' cannot be loaded by"
            + " engine OLlama: it takes ollama:// and pvc:// URLs, without a cacheProfile",
        "OLLAMA | hf://Qwen/Qwen2.5 | true | spec.url 'hf://Qwen/Qwen2.5' cannot be loaded by"
            + " engine OLlama with a cacheProfile: it takes ollama:// and pvc:// URLs, without a"
            + " cacheProfile",
        "INFINITY | s3://b/m | false | spec.url 's3://b/m' cannot be loaded by engine Infinity:"
            + " it takes hf:// and pvc:// URLs, and s3://, gs:// and oss:// with a cacheProfile",
        "FASTER_WHISPER | ollama://whisper | false | spec.url 'ollama://whisper' cannot be loaded"
            + " by engine FasterWhisper: it takes hf:// and pvc:// URLs, and s3://, gs:// and"
            + " oss:// with a cacheProfile; ollama:// is for engine OLlama",
      })
  void refusesWhatTheEngineCannotLoad(
      ModelEngine engine, String url, boolean cached, String message) {
    assertThatThrownBy(() -> EngineSources.check(engine, ModelUrl.parse(url), cached))
        .isInstanceOfSatisfying(
            InvalidModelException.class, e -> assertThat(e.reason()).isEqualTo(Reason.InvalidURL))
        .hasMessage(message);
  }

  @Test
  void theResolverRefusesAMismatchAsAnInvalidUrl() {
    assertThatThrownBy(
            () ->
                ModelResolver.resolve(
                    model("VLLM", "ollama://qwen2.5:0.5b", "cpu:1"),
                    config(),
                    NamespaceDefaults.none("default")))
        .hasMessageStartingWith("spec.url 'ollama://qwen2.5:0.5b' cannot be loaded by engine VLLM")
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.InvalidURL);
  }
}
