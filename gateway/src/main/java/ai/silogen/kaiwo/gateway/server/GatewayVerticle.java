package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.proxy.ErrorResponses;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamClient;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;

/**
 * One event loop's share of the gateway: an HTTP server instance (all instances share the port) and
 * the upstream client its requests are forwarded with, so a request and its upstream exchange stay
 * on one thread.
 */
final class GatewayVerticle extends AbstractVerticle {
  private final ServerSettings settings;
  private final int listenPort;
  private final GatewayHandlers handlers;
  private UpstreamClient client;
  private HttpServer server;

  GatewayVerticle(ServerSettings settings, int listenPort, GatewayHandlers handlers) {
    this.settings = settings;
    this.listenPort = listenPort;
    this.handlers = handlers;
  }

  @Override
  public void start(Promise<Void> started) {
    client =
        UpstreamClient.onEventLoopOf(
            context, settings.maxConnectionsPerEndpoint(), settings.connectTimeout(), 64 * 1024);
    server =
        vertx
            .createHttpServer(
                new HttpServerOptions()
                    .setHost(settings.host())
                    .setPort(listenPort)
                    .setTcpNoDelay(true)
                    .setHandle100ContinueAutomatically(true)
                    .setMaxHeaderSize(settings.maxHeaderBytes())
                    .setMaxInitialLineLength(Math.max(4096, settings.maxHeaderBytes())))
            .requestHandler(this::handle)
            .invalidRequestHandler(GatewayVerticle::invalid);
    server.listen().<Void>mapEmpty().onComplete(started);
  }

  @Override
  public void stop() {
    client.close();
  }

  int actualPort() {
    return server.actualPort();
  }

  private void handle(HttpServerRequest request) {
    GatewayPath path = GatewayPath.match(request.path());
    switch (path.target()) {
      case INFERENCE -> handlers.inference().handle(request, path.kind(), client);
      case MODELS -> handlers.models().handle(request);
      case HEALTHZ -> request.response().end("ok");
      case READYZ -> {
        boolean ready = handlers.ready().getAsBoolean();
        request.response().setStatusCode(ready ? 200 : 503).end(ready ? "ok" : "not ready");
      }
      case METRICS ->
          request
              .response()
              .putHeader("content-type", "text/plain; version=0.0.4; charset=utf-8")
              .end(handlers.metrics().scrape());
      case NOT_FOUND -> {
        handlers.metrics().rejected(404);
        ErrorResponses.send(request.response(), OpenAiError.pathNotFound(request.path()));
      }
    }
  }

  /** Requests the HTTP codec rejected: answer in the OpenAI shape, then close. */
  private static void invalid(HttpServerRequest request) {
    Throwable cause = request.decoderResult().cause();
    OpenAiError error =
        cause instanceof TooLongHttpLineException
            ? OpenAiError.requestHeadTooLarge(414, "request line")
            : cause instanceof TooLongHttpHeaderException
                ? OpenAiError.requestHeadTooLarge(431, "request headers")
                : OpenAiError.badRequest("malformed HTTP request");
    ErrorResponses.sendAndClose(request.response(), error);
  }
}
