package ai.silogen.kaiwo.cli.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelFeaturesTest {

  @Test
  void findsTheFeaturesOfAListedModel() throws Exception {
    JsonNode listing =
        new ObjectMapper()
            .readTree(
                """
                {"object": "list", "data": [
                  {"id": "qwen", "object": "model", "features": ["TextGeneration"]},
                  {"id": "bge", "object": "model", "features": ["TextEmbedding", "Reranking"]}
                ]}
                """);

    assertThat(ModelFeatures.listed(listing, "bge"))
        .contains(List.of("TextEmbedding", "Reranking"));
    assertThat(ModelFeatures.listed(listing, "qwen")).contains(List.of("TextGeneration"));
    assertThat(ModelFeatures.listed(listing, "nope")).isEmpty();
  }

  @Test
  void refusesChatOnlyWithoutTextGeneration() {
    assertThat(ModelFeatures.chatRefusal("team-a/bge", List.of("TextEmbedding", "Reranking")))
        .contains(
            "model team-a/bge does not serve chat (features: TextEmbedding, Reranking); use the"
                + " /v1/embeddings endpoint");
    assertThat(ModelFeatures.chatRefusal("whisper", List.of("SpeechToText")))
        .hasValueSatisfying(
            m -> assertThat(m).endsWith("use the /v1/audio/transcriptions endpoint"));
    assertThat(ModelFeatures.chatRefusal("odd", List.of()))
        .contains("model odd does not serve chat (features: none)");
    assertThat(ModelFeatures.chatRefusal("qwen", List.of("TextGeneration", "TextEmbedding")))
        .isEmpty();
  }
}
