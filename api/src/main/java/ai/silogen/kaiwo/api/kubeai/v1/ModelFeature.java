package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonProperty;

/** API capabilities of a model; they decide which OpenAI endpoints list it. */
public enum ModelFeature {
  /** Chat and text completions. */
  @JsonProperty("TextGeneration")
  TEXT_GENERATION,
  /** Embeddings. */
  @JsonProperty("TextEmbedding")
  TEXT_EMBEDDING,
  /** Document reranking. */
  @JsonProperty("Reranking")
  RERANKING,
  /** Audio transcription. */
  @JsonProperty("SpeechToText")
  SPEECH_TO_TEXT
}
