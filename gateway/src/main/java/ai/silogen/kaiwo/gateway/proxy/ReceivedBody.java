package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.openai.ForwardBody;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;

/**
 * A complete request body twice over: {@code content}, the buffers it arrived in (which a large
 * forwarded body is cut from, so it is written to the backend without a copy), and {@code bytes[0,
 * length)}, a copy in a reused array for the parser (decision 0012). Owns one reference to {@code
 * content}; {@link #release()} it once the forwarded body has been taken.
 */
record ReceivedBody(ByteBuf content, byte[] bytes, int length) {
  /**
   * Bodies from this size on are forwarded as slices of the buffers they arrived in. Smaller ones
   * are copied into a buffer of their own (a copy that costs little at that size), so that a small
   * body does not hold on to a read buffer many times its size while its request waits.
   */
  static final int SLICED_FROM_BYTES = 64 * 1024;

  /**
   * The body to send, as a new buffer of its own (the caller releases it): the received buffers
   * sliced where {@code forward} keeps them, and {@code forward}'s inserted bytes. It is direct if
   * the received buffers are, so the socket writes it without copying.
   */
  ByteBuf forward(ForwardBody forward, ByteBufAllocator alloc) {
    if (length < SLICED_FROM_BYTES) {
      return copied(forward, alloc);
    }
    if (forward.isUnchanged()) {
      return content.retainedDuplicate();
    }
    List<ByteBuf> pieces = new ArrayList<>(forward.pieces().size());
    for (ForwardBody.Piece piece : forward.pieces()) {
      switch (piece) {
        case ForwardBody.Received r when r.length() > 0 ->
            pieces.add(content.retainedSlice(content.readerIndex() + r.from(), r.length()));
        case ForwardBody.Received empty -> {}
        case ForwardBody.Inserted i ->
            pieces.add(alloc.directBuffer(i.length()).writeBytes(i.bytes()));
      }
    }
    return Unpooled.wrappedBuffer(pieces.size(), pieces.toArray(ByteBuf[]::new));
  }

  private ByteBuf copied(ForwardBody forward, ByteBufAllocator alloc) {
    ByteBuf out = alloc.directBuffer(forward.length());
    forward.copyTo(bytes, out::writeBytes);
    return out;
  }

  void release() {
    content.release();
  }
}
