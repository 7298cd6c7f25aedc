package ai.silogen.kaiwo.enginesim.config;

/** The groups of HTTP endpoints a simulated engine may serve, beyond health, models and metrics. */
public enum Endpoint {
  /** {@code POST /v1/chat/completions}. */
  CHAT_COMPLETIONS,
  /** {@code POST /v1/completions}. */
  COMPLETIONS,
  /** {@code POST /v1/embeddings}. */
  EMBEDDINGS,
  /** {@code POST /v1/rerank}. */
  RERANK,
  /** {@code POST /v1/audio/transcriptions}. */
  TRANSCRIPTIONS,
  /**
   * vLLM's runtime LoRA API: {@code POST /v1/load_lora_adapter} and {@code
   * /v1/unload_lora_adapter}.
   */
  LORA_ADMIN
}
