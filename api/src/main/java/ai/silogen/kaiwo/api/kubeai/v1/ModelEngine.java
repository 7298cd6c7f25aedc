package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Inference server that serves a model. */
public enum ModelEngine {
  /** Ollama. */
  @JsonProperty("OLlama")
  OLLAMA,
  /** vLLM. */
  @JsonProperty("VLLM")
  VLLM,
  /** faster-whisper-server. */
  @JsonProperty("FasterWhisper")
  FASTER_WHISPER,
  /** Infinity embedding server. */
  @JsonProperty("Infinity")
  INFINITY
}
