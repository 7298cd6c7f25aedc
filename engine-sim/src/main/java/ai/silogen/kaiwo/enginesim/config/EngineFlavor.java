package ai.silogen.kaiwo.enginesim.config;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The model server a simulator stands in for. Flavours differ only where the real servers' OpenAI
 * surfaces differ: which endpoints exist and how {@code /v1/models} names the owner.
 */
public enum EngineFlavor {
  VLLM("vllm", EnumSet.allOf(Endpoint.class)),
  OLLAMA(
      "ollama", EnumSet.of(Endpoint.CHAT_COMPLETIONS, Endpoint.COMPLETIONS, Endpoint.EMBEDDINGS)),
  INFINITY("infinity", EnumSet.of(Endpoint.EMBEDDINGS, Endpoint.RERANK)),
  FASTER_WHISPER("fasterwhisper", EnumSet.of(Endpoint.TRANSCRIPTIONS));

  private final String id;
  private final Set<Endpoint> endpoints;

  EngineFlavor(String id, Set<Endpoint> endpoints) {
    this.id = id;
    this.endpoints = endpoints;
  }

  /** Lower-case identifier, also used as {@code owned_by} in {@code /v1/models}. */
  public String id() {
    return id;
  }

  /** Whether the real server of this flavour has the endpoint at all. */
  public boolean serves(Endpoint endpoint) {
    return endpoints.contains(endpoint);
  }

  /**
   * Parses a flavour name case-insensitively, ignoring {@code -} and {@code _}, so the Model CRD's
   * spellings ({@code VLLM}, {@code OLlama}, {@code FasterWhisper}, {@code Infinity}) all work.
   *
   * @throws IllegalArgumentException naming the accepted values
   */
  public static EngineFlavor parse(String value) {
    String normalized = value.trim().toLowerCase(Locale.ROOT).replace("-", "").replace("_", "");
    for (EngineFlavor flavor : values()) {
      if (flavor.id.equals(normalized)) {
        return flavor;
      }
    }
    throw new IllegalArgumentException(
        "unknown engine '" + value + "' (expected vllm, ollama, infinity or fasterwhisper)");
  }
}
