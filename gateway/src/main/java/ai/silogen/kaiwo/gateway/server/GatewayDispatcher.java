package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.http.HttpHandler;
import ai.silogen.kaiwo.gateway.http.UnframeableRequestException;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.proxy.ErrorResponses;
import ai.silogen.kaiwo.gateway.proxy.RequestId;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamClient;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import java.nio.charset.StandardCharsets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One event loop's share of the gateway: routes each request by path, and forwards inference
 * requests with the upstream client of the same loop, so a request and its upstream exchange stay
 * on one thread.
 */
final class GatewayDispatcher implements HttpHandler {
  private static final Logger LOG = LoggerFactory.getLogger(GatewayDispatcher.class);

  private final GatewayHandlers handlers;
  private final UpstreamClient client;
  private final Listener listener;

  GatewayDispatcher(GatewayHandlers handlers, UpstreamClient client, Listener listener) {
    this.handlers = handlers;
    this.client = client;
    this.listener = listener;
  }

  @Override
  public void handle(HttpExchange exchange) {
    try {
      route(exchange, RequestId.assign(exchange));
    } catch (RuntimeException e) {
      LOG.error("failed to handle {} {}", exchange.method(), exchange.path(), e);
      ErrorResponses.sendAndClose(exchange, OpenAiError.internal(e));
    }
  }

  private void route(HttpExchange exchange, String requestId) {
    GatewayPath path = GatewayPath.match(exchange.path());
    GatewayPath.Target target =
        listener.serves(path.target()) ? path.target() : GatewayPath.Target.NOT_FOUND;
    switch (target) {
      case INFERENCE -> handlers.inference().handle(exchange, requestId, path.kind(), client);
      case MODELS -> handlers.models().handle(exchange);
      case HEALTHZ -> text(exchange, HttpResponseStatus.OK, "text/plain", "ok");
      case READYZ -> {
        boolean ready = handlers.ready().getAsBoolean();
        text(
            exchange,
            ready ? HttpResponseStatus.OK : HttpResponseStatus.SERVICE_UNAVAILABLE,
            "text/plain",
            ready ? "ok" : "not ready");
      }
      case METRICS ->
          text(
              exchange,
              HttpResponseStatus.OK,
              "text/plain; version=0.0.4; charset=utf-8",
              handlers.metrics().scrape());
      case NOT_FOUND -> {
        handlers.metrics().rejected(404);
        ErrorResponses.send(exchange, OpenAiError.pathNotFound(exchange.path()));
      }
    }
  }

  /**
   * Requests the HTTP layer refused: answer in the OpenAI shape; the connection then closes. The
   * request id is the client's if its header was read before the head broke, else a new one.
   */
  @Override
  public void malformed(HttpExchange exchange, Throwable cause) {
    RequestId.assign(exchange);
    OpenAiError error =
        switch (cause) {
          case TooLongHttpLineException e -> OpenAiError.requestHeadTooLarge(414, "request line");
          case TooLongHttpHeaderException e ->
              OpenAiError.requestHeadTooLarge(431, "request headers");
          case UnframeableRequestException e -> OpenAiError.unframeable(e.status(), e.getMessage());
          default -> OpenAiError.badRequest("malformed HTTP request");
        };
    handlers.metrics().rejected(error.status());
    ErrorResponses.sendAndClose(exchange, error);
  }

  private static void text(
      HttpExchange exchange, HttpResponseStatus status, String contentType, String body) {
    exchange.respond(status, contentType, Unpooled.copiedBuffer(body, StandardCharsets.UTF_8));
  }
}
