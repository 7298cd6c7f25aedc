package ai.silogen.kaiwo.gateway.proxy;

import io.netty.buffer.ByteBuf;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;

/**
 * Reads a request body into memory (it is parsed, and replayed on retries) up to a size limit. A
 * body announced larger than the limit is refused before any of it is read.
 */
final class BodyCollector {
  private final long limit;
  private final Handler<Buffer> onBody;
  private final Runnable onTooLarge;
  private Buffer single;
  private Buffer joined;
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
      single = null;
      joined = null;
      onTooLarge.run();
    } else if (single == null && joined == null) {
      single = chunk; // most bodies arrive in one chunk: keep it without copying
    } else {
      if (joined == null) {
        joined = Buffer.buffer((int) Math.min(limit, Math.max(size * 2, 4096)));
        joined.appendBuffer(single);
        single = null;
      }
      joined.appendBuffer(chunk);
    }
  }

  private void end() {
    if (refused) {
      return;
    }
    onBody.handle(joined != null ? joined : single != null ? single : Buffer.buffer(0));
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
