package ai.silogen.kaiwo.bench.overhead;

import java.nio.charset.StandardCharsets;

/** Chat completion requests of an exact size in bytes. */
final class ChatBodies {
  private ChatBodies() {}

  /** A chat request for {@code model} whose JSON is {@code bytes} long (16 output tokens). */
  static byte[] chat(String model, boolean stream, int bytes) {
    String head =
        "{\"model\":\""
            + model
            + "\",\"stream\":"
            + stream
            + ",\"max_tokens\":16,\"messages\":[{\"role\":\"user\",\"content\":\"";
    String tail = "\"}]}";
    int padding = bytes - head.length() - tail.length();
    if (padding < 1) {
      throw new IllegalArgumentException("body size " + bytes + " is too small");
    }
    StringBuilder content = new StringBuilder(padding);
    String words = "the quick brown fox jumps over the lazy dog ";
    while (content.length() < padding) {
      content.append(words, 0, Math.min(words.length(), padding - content.length()));
    }
    byte[] body = (head + content + tail).getBytes(StandardCharsets.UTF_8);
    if (body.length != bytes) {
      throw new IllegalStateException("built " + body.length + " bytes instead of " + bytes);
    }
    return body;
  }
}
