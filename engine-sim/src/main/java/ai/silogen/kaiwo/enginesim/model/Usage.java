package ai.silogen.kaiwo.enginesim.model;

/**
 * Token accounting of one finished request, as reported in OpenAI's {@code usage}.
 *
 * @param promptTokens tokens of the prompt
 * @param completionTokens tokens generated
 * @param cachedTokens prompt tokens served from the prefix cache
 */
public record Usage(int promptTokens, int completionTokens, int cachedTokens) {

  public int totalTokens() {
    return promptTokens + completionTokens;
  }
}
