package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.BodyListener;
import ai.silogen.kaiwo.gateway.http.HttpExchange;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.HttpHeaderNames;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads a request body into memory (it is parsed, and replayed on retries) up to a size limit. A
 * body announced larger than the limit is refused before any of it is read.
 *
 * <p>The pieces are kept as the codec hands them over and copied once, at the end, into an array of
 * exactly the body's size. Appending to a growing buffer would copy a large body several times, and
 * sizing it from {@code Content-Length} up front would let a client make the gateway allocate the
 * limit by announcing it.
 */
final class BodyCollector implements BodyListener {
  private final long limit;
  private final Consumer<byte[]> onBody;
  private final Runnable onTooLarge;
  private final List<ByteBuf> chunks = new ArrayList<>(1);
  private int size;
  private boolean refused;

  BodyCollector(long limit, Consumer<byte[]> onBody, Runnable onTooLarge) {
    this.limit = Math.min(limit, Integer.MAX_VALUE - 8); // the body becomes one array
    this.onBody = onBody;
    this.onTooLarge = onTooLarge;
  }

  /**
   * Collects {@code exchange}'s body; calls {@code onBody} with it, or {@code onTooLarge} once when
   * it exceeds {@code limit} bytes.
   */
  static void collect(
      HttpExchange exchange, long limit, Consumer<byte[]> onBody, Runnable onTooLarge) {
    long announced = contentLength(exchange.header(HttpHeaderNames.CONTENT_LENGTH));
    if (announced > limit) {
      onTooLarge.run();
      return;
    }
    exchange.readBody(new BodyCollector(limit, onBody, onTooLarge));
  }

  @Override
  public void chunk(ByteBuf chunk) {
    if (refused) {
      return;
    }
    if ((long) size + chunk.readableBytes() > limit) {
      refused = true;
      releaseAll();
      onTooLarge.run();
    } else {
      size += chunk.readableBytes();
      chunks.add(chunk.retain());
    }
  }

  @Override
  public void end() {
    if (refused) {
      return;
    }
    byte[] body = new byte[size];
    int at = 0;
    for (ByteBuf chunk : chunks) {
      int length = chunk.readableBytes();
      chunk.getBytes(chunk.readerIndex(), body, at, length);
      at += length;
    }
    releaseAll();
    onBody.accept(body);
  }

  @Override
  public void aborted() {
    releaseAll();
  }

  private void releaseAll() {
    chunks.forEach(ByteBuf::release);
    chunks.clear();
  }

  private static long contentLength(String header) {
    if (header == null) {
      return -1;
    }
    try {
      return Long.parseLong(header.strip());
    } catch (NumberFormatException e) {
      return -1; // the HTTP codec rejects malformed lengths itself
    }
  }
}
