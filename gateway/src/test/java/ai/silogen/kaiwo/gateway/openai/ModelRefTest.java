package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ModelRefTest {

  /** KubeAI's {@code TestSplitModelAdapter}. */
  @ParameterizedTest
  @CsvSource(
      value = {
        "'', '', ''",
        "my-model, my-model, ''",
        "my-model_my-adapter, my-model, my-adapter",
        "my-model_my-adapter_extra, my-model, my-adapter_extra",
        "my-model_, my-model, ''"
      })
  void splitsOnTheFirstUnderscore(String input, String model, String adapter) {
    assertThat(ModelRef.splitModelAdapter(input)).containsExactly(model, adapter);
  }

  @Test
  void mergesLikeKubeAi() {
    assertThat(ModelRef.mergeModelAdapter("my-model", "")).isEqualTo("my-model");
    assertThat(ModelRef.mergeModelAdapter("my-model", "my-adapter"))
        .isEqualTo("my-model_my-adapter");
  }

  @Test
  void parsesDefaultNamespaceOtherNamespaceAndAdapter() {
    assertThat(ModelRef.parse("llama", "kaiwo")).isEqualTo(new ModelRef("kaiwo", "llama", ""));
    assertThat(ModelRef.parse("team-a/llama", "kaiwo"))
        .isEqualTo(new ModelRef("team-a", "llama", ""));
    assertThat(ModelRef.parse("team-a/llama_sql_v2", "kaiwo"))
        .isEqualTo(new ModelRef("team-a", "llama", "sql_v2"));
  }

  @Test
  void forwardsTheAdapterOrTheBareModelName() {
    assertThat(ModelRef.parse("team-a/llama_sql", "kaiwo").forwardedModel()).isEqualTo("sql");
    assertThat(ModelRef.parse("team-a/llama", "kaiwo").forwardedModel()).isEqualTo("llama");
    assertThat(ModelRef.parse("llama_", "kaiwo").forwardedModel()).isEqualTo("llama");
  }

  @Test
  void publicIdsCarryTheNamespaceOnlyOutsideTheDefault() {
    assertThat(new ModelRef("kaiwo", "llama", "sql").publicId("kaiwo")).isEqualTo("llama_sql");
    assertThat(new ModelRef("team-a", "llama", "").publicId("kaiwo")).isEqualTo("team-a/llama");
    assertThat(new ModelRef("team-a", "llama", "").modelKey()).isEqualTo("team-a/llama");
  }

  @Test
  void rejectsIdsThatCannotNameAModel() {
    assertThatThrownBy(() -> ModelRef.parse("", "kaiwo"))
        .isInstanceOfSatisfying(OpenAiError.class, e -> assertThat(e.status()).isEqualTo(400));
    for (String bad : new String[] {"a/b/c", "/llama", "team-a/", "_adapter", "ns/_adapter"}) {
      assertThatThrownBy(() -> ModelRef.parse(bad, "kaiwo"))
          .as(bad)
          .isInstanceOfSatisfying(
              OpenAiError.class,
              e -> {
                assertThat(e.status()).isEqualTo(404);
                assertThat(e.getMessage()).isEqualTo("model not found: \"" + bad + "\"");
              });
    }
  }
}
