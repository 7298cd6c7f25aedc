package ai.silogen.kaiwo.enginesim.openai;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Renders chat messages into the prompt text the engine "sees", like a model's chat template. Each
 * message becomes {@code <|role|>\n content \n} and the prompt ends with the generation prompt
 * {@code <|assistant|>\n}. Rendering is prefix-stable: the next turn of a conversation (history +
 * reply + new user message) starts with this turn's prompt followed by the reply, so its leading KV
 * blocks are cache hits exactly as with vLLM's prefix caching.
 */
public final class ChatTemplate {

  /** Appended after the messages; also the start of a rendered assistant message. */
  public static final String GENERATION_PROMPT = "<|assistant|>\n";

  private ChatTemplate() {}

  /**
   * Renders a {@code messages} array.
   *
   * @throws ApiException 400 when it is missing, empty or malformed
   */
  public static String render(JsonNode messages) {
    if (messages == null || !messages.isArray() || messages.isEmpty()) {
      throw ApiException.badRequest("'messages' must be a non-empty array");
    }
    StringBuilder prompt = new StringBuilder(256);
    for (JsonNode message : messages) {
      if (!message.isObject()) {
        throw ApiException.badRequest("each message must be an object");
      }
      String role = Fields.requiredString(message, "role");
      prompt.append("<|").append(role).append("|>\n");
      appendContent(prompt, message.get("content"));
      prompt.append('\n');
    }
    return prompt.append(GENERATION_PROMPT).toString();
  }

  /** Content is a string, an array of parts (text parts contribute their text), or null. */
  private static void appendContent(StringBuilder prompt, JsonNode content) {
    if (content == null || content.isNull()) {
      return;
    }
    if (content.isTextual()) {
      prompt.append(content.textValue());
      return;
    }
    if (!content.isArray()) {
      throw ApiException.badRequest("message 'content' must be a string or an array of parts");
    }
    for (JsonNode part : content) {
      JsonNode text = part.get("text");
      if (text != null && text.isTextual()) {
        prompt.append(text.textValue());
      } else {
        prompt.append("<|").append(part.path("type").asText("part")).append("|>");
      }
    }
  }
}
