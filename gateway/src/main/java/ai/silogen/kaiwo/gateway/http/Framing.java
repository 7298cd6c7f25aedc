package ai.silogen.kaiwo.gateway.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.HttpVersion;
import java.nio.charset.StandardCharsets;

/** How the body of a streamed response goes on the wire (RFC 9112 §6). */
enum Framing {
  /** As given: the head carries the length, or the end of the connection ends the body. */
  RAW,
  /** Each piece becomes one chunk; the end is the last, empty chunk. */
  CHUNKED {
    @Override
    void write(ChannelHandlerContext ctx, ByteBuf piece) {
      int length = piece.readableBytes();
      if (length == 0) {
        piece.release(); // an empty chunk would end the body
        return;
      }
      String size = Integer.toHexString(length);
      ByteBuf header = ctx.alloc().directBuffer(size.length() + 2);
      header.writeCharSequence(size, StandardCharsets.US_ASCII);
      header.writeShort(CRLF_SHORT);
      ctx.write(header, ctx.voidPromise());
      ctx.write(piece, ctx.voidPromise());
      ctx.write(CRLF.duplicate(), ctx.voidPromise());
    }

    @Override
    void end(ChannelHandlerContext ctx) {
      ctx.write(LAST_CHUNK.duplicate(), ctx.voidPromise());
    }
  },
  /**
   * The pieces carry their chunked framing already, last chunk included: a relayed chunked body.
   */
  FRAMED {
    @Override
    void write(ChannelHandlerContext ctx, ByteBuf piece) {
      ctx.write(piece, ctx.voidPromise());
    }
  },
  /** No body: the answer to a HEAD request, or a status that has none. */
  NONE {
    @Override
    void write(ChannelHandlerContext ctx, ByteBuf piece) {
      piece.release();
    }
  };

  private static final int CRLF_SHORT = ('\r' << 8) | '\n';
  private static final ByteBuf CRLF = constant("\r\n");
  private static final ByteBuf LAST_CHUNK = constant("0\r\n\r\n");

  /**
   * How the body of a streamed response goes out: {@code relayed} when its pieces carry chunked
   * framing already. Sets {@code Transfer-Encoding} when the body is chunked; {@link #RAW} without
   * a {@code Content-Length} (HTTP/1.0) means the end of the connection ends the body.
   */
  static Framing choose(
      HttpResponseStatus status,
      boolean headRequest,
      boolean relayed,
      HttpHeaders headers,
      HttpVersion version) {
    if (isBodyless(status) || headRequest) {
      return NONE;
    }
    if (!relayed
        && (headers.contains(HttpHeaderNames.CONTENT_LENGTH)
            || version.equals(HttpVersion.HTTP_1_0))) {
      return RAW;
    }
    headers.set(HttpHeaderNames.TRANSFER_ENCODING, HttpHeaderValues.CHUNKED);
    return relayed ? FRAMED : CHUNKED;
  }

  /** Statuses whose responses never have a body. */
  static boolean isBodyless(HttpResponseStatus status) {
    return status.codeClass() == HttpStatusClass.INFORMATIONAL
        || status.code() == 204
        || status.code() == 304;
  }

  /** Writes (without flushing) a piece of the body; takes ownership of it. */
  void write(ChannelHandlerContext ctx, ByteBuf piece) {
    ctx.write(piece, ctx.voidPromise());
  }

  /** Writes whatever ends the body. */
  void end(ChannelHandlerContext ctx) {}

  /** Shared bytes; every write takes a duplicate, whose indexes the socket's write advances. */
  private static ByteBuf constant(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
    return Unpooled.unreleasableBuffer(Unpooled.directBuffer(bytes.length).writeBytes(bytes));
  }
}
