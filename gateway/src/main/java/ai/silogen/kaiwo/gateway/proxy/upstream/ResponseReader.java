package ai.silogen.kaiwo.gateway.proxy.upstream;

import ai.silogen.kaiwo.gateway.http.ChunkedFraming;
import ai.silogen.kaiwo.gateway.http.ChunkedFraming.MalformedChunks;
import ai.silogen.kaiwo.gateway.proxy.upstream.ResponseHeadParser.MalformedResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the answer to each request sent on one upstream connection: its head (after any interim 1xx
 * heads), then its body's bytes as they arrived, framing included, up to where the body ends (RFC
 * 9112 §6.3). The body is not decoded: a chunked answer is relayed as it was framed, which spares a
 * decode and an encode of every SSE frame, and its framing is only followed, strictly, to find its
 * end ({@link ChunkedFraming}).
 */
final class ResponseReader {

  /** What the reader finds, in order: one head, body pieces, the end. */
  interface Events {
    /** The final head; with {@code chunked}, the body pieces carry their chunked framing. */
    void head(HttpResponse response, boolean chunked);

    /** Body bytes as received, a slice of the read buffer valid during this call. */
    void body(ByteBuf bytes);

    /** The answer is complete; {@code reusable} if the connection may carry another request. */
    void end(boolean reusable);
  }

  private enum Body {
    NONE,
    LENGTH,
    CHUNKED,
    UNTIL_CLOSE
  }

  private final int maxHeadBytes;
  private final int maxLineBytes;

  /** The head being read, copied: parsing an array is cheaper than parsing a direct buffer. */
  private byte[] headBytes = new byte[1024];

  /** How much of a head that spans reads {@link #headBytes} holds; 0 between heads. */
  private int partialHead;

  private boolean headRequest;
  private Body body;
  private long remaining;
  private ChunkedFraming chunks;
  private boolean keepAlive;

  /**
   * @param maxHeadBytes the largest head (status line and fields) accepted, also the limit of a
   *     chunked body's trailer section
   * @param maxLineBytes the longest chunk-size line accepted
   */
  ResponseReader(int maxHeadBytes, int maxLineBytes) {
    this.maxHeadBytes = maxHeadBytes;
    this.maxLineBytes = maxLineBytes;
  }

  /** A request with {@code method} was sent: its answer comes next. */
  void expect(HttpMethod method) {
    headRequest = HttpMethod.HEAD.equals(method);
    body = null;
    partialHead = 0;
  }

  /** Whether the connection's closing ends the answer being read: a body delimited by it. */
  boolean endsAtClose() {
    return body == Body.UNTIL_CLOSE;
  }

  /** Reads {@code in}, which arrived while an answer was expected. */
  void read(ByteBuf in, Events events) throws MalformedResponse, MalformedChunks {
    int to = in.writerIndex();
    for (int i = in.readerIndex(); i < to; ) {
      if (body == null) {
        i = head(in, i, to, events);
      } else {
        i = body(in, i, to, events);
      }
      if (i < 0) {
        return; // the answer ended: what follows, if anything, was not asked for
      }
    }
  }

  private int head(ByteBuf in, int from, int to, Events events)
      throws MalformedResponse, MalformedChunks {
    int next;
    int headLength;
    if (partialHead == 0) {
      int end = ResponseHeadParser.headEnd(in, from, to);
      if (end < 0) {
        checkHeadSize(to - from);
        collect(in, from, to - from);
        return to;
      }
      headLength = end - from;
      checkHeadSize(headLength);
      collect(in, from, headLength);
      next = end;
    } else {
      // A head split across reads: collected, within its limit, and parsed once complete.
      int had = partialHead;
      collect(in, from, Math.min(to - from, maxHeadBytes + 1 - had));
      int end =
          ResponseHeadParser.headEnd(
              Unpooled.wrappedBuffer(headBytes), Math.max(0, had - 2), partialHead);
      checkHeadSize(end < 0 ? partialHead : end);
      if (end < 0) {
        return to;
      }
      headLength = end;
      next = from + end - had;
    }
    partialHead = 0;
    HttpResponse response = ResponseHeadParser.parse(headBytes, headLength);
    int code = response.status().code();
    if (code < 200) {
      if (code == 101) {
        throw new MalformedResponse("101 Switching Protocols, but no upgrade was asked for");
      }
      return next; // an interim answer: the final one follows
    }
    keepAlive = HttpUtil.isKeepAlive(response);
    body = framing(response);
    events.head(response, body == Body.CHUNKED);
    if (body == Body.NONE || (body == Body.LENGTH && remaining == 0)) {
      return finish(next, to, events);
    }
    return next;
  }

