package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import java.io.IOException;

/**
 * One keep-alive connection to a model server: the last handler of its pipeline, after Netty's HTTP
 * client codec. It carries one call at a time and goes back to its pool when an answer ends on a
 * connection both sides keep open.
 */
final class UpstreamConnection extends ChannelInboundHandlerAdapter {
  private final UpstreamPool pool;
  private Channel channel;
  private UpstreamCall call;
  private boolean keepAlive;
  private boolean informational;
  private long idleSinceNanos;

  UpstreamConnection(UpstreamPool pool) {
    this.pool = pool;
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    channel = ctx.channel();
  }

  /** Sends {@code next}'s request; write failures surface in {@link #exceptionCaught}. */
  void start(UpstreamCall next) {
    call = next;
    next.attach(this);
    channel.writeAndFlush(next.request().toMessage(), channel.voidPromise());
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
      read(msg);
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  private void read(Object msg) {
    if (call == null) {
      channel.close(); // bytes nobody asked for: the connection cannot be trusted any more
      return;
    }
    if (msg instanceof HttpObject object && object.decoderResult().isFailure()) {
      fail(object.decoderResult().cause());
      return;
    }
    if (msg instanceof HttpResponse response) {
      // A 1xx (we never send Expect, but a server may) is followed by the real answer.
      informational = response.status().codeClass() == HttpStatusClass.INFORMATIONAL;
      if (!informational) {
        keepAlive = HttpUtil.isKeepAlive(response);
        call.head(response);
      }
    }
    if (msg instanceof HttpContent content && !informational) {
      if (content.content().isReadable()) {
        call.content(content.content());
      }
      if (msg instanceof LastHttpContent) {
        answered();
      }
    }
  }

  /** The connection goes back to the pool first, so the listener's next request can reuse it. */
  private void answered() {
    UpstreamCall finished = call;
    call = null;
    if (keepAlive && channel.isActive()) {
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
