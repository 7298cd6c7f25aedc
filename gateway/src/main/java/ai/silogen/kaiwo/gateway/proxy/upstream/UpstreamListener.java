package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.HttpResponse;

/**
 * What one {@link UpstreamCall} reports, always on the event loop it was sent from: {@link #head},
 * then {@link #content} any number of times with a {@link #readComplete} after each socket read,
 * then {@link #end}; or {@link #failed} at any point, after which nothing more is reported.
 */
public interface UpstreamListener {
  /**
   * The response's status line and headers. With {@code chunked}, {@link #content} passes the body
   * with its chunked framing as the model server sent it (already checked: it ends exactly where
   * the body does); otherwise it passes the body's bytes.
   */
  void head(HttpResponse response, boolean chunked);

  /** Body bytes as received; only valid during this call, so retain or copy what must be kept. */
  void content(ByteBuf content);

  /** Everything decoded from one read of the socket has been delivered: a good time to flush. */
  void readComplete();

  /** The response is complete. */
  void end();

  /**
   * The exchange failed: no connection, or the connection broke or carried a malformed response.
   * Whether {@link #head} came before tells a retryable failure from a broken answer.
   */
  void failed(Throwable cause);
}
