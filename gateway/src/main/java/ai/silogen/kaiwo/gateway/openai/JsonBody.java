package ai.silogen.kaiwo.gateway.openai;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A scanned JSON body: where its {@code model} value and prompt prefix are. The forwarded body is
 * the original with the bytes of the {@code model} value spliced, so unknown fields, number
 * formats, key order and whitespace reach the backend untouched.
 */
record JsonBody(JsonFactory factory, int modelStart, int modelEnd, int prefixAt)
    implements ParsedRequest.BodyForm {

  @Override
  public String prefix(byte[] body, int maxCodePoints) {
    if (prefixAt < 0) {
      return "";
    }
    StringBuilder out = new StringBuilder(Math.min(maxCodePoints, 256));
    switch (body[prefixAt]) {
      case '"' -> JsonStrings.appendPrefix(body, prefixAt, maxCodePoints, out);
      case '[' -> appendTextParts(body, maxCodePoints, out);
      default -> {} // null or another type: no prefix
    }
    return out.toString();
  }

  /** Concatenates the {@code text} of content parts until the prefix is long enough. */
  private void appendTextParts(byte[] body, int maxCodePoints, StringBuilder out) {
    int remaining = maxCodePoints;
    try (JsonParser parser = factory.createParser(body, prefixAt, body.length - prefixAt)) {
      parser.nextToken(); // the array
      JsonToken part;
      while (remaining > 0 && (part = parser.nextToken()) != JsonToken.END_ARRAY) {
        if (part != JsonToken.START_OBJECT) {
          parser.skipChildren();
          continue;
        }
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          boolean text = parser.currentName().equals("text");
          if (parser.nextToken() == JsonToken.VALUE_STRING && text && remaining > 0) {
            int quote = prefixAt + (int) parser.currentTokenLocation().getByteOffset();
            remaining -= JsonStrings.appendPrefix(body, quote, remaining, out);
          } else {
            parser.skipChildren();
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // the body was validated by the scan
    }
  }

  @Override
  public byte[] forwardBody(byte[] body, String requestedModel, String forwardedModel) {
    if (forwardedModel.equals(requestedModel)) {
      return body;
    }
    byte[] value = JsonStrings.quote(forwardedModel);
    byte[] out = new byte[body.length - (modelEnd - modelStart) + value.length];
    System.arraycopy(body, 0, out, 0, modelStart);
    System.arraycopy(value, 0, out, modelStart, value.length);
    System.arraycopy(body, modelEnd, out, modelStart + value.length, body.length - modelEnd);
    return out;
  }
}
