package ai.silogen.kaiwo.gateway.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.discovery.ModelScaling;
import ai.silogen.kaiwo.gateway.openai.ClientView;
import ai.silogen.kaiwo.gateway.openai.LabelSelector;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.proxy.TestModels;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which Models {@code /v1/models} lists, from plain catalog entries. */
class ModelListingTest {
  private static final ClientView EVERY_NAMESPACE = new ClientView("default", namespace -> true);

  @Test
  void refusesAFeatureThatDoesNotExistNamingTheValidOnes() {
    assertThatThrownBy(
            () -> ModelListing.wantedFeatures(List.of("TextGeneration", "textembedding")))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            error -> {
              assertThat(error.status()).isEqualTo(400);
              assertThat(error.param()).isEqualTo("feature");
            })
        .hasMessage(
            "unknown feature \"textembedding\" in the query; valid features: TextGeneration,"
                + " TextEmbedding, Reranking, SpeechToText");
  }

  @Test
  void listsOnlyTextGenerationModelsWithoutAFeature() {
    assertThat(ModelListing.wantedFeatures(List.of())).containsExactly("TextGeneration");
    assertThat(ModelListing.wantedFeatures(List.of("SpeechToText", "Reranking")))
        .containsExactlyInAnyOrder("SpeechToText", "Reranking");
  }

  /** A request for it says why it cannot be served; hidden, it would read as a typo (404). */
  @Test
  void listsAModelTheOperatorFoundInvalid() {
    ModelInfo model =
        TestModels.model("default", "broken", Set.of(), Map.of(), List.of("TextGeneration"), 0);
    ModelScaling scaling = model.scaling();
    ModelInfo invalid =
        model.withScaling(
            new ModelScaling(
                false,
                0,
                0,
                scaling.target(),
                Optional.empty(),
                Optional.of("InvalidResourceProfile: resource profile \"tpu-v9\" not found")));

    assertThat(
            ModelListing.entries(
                    List.of(invalid), EVERY_NAMESPACE, List.of(), LabelSelector.EVERYTHING)
                .stream()
                .map(ModelListing.Entry::id))
        .containsExactly("broken");
  }
}
