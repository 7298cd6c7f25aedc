package ai.silogen.kaiwo.gateway.http;

import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client connection: turns the codec's messages into {@link HttpExchange}s, one at a time.
 *
 * <ul>
 *   <li>Requests pipelined behind one still being answered wait, in order; past {@link
 *       #MAX_PIPELINED} messages the socket is not read until they are served.
 *   <li>A request answered before its body arrived (an error, say) keeps the connection: the rest
 *       of the body is read and dropped.
 *   <li>A response that closes the connection while the client is still sending waits until the
 *       body is in, at most {@link #LINGER_MILLIS} (nginx's lingering close): closing a socket with
 *       unread data resets it, and the reset can destroy the answer before the client reads it.
 *   <li>A request body of which nothing arrives for the body-read timeout (nginx's {@code
 *       client_body_timeout}) ends the request: its listener lets go of it and may answer, then the
 *       connection closes. Clients that stop halfway through large bodies would otherwise hold the
 *       memory of those bodies for as long as they keep the connection open.
 *   <li>A request whose body cannot be framed without doubt ({@link RequestFraming}) goes to {@link
 *       HttpHandler#malformed}, and the connection closes after the answer.
 * </ul>
 */
final class ServerConnection extends ChannelInboundHandlerAdapter {
  private static final Logger LOG = LoggerFactory.getLogger(ServerConnection.class);
  private static final int MAX_PIPELINED = 32;
  private static final long LINGER_MILLIS = 2000;

  private final HttpHandler handler;
  private final long idleNanos;
  private final Duration bodyTimeout;
  private final long bodyTimeoutNanos;
  private final ArrayDeque<HttpObject> pipelined = new ArrayDeque<>();
  private ChannelHandlerContext ctx;
  private HttpExchange current;
  private ChannelFuture closeWhenWritten;
  private long idleSinceNanos;
  private ScheduledFuture<?> idleCheck;

  /** When the last bytes arrived while the current request's body was being read. */
  private long bodyReadNanos;

  /** Pending while a body is being read; not rescheduled while none is. */
  private ScheduledFuture<?> bodyCheck;

  /**
   * @param idleNanos a connection with no request in progress for this long is closed; 0: never
   * @param bodyTimeout the longest time between two reads of a request body; zero: no limit
   */
  ServerConnection(HttpHandler handler, long idleNanos, Duration bodyTimeout) {
    this.handler = handler;
    this.idleNanos = idleNanos;
    this.bodyTimeout = bodyTimeout;
    this.bodyTimeoutNanos = bodyTimeout.toNanos();
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    this.ctx = ctx;
    idleSinceNanos = System.nanoTime();
    if (idleNanos > 0) {
      checkIdleIn(idleNanos);
    }
  }

  /**
   * Closes the connection if no request has been in progress for the idle timeout. Checked by one
   * timer per connection that looks at when the last response ended, rather than by watching every
   * read and write: a request may legitimately be silent for minutes (waiting for a model to scale
   * up, a long generation), and a client that stalls halfway through a request head is idle too.
   */
  private void checkIdle() {
    if (!ctx.channel().isActive()) {
      return;
    }
    boolean busy = current != null || !pipelined.isEmpty() || closeWhenWritten != null;
    long idleFor = System.nanoTime() - idleSinceNanos;
    if (busy) {
      checkIdleIn(idleNanos);
    } else if (idleFor >= idleNanos) {
      ctx.close();
    } else {
      checkIdleIn(idleNanos - idleFor);
    }
  }

  private void checkIdleIn(long nanos) {
    idleCheck = ctx.executor().schedule(this::checkIdle, nanos, TimeUnit.NANOSECONDS);
  }

  /**
   * Notes that bytes arrived while a body is being read, and starts the timer that watches it if
   * none runs. Checked once per read rather than per piece of body; a body that arrives in the same
   * read as its head (most do) never starts the timer.
   */
  @Override
  public void channelReadComplete(ChannelHandlerContext ctx) {
    watchBody();
    ctx.fireChannelReadComplete();
  }

  private void watchBody() {
    if (bodyTimeoutNanos > 0 && readingBody()) {
      bodyReadNanos = System.nanoTime();
      if (bodyCheck == null) {
        checkBodyIn(bodyTimeoutNanos);
      }
    }
  }

  /**
   * Whether the current request's body is still arriving. Not while lingering (which has its own
   * limit), nor while requests wait pipelined behind a complete one: the socket is not read then.
   */
  private boolean readingBody() {
    return current != null && !current.requestEnded() && closeWhenWritten == null;
  }

  private void checkBody() {
    bodyCheck = null;
    if (!ctx.channel().isActive() || !readingBody()) {
      return; // the next body that does not arrive in one read starts the timer again
    }
    long stalledFor = System.nanoTime() - bodyReadNanos;
    if (stalledFor < bodyTimeoutNanos) {
      checkBodyIn(bodyTimeoutNanos - stalledFor);
      return;
    }
    current.bodyTimedOut(bodyTimeout);
    if (closeWhenWritten != null) {
      closeWhenWritten.addListener(ChannelFutureListener.CLOSE); // the client is not sending
    } else {
      ctx.close();
    }
  }

  private void checkBodyIn(long nanos) {
    bodyCheck = ctx.executor().schedule(this::checkBody, nanos, TimeUnit.NANOSECONDS);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (!(msg instanceof HttpObject message)) {
      ReferenceCountUtil.release(msg);
      return;
    }
    if (closeWhenWritten != null) {
      lingering(message);
    } else if (current != null && current.requestEnded()) {
      pipelined.add(message);
      if (pipelined.size() >= MAX_PIPELINED) {
        ctx.channel().config().setAutoRead(false);
      }
    } else {
      dispatch(message);
    }
  }

  private void dispatch(HttpObject message) {
    try {
      if (message instanceof HttpRequest request) {
        start(request);
        if (request.decoderResult().isFailure()) {
          return;
        }
      }
      HttpExchange exchange = current;
      if (message instanceof HttpContent content && exchange != null) {
        if (content.decoderResult().isFailure()) {
          ctx.close(); // a broken body cannot be framed, nor can what follows it
          return;
        }
        exchange.received(content);
        // An exchange answered during received() has moved on already (responseEnded).
        if (exchange == current
            && exchange.requestEnded()
            && exchange.responseEnded()
            && closeWhenWritten == null) {
          next();
        }
      }
    } finally {
      ReferenceCountUtil.release(message);
    }
  }

  private void start(HttpRequest request) {
    HttpExchange exchange = new HttpExchange(ctx, this, request);
    current = exchange;
    try {
      if (request.decoderResult().isFailure()) {
        // The codec drops all that follows: there is no more request, and the answer must close.
        exchange.received(LastHttpContent.EMPTY_LAST_CONTENT);
        refuse(exchange, request.decoderResult().cause());
      } else {
        UnframeableRequestException unframeable =
            RequestFraming.check(request.protocolVersion(), request.headers());
        if (unframeable != null) {
          // What follows may be read as a body here and as a request by a proxy in front, or the
          // other way round: the body is dropped while lingering, and nothing after it is served.
          refuse(exchange, unframeable);
        } else {
          handler.handle(exchange);
        }
      }
    } catch (RuntimeException e) {
      LOG.error("request handler failed on {} {}", request.method(), request.uri(), e);
      ctx.close();
    }
  }

  private void refuse(HttpExchange exchange, Throwable cause) {
    exchange.closeAfterResponse();
    handler.malformed(exchange, cause);
    if (!exchange.responseEnded()) {
      ctx.close();
    }
  }

  /** Called by the exchange once its response is written; {@code closing} if it ends the link. */
  void responseEnded(HttpExchange exchange, ChannelFuture closing) {
    if (exchange != current) {
      return;
    }
    if (closing != null) {
      closeWhenWritten = closing;
      pipelined.forEach(ReferenceCountUtil::release);
      pipelined.clear();
      if (exchange.requestEnded()) {
        closing.addListener(ChannelFutureListener.CLOSE);
      } else {
        ctx.channel().config().setAutoRead(true);
        ctx.executor().schedule(() -> ctx.close(), LINGER_MILLIS, TimeUnit.MILLISECONDS);
      }
    } else if (exchange.requestEnded()) {
      next();
    }
  }

  private void lingering(HttpObject message) {
    boolean last = message instanceof LastHttpContent;
    ReferenceCountUtil.release(message);
    if (last) {
      closeWhenWritten.addListener(ChannelFutureListener.CLOSE);
    }
  }

  /** The current exchange is over: serve what was pipelined behind it. */
  private void next() {
    current = null;
    idleSinceNanos = System.nanoTime();
    while (!pipelined.isEmpty() && (current == null || !current.requestEnded())) {
      dispatch(pipelined.poll());
      if (closeWhenWritten != null) {
        return;
      }
    }
    if (pipelined.size() < MAX_PIPELINED && !ctx.channel().config().isAutoRead()) {
      ctx.channel().config().setAutoRead(true);
    }
    watchBody(); // a pipelined request whose body is still arriving starts its wait now
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    if (idleCheck != null) {
      idleCheck.cancel(false);
    }
    if (bodyCheck != null) {
      bodyCheck.cancel(false);
    }
    pipelined.forEach(ReferenceCountUtil::release);
    pipelined.clear();
    if (current != null) {
      current.connectionClosed();
    }
    ctx.fireChannelInactive();
  }

  @Override
  public void channelWritabilityChanged(ChannelHandlerContext ctx) {
    if (ctx.channel().isWritable() && current != null) {
      current.writable();
    }
    ctx.fireChannelWritabilityChanged();
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    if (cause instanceof IOException) {
      LOG.debug("client connection failed: {}", cause.toString());
    } else {
      LOG.warn("closing a client connection after an unexpected error", cause);
    }
    ctx.close();
  }
}
