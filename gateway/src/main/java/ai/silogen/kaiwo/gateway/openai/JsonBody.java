package ai.silogen.kaiwo.gateway.openai;

/**
 * A scanned JSON body: where its {@code model} value and prompt prefix are. The forwarded body is
 * the original with the bytes of the {@code model} value spliced, so unknown fields, number
 * formats, key order and whitespace reach the backend untouched.
 */
record JsonBody(int maxDepth, int end, int modelStart, int modelEnd, int prefixAt)
    implements ParsedRequest.BodyForm {

  @Override
  public String prefix(byte[] body, int maxCodePoints) {
    if (prefixAt < 0) {
      return "";
    }
    StringBuilder out = new StringBuilder(Math.min(maxCodePoints, 256));
    switch (body[prefixAt]) {
      case '"' -> JsonStrings.appendPrefix(body, prefixAt, end, maxCodePoints, out);
      case '[' -> appendTextParts(body, maxCodePoints, out);
      default -> {} // null or another type: no prefix
    }
    return out.toString();
  }

  /** Concatenates the {@code text} of content parts until the prefix is long enough. */
  private void appendTextParts(byte[] body, int maxCodePoints, StringBuilder out) {
    new JsonCursor(body, prefixAt, end, maxDepth)
        .readArray(new TextParts(body, end, maxCodePoints, out)::part);
  }

  /** Reads content parts, appending their {@code text} while code points remain to be taken. */
  private static final class TextParts {
    private final byte[] body;
    private final int end;
    private final StringBuilder out;
    private int remaining;

    TextParts(byte[] body, int end, int maxCodePoints, StringBuilder out) {
      this.body = body;
      this.end = end;
      this.remaining = maxCodePoints;
      this.out = out;
    }

    void part(JsonCursor cursor) {
      if (remaining > 0 && cursor.peek() == '{') {
        cursor.readObject(this::field);
      } else {
        cursor.skipValue();
      }
    }

    private void field(JsonCursor cursor, int nameQuote, int nameEnd) {
      if (remaining > 0
          && JsonStrings.equalsAscii(body, nameQuote, nameEnd, "text")
          && cursor.peek() == '"') {
        remaining -= JsonStrings.appendPrefix(body, cursor.string(), end, remaining, out);
      } else {
        cursor.skipValue();
      }
    }
  }

  @Override
  public ForwardBody forwardBody(String requestedModel, String forwardedModel) {
    if (forwardedModel.equals(requestedModel)) {
      return ForwardBody.unchanged(end);
    }
    return ForwardBody.spliced(end, modelStart, modelEnd, JsonStrings.quote(forwardedModel));
  }
}
