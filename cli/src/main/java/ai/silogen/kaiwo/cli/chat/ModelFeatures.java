package ai.silogen.kaiwo.cli.chat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.StreamSupport;

/**
 * What a model served by the gateway can do, read from the gateway's {@code GET /v1/models}, which
 * lists each model's {@code features}. A chat request for a model without {@code TextGeneration}
 * reaches a server that has no chat endpoint and answers a bare 404; this says why instead.
 */
final class ModelFeatures {

  /** The features to ask {@code /v1/models} for (it lists only TextGeneration by default). */
  static final List<String> ALL =
      List.of("TextGeneration", "TextEmbedding", "Reranking", "SpeechToText");

  private static final Map<String, String> ENDPOINTS =
      Map.of(
          "TextEmbedding", "/v1/embeddings",
          "Reranking", "/v1/rerank",
          "SpeechToText", "/v1/audio/transcriptions");

  private ModelFeatures() {}

  /** The features listed for {@code id} in a {@code /v1/models} answer, if it lists {@code id}. */
  static Optional<List<String>> listed(JsonNode models, String id) {
    return StreamSupport.stream(models.path("data").spliterator(), false)
        .filter(entry -> id.equals(entry.path("id").asText()))
        .findFirst()
        .map(
            entry ->
                StreamSupport.stream(entry.path("features").spliterator(), false)
                    .map(JsonNode::asText)
                    .toList());
  }

  /** Why {@code model} cannot chat, when its {@code features} lack text generation. */
  static Optional<String> chatRefusal(String model, List<String> features) {
    if (features.contains("TextGeneration")) {
      return Optional.empty();
    }
    String endpoint =
        features.stream()
            .map(ENDPOINTS::get)
            .filter(e -> e != null)
            .findFirst()
            .map(e -> "; use the " + e + " endpoint")
            .orElse("");
    return Optional.of(
        "model "
            + model
            + " does not serve chat (features: "
            + (features.isEmpty() ? "none" : String.join(", ", features))
            + ")"
            + endpoint);
  }
}
