package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamCall;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponse;

/**
 * Copies a model server's answer to the client as it arrives, with backpressure.
 *
 * <p>Pieces decoded from one read of the upstream socket are written to the client together when
 * that read is done: a stream whose frames arrive together costs one write instead of one per SSE
 * frame, and nothing waits longer than the read. A read that decodes to one piece (a whole
 * unstreamed answer, or one SSE frame) is not copied: the piece is a slice of the upstream read
 * buffer, retained until the client's socket has taken it. Several pieces are joined into one
 * buffer, which costs a copy but writes far fewer, larger pieces than a list of slices. If the
 * client's connection cannot take more, the upstream socket is not read until it drains, so a slow
 * reader slows the model server down instead of filling our memory.
 */
final class ResponseRelay {

  /** What the exchange learns from the relay. */
  interface Events {
    /** The first body bytes arrived (or the answer ended without a body). */
    void firstByte();

    /** The answer is complete upstream; called just before the client's response ends. */
    void completed(int status);
  }

  private final HttpExchange exchange;
  private final UpstreamCall upstream;
  private final Events events;
  private int status;
  private ByteBuf pending;
  private boolean joined;
  private boolean firstByteSeen;
  private boolean stopped;

  ResponseRelay(HttpExchange exchange, UpstreamCall upstream, Events events) {
    this.exchange = exchange;
    this.upstream = upstream;
    this.events = events;
  }

  void head(HttpResponse answer) {
    status = answer.status().code();
    HttpHeaders headers = new DefaultHttpHeaders(false);
    ForwardedHeaders.copyResponse(answer.headers(), headers);
    exchange.onWritable(upstream::resume);
    exchange.writeHead(answer.status(), headers);
  }

  /** Body bytes, kept (retained) until the read is complete. */
  void content(ByteBuf chunk) {
    if (stopped) {
      return;
    }
    if (!firstByteSeen) {
      firstByteSeen = true;
      events.firstByte();
    }
    if (pending == null) {
      pending = chunk.retain();
    } else if (joined) {
      pending.writeBytes(chunk);
    } else {
      ByteBuf first = pending;
      pending =
          exchange
              .alloc()
              .directBuffer(Math.max(first.readableBytes() + chunk.readableBytes(), 4096))
              .writeBytes(first)
              .writeBytes(chunk);
      first.release();
      joined = true;
    }
  }

  void readComplete() {
    if (stopped || pending == null) {
      return;
    }
    ByteBuf out = pending;
    pending = null;
    joined = false;
    exchange.write(out);
    if (!exchange.isWritable()) {
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
    joined = false;
    exchange.end(last);
  }

  /** The client left or the model server broke off: drop whatever is pending. */
  void stop() {
    stopped = true;
    if (pending != null) {
      pending.release();
      pending = null;
    }
  }
}
