package ai.silogen.kaiwo.enginesim.openai;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The fields of a chat or text completion request the simulator acts on; everything else in the
 * body is ignored, as vLLM ignores unknown fields.
 *
 * @param model requested model, or {@code null} for the default
 * @param prompt the rendered prompt text
 * @param maxTokens the client's output limit, or {@code null}
 * @param stream whether to answer with server-sent events
 * @param includeUsage whether a stream ends with a usage chunk ({@code stream_options})
 */
public record GenerationParams(
    String model, String prompt, Integer maxTokens, boolean stream, boolean includeUsage) {

  /** Parses {@code POST /v1/chat/completions}. */
  public static GenerationParams chat(JsonNode body) {
    String prompt = ChatTemplate.render(body.get("messages"));
    Integer maxTokens = Fields.optionalPositiveInt(body, "max_completion_tokens");
    if (maxTokens == null) {
      maxTokens = Fields.optionalPositiveInt(body, "max_tokens");
    }
    return common(body, prompt, maxTokens);
  }

  /** Parses {@code POST /v1/completions}; an array prompt is treated as one concatenated text. */
  public static GenerationParams completion(JsonNode body) {
    JsonNode prompt = body.get("prompt");
    String text;
    if (prompt != null && prompt.isTextual()) {
      text = prompt.textValue();
    } else if (prompt != null && prompt.isArray() && !prompt.isEmpty()) {
      StringBuilder sb = new StringBuilder();
      for (JsonNode element : prompt) {
        if (!element.isTextual()) {
          throw ApiException.badRequest("'prompt' must be a string or an array of strings");
        }
        sb.append(element.textValue());
      }
      text = sb.toString();
    } else {
      throw ApiException.badRequest("'prompt' must be a string or an array of strings");
    }
    return common(body, text, Fields.optionalPositiveInt(body, "max_tokens"));
  }

  private static GenerationParams common(JsonNode body, String prompt, Integer maxTokens) {
    boolean stream = Fields.optionalBoolean(body, "stream", false);
    JsonNode options = body.get("stream_options");
    boolean includeUsage =
        stream
            && options != null
            && options.isObject()
            && Fields.optionalBoolean(options, "include_usage", false);
    return new GenerationParams(
        Fields.optionalString(body, "model"), prompt, maxTokens, stream, includeUsage);
  }
}
