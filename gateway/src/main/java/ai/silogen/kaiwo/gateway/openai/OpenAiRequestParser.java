package ai.silogen.kaiwo.gateway.openai;

import java.util.Arrays;
import java.util.Objects;

/**
 * Entry point for reading an inference request: picks the body form from the path and {@code
 * Content-Type} and returns what routing needs. Thread-safe; create one per gateway.
 */
public final class OpenAiRequestParser {
  private static final String MULTIPART = "multipart/form-data";

  /** Deeper JSON is refused: no OpenAI request nests anywhere near this deep. */
  static final int MAX_NESTING_DEPTH = 256;

  private final JsonRequestScanner jsonScanner = new JsonRequestScanner(MAX_NESTING_DEPTH);

  /** How JSON strings are skipped on this JVM ("with 512-bit SIMD", or eight bytes at a time). */
  public static String stringSearch() {
    return SpecialByteSearch.best().description();
  }

  /** Parses a request body held in an array of exactly its size. */
  public ParsedRequest parse(String path, String contentType, byte[] body) {
    return parse(path, contentType, body, body.length);
  }

  /**
   * Parses a request body held in the first {@code length} bytes of {@code body}, which may be a
   * reused buffer (the gateway's is: filling a fresh array per request costs large bodies more than
   * parsing them). The returned request refers to the array; use it while the array holds this
   * body.
   *
   * @param path the request path below the gateway prefix, e.g. {@code /v1/chat/completions}
   * @param contentType the {@code Content-Type} header, or {@code null} (treated as JSON)
   * @param body the complete body; the caller enforces the size limit ({@link
   *     OpenAiError#payloadTooLarge})
   * @throws OpenAiError 400 for an unknown path, a body form the endpoint does not take, bad JSON
   *     or multipart, or a missing {@code model}
   */
  public ParsedRequest parse(String path, String contentType, byte[] body, int length) {
    Objects.checkFromToIndex(0, length, body.length);
    RequestKind kind = RequestKind.fromPath(path).orElseThrow(() -> OpenAiError.unknownPath(path));
    HeaderValue type = contentType(contentType);
    boolean multipart = type != null && type.value().equals(MULTIPART);
    if (multipart != kind.multipart()) {
      throw OpenAiError.badRequest(
          kind.path()
              + " expects "
              + (kind.multipart() ? MULTIPART : "application/json")
              + " content");
    }
    if (multipart) {
      String boundary =
          type.parameter("boundary")
              .filter(value -> !value.isEmpty())
              .orElseThrow(() -> OpenAiError.badRequest("multipart body without a boundary"));
      // Audio uploads are rare next to chat; an exact copy keeps the multipart parser simple.
      byte[] exact = length == body.length ? body : Arrays.copyOf(body, length);
      return MultipartBody.parse(kind, exact, boundary);
    }
    return jsonScanner.scan(kind, body, length);
  }

  private static HeaderValue contentType(String header) {
    if (header == null || header.isBlank()) {
      return null;
    }
    try {
      return HeaderValue.parse(header);
    } catch (IllegalArgumentException e) {
      throw OpenAiError.badRequest("invalid Content-Type: " + e.getMessage());
    }
  }
}