  /** Appends {@code in[from, from + length)} to the head bytes collected so far. */
  private void collect(ByteBuf in, int from, int length) {
    if (headBytes.length < partialHead + length) {
      headBytes = Arrays.copyOf(headBytes, Math.min(maxHeadBytes + 1, 2 * (partialHead + length)));
    }
    in.getBytes(from, headBytes, partialHead, length);
    partialHead += length;
  }

  private void checkHeadSize(int bytes) throws MalformedResponse {
    if (bytes > maxHeadBytes) {
      throw new MalformedResponse("response head larger than " + maxHeadBytes + " bytes");
    }
  }

  private Body framing(HttpResponse response) throws MalformedResponse {
    int code = response.status().code();
    if (headRequest || code == 204 || code == 304) {
      return Body.NONE;
    }
    HttpHeaders headers = response.headers();
    List<String> codings = headers.getAll(HttpHeaderNames.TRANSFER_ENCODING);
    if (!codings.isEmpty()) {
      if (!isChunkedOnly(codings)) {
        // As Go's net/http, which KubeAI's proxy is built on: only chunked is understood.
        throw new MalformedResponse("unsupported transfer coding " + String.join(", ", codings));
      }
      headers.remove(HttpHeaderNames.CONTENT_LENGTH); // RFC 9112 §6.3: chunked wins
      chunks = new ChunkedFraming(maxLineBytes, maxHeadBytes);
      return Body.CHUNKED;
    }
    List<String> lengths = headers.getAll(HttpHeaderNames.CONTENT_LENGTH);
    if (!lengths.isEmpty()) {
      remaining = contentLength(lengths);
      return Body.LENGTH;
    }
    keepAlive = false;
    return Body.UNTIL_CLOSE;
  }

  private int body(ByteBuf in, int from, int to, Events events) throws MalformedChunks {
    int end =
        switch (body) {
          case LENGTH -> {
            int take = (int) Math.min(remaining, to - from);
            remaining -= take;
            yield from + take;
          }
          case CHUNKED -> chunks.scan(in, from, to, null);
          default -> to;
        };
    if (end > from) {
      events.body(in.slice(from, end - from));
    }
    boolean complete =
        (body == Body.LENGTH && remaining == 0) || (body == Body.CHUNKED && chunks.isComplete());
    return complete ? finish(end, to, events) : end;
  }

  /** The answer ended at {@code end}; bytes after it in this read make the connection unusable. */
  private int finish(int end, int to, Events events) {
    body = null;
    chunks = null;
    events.end(keepAlive && end == to);
    return -1;
  }

  private static boolean isChunkedOnly(List<String> codings) {
    int count = 0;
    boolean chunked = false;
    for (String value : codings) {
      for (String coding : value.split(",")) {
        String token = coding.strip();
        if (!token.isEmpty()) {
          count++;
          chunked = token.equalsIgnoreCase("chunked");
        }
      }
    }
    return count == 1 && chunked;
  }

  /** The one length all Content-Length values agree on (RFC 9110 §8.6). */
  private static long contentLength(List<String> values) throws MalformedResponse {
    long length = -1;
    for (String value : values) {
      for (String item : value.split(",")) {
        long parsed = parseLength(item.strip());
        if (length >= 0 && parsed != length) {
          throw new MalformedResponse("conflicting Content-Length values");
        }
        length = parsed;
      }
    }
    return length;
  }

  private static long parseLength(String digits) throws MalformedResponse {
    if (digits.isEmpty() || digits.length() > 18) {
      throw new MalformedResponse("bad Content-Length");
    }
    long length = 0;
    for (int i = 0; i < digits.length(); i++) {
      char c = digits.charAt(i);
      if (c < '0' || c > '9') {
        throw new MalformedResponse("bad Content-Length");
      }
      length = length * 10 + (c - '0');
    }
    return length;
  }
}
