package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Writes OpenAI-shaped error responses; the cause of a 5xx goes to the log only. */
public final class ErrorResponses {
  private static final Logger LOG = LoggerFactory.getLogger(ErrorResponses.class);
  private static final Duration LINGER = Duration.ofSeconds(2);

  private ErrorResponses() {}

  /** Sends {@code error} unless the response has started or ended. */
  public static void send(HttpServerResponse response, OpenAiError error) {
    if (error.status() >= 500 && error.getCause() != null) {
      LOG.warn("{} {}: {}", error.status(), error.getMessage(), error.getCause().toString());
    }
    if (response.headWritten() || response.ended() || response.closed()) {
      return;
    }
    response.setStatusCode(error.status()).putHeader("content-type", "application/json");
    if (error.status() == 401) {
      response.putHeader("www-authenticate", "Bearer");
    }
    response.end(Buffer.buffer(error.toJson()));
  }

  /** Sends {@code error} and closes the connection once it is written. */
  public static void sendAndClose(HttpServerResponse response, OpenAiError error) {
    if (response.headWritten() || response.ended() || response.closed()) {
      return;
    }
    response.putHeader("connection", "close");
    send(response, error);
    response.close();
  }

  /**
   * Sends {@code error} for a request whose body will not be read, then drops what the client still
   * sends until it is done (at most {@link #LINGER}) before closing, as nginx's lingering close:
   * closing a socket with unread data resets the connection, and the reset can destroy the answer
   * before a client that is still sending has read it. Must run on the request's event loop.
   */
  static void sendAndLinger(HttpServerRequest request, OpenAiError error) {
    HttpServerResponse response = request.response();
    if (response.headWritten() || response.ended() || response.closed()) {
      return;
    }
    response.putHeader("connection", "close");
    if (request.isEnded()) {
      send(response, error);
      response.close();
      return;
    }
    Vertx vertx = Vertx.currentContext().owner();
    long timer = vertx.setTimer(LINGER.toMillis(), ignored -> response.close());
    // Handlers first: a response that has been written takes no more.
    response.closeHandler(ignored -> vertx.cancelTimer(timer));
    request.handler(ignored -> {});
    request.endHandler(
        ignored -> {
          vertx.cancelTimer(timer);
          response.close();
        });
    send(response, error);
    request.resume();
  }
}
