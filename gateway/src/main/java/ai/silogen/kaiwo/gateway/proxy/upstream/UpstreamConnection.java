package ai.silogen.kaiwo.gateway.proxy.upstream;

import ai.silogen.kaiwo.gateway.http.HttpHeads;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.util.ReferenceCountUtil;
import java.io.IOException;

/**
 * One keep-alive connection to a model server, the only handler of its pipeline: it writes each
 * request's head and body itself and reads the answer with a {@link ResponseReader}. It carries one
 * call at a time and goes back to its pool when an answer ends on a connection both sides keep
 * open.
 */
final class UpstreamConnection extends ChannelInboundHandlerAdapter
    implements ResponseReader.Events {
  private final UpstreamPool pool;
  private final ResponseReader reader;
  private Channel channel;
  private UpstreamCall call;
  private long idleSinceNanos;

  UpstreamConnection(UpstreamPool pool, int maxHeaderBytes) {
    this.pool = pool;
    this.reader = new ResponseReader(maxHeaderBytes, 4096);
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    channel = ctx.channel();
  }

  /** Sends {@code next}'s request; write failures surface in {@link #exceptionCaught}. */
  void start(UpstreamCall next) {
    call = next;
    next.attach(this);
    UpstreamRequest request = next.request();
    reader.expect(request.method());
    ByteBuf body = request.body();
    int bodyBytes = body.readableBytes();
    boolean copied = bodyBytes <= HttpHeads.INLINE_BODY_BYTES;
    ByteBuf head =
        HttpHeads.request(
            channel.alloc(),
            request.method(),
            request.uri(),
            request.headers(),
            copied ? bodyBytes : 0);
    if (copied) {
      channel.writeAndFlush(
          head.writeBytes(body, body.readerIndex(), bodyBytes), channel.voidPromise());
    } else {
      channel.write(head, channel.voidPromise());
      channel.writeAndFlush(body.retainedDuplicate(), channel.voidPromise());
    }
  }

  boolean isActive() {
    return channel.isActive();
  }

  void autoRead(boolean on) {
    channel.config().setAutoRead(on);
  }

  void close() {
    channel.close();
  }

  void idleSince(long nanos) {
    idleSinceNanos = nanos;
  }

  /** Whether it has been idle for {@code timeoutNanos} or longer at {@code nowNanos}. */
  boolean idleFor(long timeoutNanos, long nowNanos) {
    return nowNanos - idleSinceNanos >= timeoutNanos;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    try {
      if (call == null) {
        channel.close(); // bytes nobody asked for: the connection cannot be trusted any more
      } else if (msg instanceof ByteBuf bytes) {
        reader.read(bytes, this);
      }
    } catch (Exception malformed) {
      fail(malformed);
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  @Override
  public void head(HttpResponse response, boolean chunked) {
    call.head(response, chunked);
  }

  @Override
  public void body(ByteBuf bytes) {
    call.content(bytes);
  }

  /** The connection goes back to the pool first, so the listener's next request can reuse it. */
  @Override
  public void end(boolean reusable) {
    UpstreamCall finished = call;
    call = null;
    if (reusable && channel.isActive()) {
      autoRead(true); // a relay paused by a slow client is over; the next call reads again
      pool.release(this);
    } else {
      channel.close();
    }
    finished.end();
  }

  @Override
  public void channelReadComplete(ChannelHandlerContext ctx) {
    if (call != null) {
      call.readComplete();
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    if (call != null && reader.endsAtClose()) {
      end(false); // a body without length or chunks ends with the connection
    }
    pool.closed(this);
    if (call != null) {
      fail(new IOException("the model server closed the connection"));
    }
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    fail(cause);
  }

  private void fail(Throwable cause) {
    UpstreamCall failed = call;
    call = null;
    channel.close();
    if (failed != null) {
      failed.failed(cause);
    }
  }
}
