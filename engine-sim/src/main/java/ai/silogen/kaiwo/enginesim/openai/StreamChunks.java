package ai.silogen.kaiwo.enginesim.openai;

import ai.silogen.kaiwo.enginesim.model.Usage;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;

/**
 * Server-sent-event frames of one streamed completion. The invariant part of every chunk (id,
 * created, model) is rendered once, so a token costs one small string concatenation: the
 * zero-latency benchmark profile streams at memory speed.
 */
public final class StreamChunks {

  /** The frame that ends every stream. */
  public static final String DONE = "data: [DONE]\n\n";

  private final boolean chat;
  private final String id;
  private final long created;
  private final String model;
  private final String head;
  private final String usageField;

  private StreamChunks(boolean chat, String id, long created, String model, boolean includeUsage) {
    this.chat = chat;
    this.id = id;
    this.created = created;
    this.model = model;
    String object = chat ? "chat.completion.chunk" : "text_completion";
    this.head =
        "data: {\"id\":"
            + quote(id)
            + ",\"object\":\""
            + object
            + "\",\"created\":"
            + created
            + ",\"model\":"
            + quote(model)
            + ",\"choices\":[{\"index\":0,";
    // With include_usage, OpenAI sends "usage": null on every chunk but the last.
    this.usageField = includeUsage ? ",\"usage\":null" : "";
  }

  /** Frames of a streamed chat completion ({@code choices[0].delta.content}). */
  public static StreamChunks chat(String id, long created, String model, boolean includeUsage) {
    return new StreamChunks(true, id, created, model, includeUsage);
  }

  /** Frames of a streamed text completion ({@code choices[0].text}). */
  public static StreamChunks completion(
      String id, long created, String model, boolean includeUsage) {
    return new StreamChunks(false, id, created, model, includeUsage);
  }

  /** Whether this is a chat stream (which opens with a role-only delta). */
  public boolean chat() {
    return chat;
  }

  /** The first chat frame, announcing the assistant role with empty content. */
  public String roleChunk() {
    return head
        + "\"delta\":{\"role\":\"assistant\",\"content\":\"\"},\"logprobs\":null,"
        + "\"finish_reason\":null}]"
        + usageField
        + "}\n\n";
  }

  /**
   * The frame of one token.
   *
   * @param finishReason {@code null} except on the last token
   */
  public String tokenChunk(String token, String finishReason) {
    String reason = finishReason == null ? "null" : quote(finishReason);
    String payload =
        chat ? "\"delta\":{\"content\":" + quote(token) + "}" : "\"text\":" + quote(token);
    return head
        + payload
        + ",\"logprobs\":null,\"finish_reason\":"
        + reason
        + "}]"
        + usageField
        + "}\n\n";
  }

  /** The usage-only frame sent before {@link #DONE} when the client asked for usage. */
  public String usageChunk(Usage usage) {
    ObjectNode chunk = Json.object();
    chunk.put("id", id);
    chunk.put("object", chat ? "chat.completion.chunk" : "text_completion");
    chunk.put("created", created);
    chunk.put("model", model);
    chunk.putArray("choices");
    chunk.set("usage", ResponseBodies.usage(usage));
    return "data: " + new String(Json.bytes(chunk), StandardCharsets.UTF_8) + "\n\n";
  }

  private static String quote(String value) {
    return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(value)) + "\"";
  }
}
