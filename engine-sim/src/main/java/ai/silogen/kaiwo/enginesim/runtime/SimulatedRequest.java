package ai.silogen.kaiwo.enginesim.runtime;

/**
 * What the engine needs to know about one request, independent of its HTTP shape.
 *
 * @param prompt the rendered prompt text; its full blocks are looked up in the prefix cache
 * @param promptTokens prompt length in tokens
 * @param outputTokens tokens to generate (0 for embeddings and rerank: prefill only)
 * @param outputSeed seed of the generated words
 * @param lora adapter the request runs with, or {@code null} for the base model
 * @param prefixCacheable whether the request uses the prefix cache (text generation does)
 * @param stopsAtLength whether the output length was the client's {@code max_tokens}
 */
public record SimulatedRequest(
    String prompt,
    int promptTokens,
    int outputTokens,
    long outputSeed,
    String lora,
    boolean prefixCacheable,
    boolean stopsAtLength) {

  public SimulatedRequest {
    if (promptTokens < 0 || outputTokens < 0) {
      throw new IllegalArgumentException("token counts must be >= 0");
    }
  }
}
