package ai.silogen.kaiwo.gateway.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
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
