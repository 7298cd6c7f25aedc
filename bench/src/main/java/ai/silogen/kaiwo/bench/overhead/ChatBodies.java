package ai.silogen.kaiwo.bench.overhead;

import java.nio.charset.StandardCharsets;

/** Chat completion requests of an exact size in bytes. */
public final class ChatBodies {

  /** What the messages look like. */
  public enum Kind {
    /** One ASCII user message without escapes: the cheapest body to scan. */
    PLAIN,
    /**
     * A conversation: a system message, earlier turns, escapes ({@code \n}, {@code \"}) and German
     * and Chinese text throughout, as real chat requests have; the gateway's scan pays for each.
     */
    CONVERSATION;

    static Kind parse(String value) {
      return switch (value) {
        case "plain" -> PLAIN;
        case "conversation" -> CONVERSATION;
        default ->
            throw new IllegalArgumentException(
                "--bodies: expected plain or conversation, got '" + value + "'");
      };
    }
  }

  private static final String EARLIER_TURNS =
      "{\"role\":\"system\",\"content\":\"You are a helpful assistant.\\nAnswer in the user's"
          + " language; quote code in \\\"backticks\\\".\"},"
          + "{\"role\":\"user\",\"content\":\"Grüße! Wie geht's? 你好，请用一句话介绍你自己。\"},"
          + "{\"role\":\"assistant\",\"content\":\"Ich bin ein Sprachmodell.\\n我是一个语言模型。\"},";

  /** Repeated to fill the last user message: escapes and two- and three-byte characters. */
  private static final String CONVERSATION_TEXT =
      "Here is the log line \\\"Überlauf bei 42\\\" again;\\nwhat does 缓冲区溢出 mean here? ";

  private static final String PLAIN_TEXT = "the quick brown fox jumps over the lazy dog ";

  private ChatBodies() {}

  /** A one-message ASCII chat request for {@code model} of {@code bytes} bytes. */
  static byte[] chat(String model, boolean stream, int bytes) {
    return chat(model, stream, bytes, Kind.PLAIN);
  }

  /** A chat request for {@code model} whose JSON is {@code bytes} long (16 output tokens). */
  public static byte[] chat(String model, boolean stream, int bytes, Kind kind) {
    String head =
        "{\"model\":\""
            + model
            + "\",\"stream\":"
            + stream
            + ",\"max_tokens\":16,\"messages\":["
            + (kind == Kind.CONVERSATION ? EARLIER_TURNS : "")
            + "{\"role\":\"user\",\"content\":\"";
    String tail = "\"}]}";
    int padding = bytes - utf8Length(head) - tail.length();
    if (padding < 1) {
      throw new IllegalArgumentException("body size " + bytes + " is too small");
    }
    String text = kind == Kind.CONVERSATION ? CONVERSATION_TEXT : PLAIN_TEXT;
    int textBytes = utf8Length(text);
    StringBuilder content = new StringBuilder(padding);
    int filled = 0;
    while (padding - filled >= textBytes) {
      content.append(text);
      filled += textBytes;
    }
    // The rest in ASCII, so that the size is exact and no character or escape is cut.
    while (filled < padding) {
      content.append(PLAIN_TEXT.charAt(filled % PLAIN_TEXT.length()));
      filled++;
    }
    byte[] body = (head + content + tail).getBytes(StandardCharsets.UTF_8);
    if (body.length != bytes) {
      throw new IllegalStateException("built " + body.length + " bytes instead of " + bytes);
    }
    return body;
  }

  private static int utf8Length(String text) {
    return text.getBytes(StandardCharsets.UTF_8).length;
  }
}
