package ai.silogen.kaiwo.gateway.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.EventLoop;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.DefaultHttpContent;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.DefaultHttpResponse;
import io.netty.handler.codec.http.DefaultLastHttpContent;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.util.List;

/**
 * One HTTP/1.1 request and its response on a client connection. The response is either complete
 * ({@link #respond}) or streamed ({@link #writeHead}, {@link #write}, {@link #end}); framing
 * (content length or chunked, keep-alive) follows the request. Use it on {@link #eventLoop()} only.
 */
public final class HttpExchange {
  private final ChannelHandlerContext ctx;
  private final ServerConnection connection;
  private final HttpRequest request;
  private final boolean keepAliveRequested;
  private BodyListener body;
  private Runnable onClose;
  private Runnable onWritable;
  private boolean requestEnded;

  /** The head is written (or waiting in the two fields below to go out with the body). */
  private boolean headWritten;

  private HttpResponseStatus pendingStatus;
  private HttpHeaders pendingHeaders;
  private boolean ended;
  private boolean closeAfterResponse;

  HttpExchange(ChannelHandlerContext ctx, ServerConnection connection, HttpRequest request) {
    this.ctx = ctx;
    this.connection = connection;
    this.request = request;
    this.keepAliveRequested = HttpUtil.isKeepAlive(request);
  }

  public HttpMethod method() {
    return request.method();
  }

  /** The request target as sent, e.g. {@code /v1/models?feature=TextEmbedding}. */
  public String uri() {
    return request.uri();
  }

  /** The path of {@link #uri()}, without query (and without scheme and host if it had them). */
  public String path() {
    return RequestTargets.path(request.uri());
  }

  /** The values of query parameter {@code name}, decoded. */
  public List<String> queryParameters(String name) {
    return new QueryStringDecoder(request.uri()).parameters().getOrDefault(name, List.of());
  }

  public HttpHeaders headers() {
    return request.headers();
  }

  public String header(CharSequence name) {
    return request.headers().get(name);
  }

  public EventLoop eventLoop() {
    return ctx.channel().eventLoop();
  }

  /** For buffers that are written to this connection. */
  public ByteBufAllocator alloc() {
    return ctx.alloc();
  }

  /**
   * Starts reading the body into {@code listener}, first telling a client that waits for it ({@code
   * Expect: 100-continue}) to send it. Without a listener the body is read and dropped.
   */
  public void readBody(BodyListener listener) {
    body = listener;
    if (!requestEnded && !headWritten && HttpUtil.is100ContinueExpected(request)) {
      ctx.writeAndFlush(
          new DefaultFullHttpResponse(
              HttpVersion.HTTP_1_1, HttpResponseStatus.CONTINUE, Unpooled.EMPTY_BUFFER),
          ctx.voidPromise());
    }
  }

  /** Called once if the connection closes before the response has ended. */
  public void onClose(Runnable handler) {
    onClose = handler;
  }

  /** Called when the connection can take more after {@link #isWritable()} was false. */
  public void onWritable(Runnable handler) {
    onWritable = handler;
  }

  public boolean isWritable() {
    return ctx.channel().isWritable();
  }

  /** Whether the response can still be started: its head is not written and the client is here. */
  public boolean canRespond() {
    return !headWritten && ctx.channel().isActive();
  }

  /** Ends the connection once the response has been sent ({@code Connection: close}). */
  public void closeAfterResponse() {
    closeAfterResponse = true;
  }

  /** Sends a complete response; {@code headers} must not contain framing headers. */
  public void respond(HttpResponseStatus status, HttpHeaders headers, ByteBuf content) {
    if (headWritten) {
      content.release();
      return;
    }
    headWritten = true;
    sendComplete(status, headers, content);
  }

  /** Sends a complete response with just a {@code Content-Type} header. */
  public void respond(HttpResponseStatus status, CharSequence contentType, ByteBuf content) {
    HttpHeaders headers = new DefaultHttpHeaders(false);
    headers.set(HttpHeaderNames.CONTENT_TYPE, contentType);
    respond(status, headers, content);
  }

  /**
   * Starts a response whose body follows through {@link #write} and {@link #end}. Without {@code
   * Content-Length} in {@code headers} the body is sent chunked (to an HTTP/1.0 client: until the
   * connection closes), unless it ends before anything was written: then it goes out as one
   * complete response with its length.
   *
   * <p>The head is sent with the first piece of the body, not before: an answer that arrives in one
   * read (most unstreamed ones) then leaves in one complete message, which the codec encodes into a
   * single buffer.
   */
  public void writeHead(HttpResponseStatus status, HttpHeaders headers) {
    if (headWritten) {
      return;
    }
    headWritten = true;
    pendingStatus = status;
    pendingHeaders = headers;
  }

