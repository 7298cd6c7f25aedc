package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.ChunkedFraming;
import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamCall;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponse;

/**
 * Copies a model server's answer to the client as it arrives, with backpressure.
 *
 * <p>A chunked answer (every SSE stream) is relayed with the framing it arrived in, not decoded and
 * encoded again; only an HTTP/1.0 client, which cannot take chunks, gets the chunks' data. The body
 * of one read of the upstream socket is written to the client when that read is done: a stream
 * whose frames arrive together costs one write, and nothing waits longer than the read. That body
 * is one piece, a slice of the upstream read buffer, retained until the client's socket has taken
 * it; the pieces of a body taken out of its chunks are joined into one buffer. If the client's
 * connection cannot take more, the upstream socket is not read until it drains, so a slow reader
 * slows the model server down instead of filling our memory.
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
  private ChunkedFraming unframing;

  ResponseRelay(HttpExchange exchange, UpstreamCall upstream, Events events) {
    this.exchange = exchange;
    this.upstream = upstream;
    this.events = events;
  }

  /** The answer's head; with {@code chunked}, its body arrives with its chunked framing. */
  void head(HttpResponse answer, boolean chunked) {
    status = answer.status().code();
    HttpHeaders headers = new DefaultHttpHeaders(false);
    ForwardedHeaders.copyResponse(answer.headers(), headers);
    exchange.onWritable(upstream::resume);
    if (!chunked) {
      exchange.writeHead(answer.status(), headers);
    } else if (!exchange.writeChunkedHead(answer.status(), headers)) {
      // An HTTP/1.0 client: the chunks' data, framed by the end of the connection. The framing
      // was checked on the way in, so no limit applies here.
      unframing = new ChunkedFraming(Integer.MAX_VALUE, Integer.MAX_VALUE);
    }
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
    if (unframing != null) {
      try {
        unframing.scan(
            chunk,
            chunk.readerIndex(),
            chunk.writerIndex(),
            (buffer, index, length) -> keep(buffer.slice(index, length)));
      } catch (ChunkedFraming.MalformedChunks checkedAlready) {
        throw new IllegalStateException(checkedAlready);
      }
    } else {
      keep(chunk);
    }
  }

  private void keep(ByteBuf chunk) {
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

  /**
   * The model server broke off: stops, and returns whether nothing of the answer had reached the
   * client yet, which can then get an error response instead of a cut-off answer.
   */
  boolean withdraw() {
    stop();
    return exchange.withdrawHead();
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
