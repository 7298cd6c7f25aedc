package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponseStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Writes OpenAI-shaped error responses; the cause of a 5xx goes to the log only. */
public final class ErrorResponses {
  private static final Logger LOG = LoggerFactory.getLogger(ErrorResponses.class);

  /** Read by the OpenAI SDKs before their own retry policy. */
  private static final String SHOULD_RETRY = "x-should-retry";

  private ErrorResponses() {}

  /** Sends {@code error} unless the response has started or the client has gone. */
  public static void send(HttpExchange exchange, OpenAiError error) {
    if (error.status() >= 500 && error.getCause() != null) {
      LOG.warn("{} {}: {}", error.status(), error.getMessage(), error.getCause().toString());
    }
    if (!exchange.canRespond()) {
      return;
    }
    HttpHeaders headers = new DefaultHttpHeaders(false);
    headers.set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON);
    if (error.status() == 401) {
      headers.set(HttpHeaderNames.WWW_AUTHENTICATE, "Bearer");
    }
    if (error.allow() != null) {
      headers.set(HttpHeaderNames.ALLOW, error.allow());
    }
    switch (error.retryAdvice()) {
      case DO_NOT_RETRY -> headers.set(SHOULD_RETRY, "false");
      case RETRY_AFTER_A_SECOND -> {
        headers.set(SHOULD_RETRY, "true");
        headers.set(HttpHeaderNames.RETRY_AFTER, "1");
      }
      case CLIENT_DECIDES -> {}
    }
    exchange.respond(
        HttpResponseStatus.valueOf(error.status()),
        headers,
        Unpooled.wrappedBuffer(error.toJson()));
  }

  /** Sends {@code error} and closes the connection once it is written. */
  public static void sendAndClose(HttpExchange exchange, OpenAiError error) {
    exchange.closeAfterResponse();
    send(exchange, error);
  }
}