  /** Writes and flushes a piece of the body; takes ownership of {@code chunk}. */
  public void write(ByteBuf chunk) {
    if (ended || !headWritten) {
      chunk.release();
      return;
    }
    sendPendingHead();
    ctx.writeAndFlush(new DefaultHttpContent(chunk), ctx.voidPromise());
  }

  /** Ends the response, with {@code last} as its final piece unless {@code null}. */
  public void end(ByteBuf last) {
    if (ended || !headWritten) {
      if (last != null) {
        last.release();
      }
      return;
    }
    if (pendingStatus != null) {
      HttpResponseStatus status = pendingStatus;
      HttpHeaders headers = pendingHeaders;
      pendingStatus = null;
      pendingHeaders = null;
      sendComplete(status, headers, last == null ? Unpooled.EMPTY_BUFFER : last);
      return;
    }
    finish(last == null ? LastHttpContent.EMPTY_LAST_CONTENT : new DefaultLastHttpContent(last));
  }

  private void sendPendingHead() {
    if (pendingStatus != null) {
      frame(pendingStatus, pendingHeaders);
      ctx.write(
          new DefaultHttpResponse(request.protocolVersion(), pendingStatus, pendingHeaders),
          ctx.voidPromise());
      pendingStatus = null;
      pendingHeaders = null;
    }
  }

  /** Breaks the connection: the client sees the response cut off, not complete. */
  public void reset() {
    ended = true;
    ctx.close();
  }

  /** A whole response in one message: its length is known, so it is never chunked. */
  private void sendComplete(HttpResponseStatus status, HttpHeaders headers, ByteBuf content) {
    if (!isBodyless(status) && !headers.contains(HttpHeaderNames.CONTENT_LENGTH)) {
      headers.setInt(HttpHeaderNames.CONTENT_LENGTH, content.readableBytes());
    }
    HttpUtil.setKeepAlive(headers, request.protocolVersion(), keepsAlive());
    finish(
        new DefaultFullHttpResponse(
            request.protocolVersion(), status, content, headers, EmptyHttpHeaders.INSTANCE));
  }

  /** The head of a streamed response: chunked unless its length is known. */
  private void frame(HttpResponseStatus status, HttpHeaders headers) {
    if (!isBodyless(status) && !headers.contains(HttpHeaderNames.CONTENT_LENGTH)) {
      if (request.protocolVersion().equals(HttpVersion.HTTP_1_0)) {
        closeAfterResponse = true; // the end of the body is the end of the connection
      } else {
        headers.set(HttpHeaderNames.TRANSFER_ENCODING, HttpHeaderValues.CHUNKED);
      }
    }
    HttpUtil.setKeepAlive(headers, request.protocolVersion(), keepsAlive());
  }

  private static boolean isBodyless(HttpResponseStatus status) {
    return status.codeClass() == HttpStatusClass.INFORMATIONAL
        || status.code() == 204
        || status.code() == 304;
  }

  private void finish(HttpContent last) {
    ended = true;
    if (keepsAlive()) {
      ctx.writeAndFlush(last, ctx.voidPromise());
      connection.responseEnded(this, null);
    } else {
      connection.responseEnded(this, ctx.writeAndFlush(last));
    }
  }

  private boolean keepsAlive() {
    return keepAliveRequested && !closeAfterResponse;
  }

  // Events from the connection.

  void received(HttpContent content) {
    // Marked first: an answer given while the last piece is handled knows the request is in.
    boolean last = content instanceof LastHttpContent;
    requestEnded |= last;
    ByteBuf bytes = content.content();
    if (body != null && bytes.isReadable()) {
      body.chunk(bytes);
    }
    if (last && body != null) {
      body.end();
    }
  }

  void connectionClosed() {
    if (!requestEnded && body != null) {
      body.aborted();
    }
    if (!ended) {
      ended = true;
      if (onClose != null) {
        onClose.run();
      }
    }
  }

  void writable() {
    if (onWritable != null && !ended) {
      onWritable.run();
    }
  }

  boolean requestEnded() {
    return requestEnded;
  }

  boolean responseEnded() {
    return ended;
  }
}
