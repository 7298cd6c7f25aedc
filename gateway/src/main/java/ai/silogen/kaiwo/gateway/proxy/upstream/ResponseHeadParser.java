package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.DefaultHttpResponse;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import java.nio.charset.StandardCharsets;

/**
 * Parses a model server's status line and header fields (RFC 9112 §4 and §5). Lenient where a proxy
 * may be (lines ending in a bare LF, whitespace before a field's colon, obs-fold, which becomes a
 * space), strict where a lenient reading could let the gateway and its client disagree about a
 * message (a CR that does not end a line, control characters, a malformed name or status).
 */
final class ResponseHeadParser {

  /** The model server sent something that is not an HTTP/1.x response head. */
  static final class MalformedResponse extends Exception {
    MalformedResponse(String message) {
      super("malformed response from the model server: " + message);
    }
  }

  private static final byte[] HTTP_1 = "HTTP/1.".getBytes(StandardCharsets.US_ASCII);

  private ResponseHeadParser() {}

  /**
   * The index just past the empty line that ends a head starting at {@code from}, searching {@code
   * buffer[from, to)}; -1 if the head is not complete yet.
   */
  static int headEnd(ByteBuf buffer, int from, int to) {
    int lf = buffer.indexOf(from, to, (byte) '\n');
    while (lf >= 0) {
      int next = lf + 1;
      if (next < to && buffer.getByte(next) == '\n') {
        return next + 1;
      }
      if (next + 1 < to && buffer.getByte(next) == '\r' && buffer.getByte(next + 1) == '\n') {
        return next + 2;
      }
      lf = buffer.indexOf(next, to, (byte) '\n');
    }
    return -1;
  }

  /** Parses the complete head in {@code head[0, length)}, which ends with its empty line. */
  static HttpResponse parse(byte[] head, int length) throws MalformedResponse {
    int lineEnd = indexOf(head, 0, length, (byte) '\n');
    HttpResponse response = statusLine(head, contentEnd(head, 0, lineEnd));
    HttpHeaders headers = response.headers();
    String lastName = null;
    for (int start = lineEnd + 1; start < length; start = lineEnd + 1) {
      lineEnd = indexOf(head, start, length, (byte) '\n');
      int end = contentEnd(head, start, lineEnd);
      if (end == start) {
        break; // the empty line
      }
      if (isBlank(head[start])) {
        if (lastName == null) {
          throw new MalformedResponse("a folded line before any header field");
        }
        String folded = value(head, start, end);
        String previous = headers.getAll(lastName).getLast();
        headers.remove(lastName);
        headers.add(lastName, folded.isEmpty() ? previous : previous + ' ' + folded);
        continue;
      }
      lastName = field(head, start, end, headers);
    }
    return response;
  }

  private static HttpResponse statusLine(byte[] head, int end) throws MalformedResponse {
    // "HTTP/1.1 200 OK": version, space, three digits, then an optional space and reason.
    if (end < 12 || !startsWith(head, HTTP_1) || head[8] != ' ' || (end > 12 && head[12] != ' ')) {
      throw new MalformedResponse("bad status line");
    }
    HttpVersion version =
        switch (head[7]) {
          case '1' -> HttpVersion.HTTP_1_1;
          case '0' -> HttpVersion.HTTP_1_0;
          default -> throw new MalformedResponse("unsupported HTTP version 1." + (char) head[7]);
        };
    int code = 0;
    for (int i = 9; i < 12; i++) {
      if (head[i] < '0' || head[i] > '9') {
        throw new MalformedResponse("bad status code");
      }
      code = code * 10 + (head[i] - '0');
    }
    if (code < 100) {
      throw new MalformedResponse("bad status code " + code);
    }
    HttpResponseStatus status =
        end > 13
            ? HttpResponseStatus.valueOf(code, value(head, 13, end))
            : HttpResponseStatus.valueOf(code);
    return new DefaultHttpResponse(version, status, new DefaultHttpHeaders(false));
  }

  /** Adds the field in {@code head[from, end)}; returns its name. */
  private static String field(byte[] head, int from, int end, HttpHeaders headers)
      throws MalformedResponse {
    int colon = indexOf(head, from, end, (byte) ':');
    if (colon < 0) {
      throw new MalformedResponse("a header line without a colon");
    }
    int nameEnd = colon;
    while (nameEnd > from && isBlank(head[nameEnd - 1])) {
      nameEnd--; // RFC 9112 §5.1: a proxy removes it from a response
    }
    if (nameEnd == from) {
      throw new MalformedResponse("an empty header name");
    }
    for (int i = from; i < nameEnd; i++) {
      if (!isTokenChar(head[i])) {
        throw new MalformedResponse("a bad character in a header name");
      }
    }
    String name = new String(head, from, nameEnd - from, StandardCharsets.ISO_8859_1);
    headers.add(name, value(head, colon + 1, end));
    return name;
  }

  /** The field value in {@code head[from, end)} without surrounding whitespace. */
  private static String value(byte[] head, int from, int end) throws MalformedResponse {
    while (from < end && isBlank(head[from])) {
      from++;
    }
    while (end > from && isBlank(head[end - 1])) {
      end--;
    }
    for (int i = from; i < end; i++) {
      byte b = head[i];
      if ((b >= 0 && b < ' ' && b != '\t') || b == 0x7f) {
        throw new MalformedResponse("a control character in a header value");
      }
    }
    return new String(head, from, end - from, StandardCharsets.ISO_8859_1);
  }

  /** Where the line ending at the LF at {@code lf} ends without its CR. */
  private static int contentEnd(byte[] head, int from, int lf) throws MalformedResponse {
    int end = lf > from && head[lf - 1] == '\r' ? lf - 1 : lf;
    if (indexOf(head, from, end, (byte) '\r') >= 0) {
      throw new MalformedResponse("a CR inside a line");
    }
    return end;
  }

  private static int indexOf(byte[] bytes, int from, int to, byte wanted) {
    for (int i = from; i < to; i++) {
      if (bytes[i] == wanted) {
        return i;
      }
    }
    return -1;
  }

  private static boolean startsWith(byte[] bytes, byte[] prefix) {
    for (int i = 0; i < prefix.length; i++) {
      if (bytes[i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  private static boolean isBlank(byte b) {
    return b == ' ' || b == '\t';
  }

  /** RFC 9110 §5.6.2 tchar. */
  private static boolean isTokenChar(byte b) {
    if ((b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9')) {
      return true;
    }
    return switch (b) {
      case '!', '#', '$', '%', '&', '\'', '*', '+', '-', '.', '^', '_', '`', '|', '~' -> true;
      default -> false;
    };
  }
}
