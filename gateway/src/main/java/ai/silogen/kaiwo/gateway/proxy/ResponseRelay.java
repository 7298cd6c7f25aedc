package ai.silogen.kaiwo.gateway.proxy;

import io.vertx.core.Context;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpServerResponse;

/**
 * Copies a model server's answer to the client as it arrives, with backpressure.
 *
 * <p>Chunks decoded from one read of the upstream socket are written to the client together, at the
 * end of that event-loop turn (a flush consolidation, as Netty's): a stream whose frames arrive
 * together costs one write instead of one per SSE frame, and nothing waits longer than the current
 * turn. If the client's connection cannot take more, the upstream response is paused until it
 * drains, so a slow reader slows the model server down instead of filling our heap.
 */
final class ResponseRelay {

  /** What the exchange learns from the relay. */
  interface Events {
    /** The first body bytes arrived (or the answer ended without a body). */
    void firstByte();

    /** The answer is complete upstream; called just before the client's response ends. */
    void completed(int status);

    /** The model server broke the connection mid-answer. */
    void broken(Throwable cause);
  }

  private final Context context;
  private final HttpServerResponse response;
  private final HttpClientResponse upstream;
  private final Events events;
  private final Handler<Void> flushAtEndOfTurn = ignored -> flush();
  private Buffer pending;
  private boolean pendingOwned;
  private boolean firstByteSeen;
  private boolean stopped;

  ResponseRelay(
      Context context, HttpServerResponse response, HttpClientResponse upstream, Events events) {
    this.context = context;
    this.response = response;
    this.upstream = upstream;
    this.events = events;
  }

  void start() {
    int status = upstream.statusCode();
    response.setStatusCode(status);
    ForwardedHeaders.copyResponse(upstream.headers(), response.headers());
    if (!response.headers().contains("content-length") && status != 204 && status != 304) {
      response.setChunked(true);
    }
    response.drainHandler(ignored -> upstream.resume());
    upstream.handler(this::chunk);
    upstream.exceptionHandler(this::broken);
    upstream.endHandler(ignored -> ended(status));
  }

  /** The client left: drop whatever is pending. */
  void stop() {
    stopped = true;
    pending = null;
  }

  private void chunk(Buffer chunk) {
    if (stopped) {
      return;
    }
    if (!firstByteSeen) {
      firstByteSeen = true;
      events.firstByte();
    }
    if (pending == null) {
      pending = chunk; // the usual case: one chunk per turn, written without a copy
      pendingOwned = false;
      context.runOnContext(flushAtEndOfTurn);
    } else {
      if (!pendingOwned) {
        pending =
            Buffer.buffer(Math.max(256, 4 * (pending.length() + chunk.length())))
                .appendBuffer(pending);
        pendingOwned = true;
      }
      pending.appendBuffer(chunk);
    }
  }

  private void flush() {
    Buffer out = pending;
    pending = null;
    if (stopped || out == null) {
      return;
    }
    response.write(out);
    if (response.writeQueueFull()) {
      upstream.pause();
    }
  }

  private void ended(int status) {
    if (stopped) {
      return;
    }
    stopped = true;
    if (!firstByteSeen) {
      events.firstByte();
    }
    events.completed(status);
    Buffer last = pending;
    pending = null;
    if (last == null) {
      response.end();
    } else {
      response.end(last);
    }
  }

  private void broken(Throwable cause) {
    if (stopped) {
      return;
    }
    stop();
    events.broken(cause);
  }
}
