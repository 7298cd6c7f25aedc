package ai.silogen.kaiwo.gateway.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes HTTP/1.1 message heads: the start line, the header fields and the empty line. Names and
 * values are written as ISO-8859-1, the charset Netty's decoder reads them in, so a header passes
 * through the gateway byte for byte. Values are not checked for CR or LF: they come from parsers
 * that cut lines there, or from the gateway's own constants.
 */
public final class HttpHeads {
  /**
   * A body up to this size is copied into its head's buffer, so that a small message is one write;
   * a larger one follows as a buffer of its own rather than being copied.
   */
  public static final int INLINE_BODY_BYTES = 16 * 1024;

  private static final int CRLF = ('\r' << 8) | '\n';
  private static final int COLON_SPACE = (':' << 8) | ' ';

  private HttpHeads() {}

  /** A status line and {@code headers}, in a buffer of its own. */
  public static ByteBuf response(
      ByteBufAllocator alloc, HttpVersion version, HttpResponseStatus status, HttpHeaders headers) {
    ByteBuf out = alloc.directBuffer(estimate(headers));
    out.writeCharSequence(version.text(), StandardCharsets.US_ASCII);
    out.writeByte(' ');
    out.writeCharSequence(status.codeAsText(), StandardCharsets.US_ASCII);
    out.writeByte(' ');
    out.writeCharSequence(status.reasonPhrase(), StandardCharsets.ISO_8859_1);
    out.writeShort(CRLF);
    return fields(out, headers);
  }

  /** An HTTP/1.1 request line and {@code headers}, with {@code extra} bytes of room after them. */
  public static ByteBuf request(
      ByteBufAllocator alloc, HttpMethod method, String uri, HttpHeaders headers, int extra) {
    ByteBuf out = alloc.directBuffer(estimate(headers) + uri.length() + extra);
    out.writeCharSequence(method.name(), StandardCharsets.US_ASCII);
    out.writeByte(' ');
    out.writeCharSequence(uri, StandardCharsets.ISO_8859_1);
    out.writeByte(' ');
    out.writeCharSequence(HttpVersion.HTTP_1_1.text(), StandardCharsets.US_ASCII);
    out.writeShort(CRLF);
    return fields(out, headers);
  }

  private static ByteBuf fields(ByteBuf out, HttpHeaders headers) {
    for (Iterator<Map.Entry<CharSequence, CharSequence>> it = headers.iteratorCharSequence();
        it.hasNext(); ) {
      Map.Entry<CharSequence, CharSequence> field = it.next();
      out.writeCharSequence(field.getKey(), StandardCharsets.ISO_8859_1);
      out.writeShort(COLON_SPACE);
      out.writeCharSequence(field.getValue(), StandardCharsets.ISO_8859_1);
      out.writeShort(CRLF);
    }
    out.writeShort(CRLF);
    return out;
  }

  /** Room for a typical head, so that the buffer rarely grows while it is written. */
  private static int estimate(HttpHeaders headers) {
    return 64 + 48 * headers.size();
  }
}
