package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamCall;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponse;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;

/**
 * Copies a model server's answer to the client as it arrives, with backpressure.
 *
 * <p>Chunks decoded from one read of the upstream socket are written to the client together when
 * that read is done: a stream whose frames arrive together costs one write instead of one per SSE
 * frame, and nothing waits longer than the read. If the client's connection cannot take more, the
 * upstream socket is not read until it drains, so a slow reader slows the model server down instead
 * of filling our heap.
 */
final class ResponseRelay {

  /** What the exchange learns from the relay. */
  interface Events {
    /** The first body bytes arrived (or the answer ended without a body). */
    void firstByte();

    /** The answer is complete upstream; called just before the client's response ends. */
    void completed(int status);
  }

  private final HttpServerResponse response;
  private final UpstreamCall upstream;
  private final Events events;
  private int status;
  private ByteBuf pending;
  private boolean firstByteSeen;
  private boolean stopped;

  ResponseRelay(HttpServerResponse response, UpstreamCall upstream, Events events) {
    this.response = response;
    this.upstream = upstream;
    this.events = events;
  }

  void head(HttpResponse answer) {
    status = answer.status().code();
    response.setStatusCode(status);
    ForwardedHeaders.copyResponse(answer.headers(), response.headers());
    if (!answer.headers().contains(HttpHeaderNames.CONTENT_LENGTH)
        && status != 204
        && status != 304) {
      response.setChunked(true);
    }
    response.drainHandler(ignored -> upstream.resume());
  }

  /**
   * Body bytes: copied, because the decoder's buffer is reused once this returns and the client's
   * connection may write them later.
   */
  void content(ByteBuf chunk) {
    if (stopped) {
      return;
    }
    if (!firstByteSeen) {
      firstByteSeen = true;
      events.firstByte();
    }
    if (pending == null) {
      pending = Unpooled.buffer(Math.max(chunk.readableBytes(), 256));
    }
    pending.writeBytes(chunk);
  }

  void readComplete() {
    if (stopped || pending == null) {
      return;
    }
    Buffer out = Buffer.buffer(pending);
    pending = null;
    response.write(out);
    if (response.writeQueueFull()) {
      upstream.pause();
    }
  }

  void end() {
    if (stopped) {
      return;
    }
    stopped = true;
    if (!firstByteSeen) {
      events.firstByte();
    }
    events.completed(status);
    ByteBuf last = pending;
    pending = null;
    if (last == null) {
      response.end();
    } else {
      response.end(Buffer.buffer(last));
    }
  }

  /** The client left or the model server broke off: drop whatever is pending. */
  void stop() {
    stopped = true;
    pending = null;
  }
}
