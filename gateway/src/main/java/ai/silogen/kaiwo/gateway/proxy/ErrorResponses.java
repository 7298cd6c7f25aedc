package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Writes OpenAI-shaped error responses; the cause of a 5xx goes to the log only. */
public final class ErrorResponses {
  private static final Logger LOG = LoggerFactory.getLogger(ErrorResponses.class);

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
}
