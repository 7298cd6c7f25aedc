package ai.silogen.kaiwo.gateway.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.EventLoop;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/**
 * One HTTP/1.1 request and its response on a client connection. The response is either complete
 * ({@link #respond}) or streamed ({@link #writeHead}, {@link #write}, {@link #end}); framing
 * (content length or chunked, keep-alive) follows the request. It writes its response's bytes
 * itself ({@link HttpHeads}, {@link Framing}); the connection's pipeline only decodes requests. Use
 * it on {@link #eventLoop()} only.
 */
public final class HttpExchange {
  private static final byte[] CONTINUE =
      "HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

  private final ChannelHandlerContext ctx;
  private final ServerConnection connection;
  private final HttpRequest request;
  private final boolean keepAliveRequested;
  private final boolean headRequest;
  private BodyListener body;
  private Runnable onClose;
  private Runnable onWritable;
  private boolean requestEnded;

  /** The head is written (or waiting in the two fields below to go out with the body). */
  private boolean headWritten;

  private HttpResponseStatus pendingStatus;
  private HttpHeaders pendingHeaders;
  private Framing framing = Framing.RAW;
  private boolean ended;
  private boolean closeAfterResponse;
  private CharSequence stampName;
  private String stampValue;

  HttpExchange(ChannelHandlerContext ctx, ServerConnection connection, HttpRequest request) {
    this.ctx = ctx;
    this.connection = connection;
    this.request = request;
    this.keepAliveRequested = HttpUtil.isKeepAlive(request);
    this.headRequest = HttpMethod.HEAD.equals(request.method());
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
      ctx.writeAndFlush(Unpooled.wrappedBuffer(CONTINUE), ctx.voidPromise());
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

  /**
   * Sets header {@code name} to {@code value} on whatever response this exchange sends, an answer
   * relayed from elsewhere or an error (one such header per exchange).
   */
  public void stampResponse(CharSequence name, String value) {
    stampName = name;
    stampValue = value;
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
   * read (most unstreamed ones) then leaves in one write.
   */
  public void writeHead(HttpResponseStatus status, HttpHeaders headers) {
    if (headWritten) {
      return;
    }
    headWritten = true;
    pendingStatus = status;
    pendingHeaders = headers;
  }

  /**
   * Starts a chunked response whose body follows already framed: {@link #write} and {@link #end}
   * pass their bytes on unchanged, and the last of them must end the chunked body. A relay uses it
   * to forward a chunked answer without decoding and encoding every chunk. Returns false, and
   * starts the head as {@link #writeHead} does, if the client cannot take a chunked body
   * (HTTP/1.0): the body must then be written decoded.
   */
  public boolean writeChunkedHead(HttpResponseStatus status, HttpHeaders headers) {
    if (request.protocolVersion().equals(HttpVersion.HTTP_1_0)) {
      writeHead(status, headers);
      return false;
    }
    headers.remove(HttpHeaderNames.CONTENT_LENGTH);
    writeHead(status, headers);
    framing = Framing.FRAMED;
    return true;
  }

  /** Writes and flushes a piece of the body; takes ownership of {@code chunk}. */
  public void write(ByteBuf chunk) {
    if (ended || !headWritten) {
      chunk.release();
      return;
    }
    ByteBuf rest = sendPendingHead(chunk);
    if (rest != null) {
      framing.write(ctx, rest);
    }
    ctx.flush();
  }

  /** Ends the response, with {@code last} as its final piece unless {@code null}. */
  public void end(ByteBuf last) {
    if (ended || !headWritten) {
      if (last != null) {
        last.release();
      }
      return;
    }
    if (pendingStatus != null && framing != Framing.FRAMED) {
      HttpResponseStatus status = pendingStatus;
      HttpHeaders headers = pendingHeaders;
      pendingStatus = null;
      pendingHeaders = null;
      sendComplete(status, headers, last == null ? Unpooled.EMPTY_BUFFER : last);
      return;
    }
    ByteBuf rest = sendPendingHead(last);
    if (rest != null) {
      framing.write(ctx, rest);
    }
    framing.end(ctx);
    finish();
  }

  /**
   * Writes the head if it is still waiting, with {@code piece} (may be null) behind it in the same
   * buffer when the framing sends pieces as they are and the piece is small; returns what is left
   * to write, or null.
   */
  private ByteBuf sendPendingHead(ByteBuf piece) {
    if (pendingStatus == null) {
      return piece;
    }
    HttpResponseStatus status = pendingStatus;
    HttpHeaders headers = pendingHeaders;
    pendingStatus = null;
    pendingHeaders = null;
    frame(status, headers);
    if (framing == Framing.CHUNKED || framing == Framing.NONE) {
      ctx.write(head(status, headers), ctx.voidPromise()); // the piece needs framing, or is dropped
      return piece;
    }
    return writeHead(head(status, headers), piece);
  }

  /**
   * Writes {@code head}, with {@code piece} (may be null) in the same buffer if it is small;
   * returns the piece if it must follow as a buffer of its own, else null.
   */
  private ByteBuf writeHead(ByteBuf head, ByteBuf piece) {
    if (piece != null && piece.readableBytes() <= HttpHeads.INLINE_BODY_BYTES) {
      head.writeBytes(piece);
      piece.release();
      piece = null;
    }
    ctx.write(head, ctx.voidPromise());
    return piece;
  }

  /**
   * Takes back a head given to {@link #writeHead} or {@link #writeChunkedHead} while none of it has
   * been sent (it waits for the first piece of the body), so that {@link #respond} can answer
   * instead. Returns false if the response has started on the wire.
   */
  public boolean withdrawHead() {
    if (pendingStatus == null || ended) {
      return false;
    }
    pendingStatus = null;
    pendingHeaders = null;
    framing = Framing.RAW;
    headWritten = false;
    return true;
  }

  /** Breaks the connection: the client sees the response cut off, not complete. */
  public void reset() {
    ended = true;
    ctx.close();
  }

  /** A whole response in one buffer when small: its length is known, so it is never chunked. */
  private void sendComplete(HttpResponseStatus status, HttpHeaders headers, ByteBuf content) {
    boolean bodyless = Framing.isBodyless(status);
    if (!bodyless && !headers.contains(HttpHeaderNames.CONTENT_LENGTH)) {
      headers.setInt(HttpHeaderNames.CONTENT_LENGTH, content.readableBytes());
    }
    HttpUtil.setKeepAlive(headers, request.protocolVersion(), keepsAlive());
    if (bodyless || headRequest) {
      content.release();
      content = null;
    }
    ByteBuf rest = writeHead(head(status, headers), content);
    if (rest != null) {
      ctx.write(rest, ctx.voidPromise());
    }
    finish();
  }

  private ByteBuf head(HttpResponseStatus status, HttpHeaders headers) {
    if (stampName != null) {
      headers.set(stampName, stampValue);
    }
    return HttpHeads.response(ctx.alloc(), request.protocolVersion(), status, headers);
  }

  /** Chooses how the body of a streamed response is framed, and says so in its head. */
  private void frame(HttpResponseStatus status, HttpHeaders headers) {
    framing =
        Framing.choose(
            status, headRequest, framing == Framing.FRAMED, headers, request.protocolVersion());
    if (framing == Framing.RAW && !headers.contains(HttpHeaderNames.CONTENT_LENGTH)) {
      closeAfterResponse = true; // the end of the body is the end of the connection
    }
    HttpUtil.setKeepAlive(headers, request.protocolVersion(), keepsAlive());
  }

  private void finish() {
    ended = true;
    if (keepsAlive()) {
      ctx.flush();
      connection.responseEnded(this, null);
    } else {
      connection.responseEnded(this, ctx.writeAndFlush(Unpooled.EMPTY_BUFFER));
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

  /** The body stalled for {@code timeout}: its listener lets go of it and may answer. */
  void bodyTimedOut(Duration timeout) {
    closeAfterResponse = true;
    BodyListener listener = body;
    body = null; // the close that follows must not abort it again
    if (listener != null && !requestEnded) {
      listener.timedOut(timeout);
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
