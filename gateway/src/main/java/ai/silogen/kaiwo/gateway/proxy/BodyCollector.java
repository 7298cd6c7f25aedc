package ai.silogen.kaiwo.gateway.proxy;

import io.netty.buffer.ByteBuf;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a request body into memory (it is parsed, and replayed on retries) up to a size limit. A
 * body announced larger than the limit is refused before any of it is read.
 */
final class BodyCollector {
  private final long limit;
  private final Handler<Buffer> onBody;
  private final Runnable onTooLarge;
  private final List<Buffer> chunks = new ArrayList<>(1);
  private long size;
  private boolean refused;

  private BodyCollector(long limit, Handler<Buffer> onBody, Runnable onTooLarge) {
    this.limit = limit;
    this.onBody = onBody;
    this.onTooLarge = onTooLarge;
  }

  /**
   * Collects {@code request}'s body; calls {@code onBody} with it, or {@code onTooLarge} once when
   * it exceeds {@code limit} bytes. Must be called before the request handler returns.
   */
  static void collect(
      HttpServerRequest request, long limit, Handler<Buffer> onBody, Runnable onTooLarge) {
    long announced = contentLength(request.getHeader("content-length"));
    if (announced > limit) {
      onTooLarge.run();
      return;
    }
    BodyCollector collector = new BodyCollector(limit, onBody, onTooLarge);
    request.handler(collector::append);
    request.endHandler(ignored -> collector.end());
  }

  private void append(Buffer chunk) {
    if (refused) {
      return;
    }
    size += chunk.length();
    if (size > limit) {
      refused = true;
      chunks.clear();
      onTooLarge.run();
    } else {
      chunks.add(chunk);
    }
  }

  /**
   * Most bodies arrive in one chunk, passed on without a copy; others are joined once, into an
   * array of exactly their size (so {@link #bytes} needs no further copy). Chunks are kept until
   * then rather than appended to a growing buffer: that would copy a large body several times, and
   * sizing it from {@code Content-Length} up front would let a client make the gateway allocate the
   * limit by announcing it.
   */
  private void end() {
    if (refused) {
      return;
    }
    if (chunks.size() == 1) {
      onBody.handle(chunks.getFirst());
      return;
    }
    Buffer joined = Buffer.buffer((int) size);
    chunks.forEach(joined::appendBuffer);
    chunks.clear();
    onBody.handle(joined);
  }

  /**
   * The body's bytes, without a copy when the buffer is backed by exactly one array (the usual case
   * for a body received in one chunk). The result must not be modified.
   */
  static byte[] bytes(Buffer body) {
    ByteBuf buf = body.getByteBuf();
    if (buf.hasArray()
        && buf.arrayOffset() + buf.readerIndex() == 0
        && buf.array().length == buf.readableBytes()) {
      return buf.array();
    }
    return body.getBytes();
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
