package ai.silogen.kaiwo.gateway.http;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpVersion;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a request's body can be framed without doubt (RFC 9112 §6). Netty's decoder reads any
 * {@code Transfer-Encoding} that names {@code chunked} as plain chunked and ignores a {@code
 * Content-Length} next to it; a proxy in front of the gateway may frame the same bytes otherwise,
 * and what one of them reads as body the other reads as a second request (request smuggling). So
 * the gateway serves a body only when its framing is unambiguous: {@code Content-Length}, or {@code
 * Transfer-Encoding: chunked} alone in HTTP/1.1. Anything else is refused, and the connection
 * closed after the answer, as nginx does.
 */
final class RequestFraming {
  private RequestFraming() {}

  /** Why {@code headers} of an HTTP {@code version} request cannot be framed, or null. */
  static UnframeableRequestException check(HttpVersion version, HttpHeaders headers) {
    if (!headers.contains(HttpHeaderNames.TRANSFER_ENCODING)) {
      return null; // nearly every request: no list is built
    }
    if (headers.contains(HttpHeaderNames.CONTENT_LENGTH)) {
      return new UnframeableRequestException(
          400, "a request must not have both Content-Length and Transfer-Encoding");
    }
    if (!version.equals(HttpVersion.HTTP_1_1)) {
      return new UnframeableRequestException(
          400, "Transfer-Encoding is not allowed in an " + version.text() + " request");
    }
    List<String> codings = codings(headers.getAll(HttpHeaderNames.TRANSFER_ENCODING));
    if (codings.size() == 1 && HttpHeaderValues.CHUNKED.contentEqualsIgnoreCase(codings.get(0))) {
      return null;
    }
    // RFC 9112 §6.1: a transfer coding the server does not implement is 501. Go's server and nginx
    // answer "gzip" alone the same way, though a chunked that is not last could also be a 400.
    return new UnframeableRequestException(
        501,
        "unsupported Transfer-Encoding \""
            + String.join(", ", codings)
            + "\"; only chunked is supported");
  }

  private static List<String> codings(List<String> fields) {
    List<String> codings = new ArrayList<>(2);
    for (String field : fields) {
      for (String coding : field.split(",", -1)) {
        if (!coding.isBlank()) {
          codings.add(coding.strip());
        }
      }
    }
    return codings;
  }
}
