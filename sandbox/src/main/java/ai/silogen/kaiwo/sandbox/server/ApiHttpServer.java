package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.watch.HttpWatchSocket;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.Headers;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import io.fabric8.mockwebserver.http.WebSocketListener;
import io.fabric8.mockwebserver.vertx.ServerWebSocketHandler;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sandbox's HTTP front door on loopback. It replaces the mock's own web server only because
 * that one answers every request with one complete body, which cannot serve what Kubernetes
 * streams: kubectl's HTTP watches and {@code logs -f}. Everything else is the mock's response
 * model: each request becomes a {@link RecordedRequest} for the dispatcher (run off the event
 * loop), WebSocket watches are handed to the mock's own WebSocket handler, HTTP watches to the same
 * watch listener through {@link HttpWatchSocket}.
 */
public final class ApiHttpServer implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(ApiHttpServer.class);
  private static final List<String> WEBSOCKET_PROTOCOLS =
      List.of(
          "v1.channel.k8s.io",
          "v2.channel.k8s.io",
          "v3.channel.k8s.io",
          "v4.channel.k8s.io",
          "v5.channel.k8s.io");

  private final Vertx vertx;
  private final Function<RecordedRequest, MockResponse> dispatcher;
  private HttpServer server;

  public ApiHttpServer(Vertx vertx, Function<RecordedRequest, MockResponse> dispatcher) {
    this.vertx = vertx;
    this.dispatcher = dispatcher;
  }

  /** Listens on 127.0.0.1 ({@code port} 0 picks a free port); returns the bound port. */
  public int start(int port) {
    HttpServerOptions options =
        new HttpServerOptions()
            .setHost("127.0.0.1")
            .setPort(port)
            .setWebSocketSubProtocols(WEBSOCKET_PROTOCOLS)
            .setHandle100ContinueAutomatically(true)
            .setMaxFormAttributeSize(-1)
            // HTTP/1.1 only, like kube-apiserver without TLS. With h2c on, the JDK client's upgrade
            // of a request whose answer is megabytes long (the CRD list) sometimes ended in a
            // framing error ("Frame type(116) ... exceeds MAX_FRAME_SIZE").
            .setHttp2ClearTextEnabled(false);
    server = vertx.createHttpServer(options).requestHandler(this::handle);
    try {
      server.listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException("cannot listen on 127.0.0.1:" + port, e);
    }
    return server.actualPort();
  }

  private void handle(HttpServerRequest request) {
    if (isWebSocketUpgrade(request)) {
      // keep the upgrade request unread: Vert.x only upgrades a request that has not ended
      request.pause();
      dispatch(request, null);
    } else {
      request
          .body()
          .onFailure(e -> fail(request.response(), e))
          .onSuccess(body -> dispatch(request, body == null ? null : body.getBytes()));
    }
  }

  private void dispatch(HttpServerRequest request, byte[] body) {
    RecordedRequest recorded =
        new RecordedRequest(
            request.version().alpnName().toUpperCase(Locale.ROOT),
            HttpMethod.fromVertx(request.method()),
            request.uri(),
            Headers.builder().addAll(request.headers()).build(),
            new io.fabric8.mockwebserver.http.Buffer(body));
    vertx
        .executeBlocking(() -> dispatcher.apply(recorded), false)
        .onFailure(e -> fail(request.response(), e))
        .onSuccess(response -> respond(request, recorded, response));
  }

  private static boolean isWebSocketUpgrade(HttpServerRequest request) {
    return "websocket".equalsIgnoreCase(request.getHeader("Upgrade"));
  }

  private void respond(HttpServerRequest request, RecordedRequest recorded, MockResponse response) {
    WebSocketListener listener = response.getWebSocketListener();
    if (listener != null) {
      if (isWebSocketUpgrade(request)) {
        request
            .toWebSocket()
            .onFailure(e -> fail(request.response(), e))
            .onSuccess(new ServerWebSocketHandler(recorded, response));
      } else {
        streamWatch(request, recorded, response, listener);
      }
      return;
    }
    if (isWebSocketUpgrade(request)) {
      request.resume();
    }
    HttpServerResponse out = request.response().setStatusCode(response.code());
    response.getHeaders().toMultimap().forEach(out::putHeader);
    if (response instanceof StreamingResponse streaming) {
      out.setChunked(true);
      out.writeHead();
      streaming.producer().start(new VertxSink(out));
    } else if (response.getBody() != null && response.getBody().size() > 0) {
      out.end(Buffer.buffer(response.getBody().getBytes()));
    } else {
      out.end();
    }
  }

  private void streamWatch(
      HttpServerRequest request,
      RecordedRequest recorded,
      MockResponse response,
      WebSocketListener listener) {
    HttpServerResponse out =
        request
            .response()
            .setStatusCode(200)
            .setChunked(true)
            .putHeader("Content-Type", "application/json")
            .putHeader("Cache-Control", "no-cache, private");
    out.writeHead();
    HttpWatchSocket socket = new HttpWatchSocket(recorded, out);
    String timeout = request.getParam("timeoutSeconds");
    long timer =
        timeout != null && timeout.matches("\\d{1,9}") && Long.parseLong(timeout) > 0
            ? vertx.setTimer(
                TimeUnit.SECONDS.toMillis(Long.parseLong(timeout)),
                id -> {
                  socket.close(1000, "timeout");
                  listener.onClosed(socket, 1000, "timeout");
                })
            : -1;
    out.closeHandler(
        v -> {
          vertx.cancelTimer(timer);
          listener.onClosed(socket, 1000, "client closed the watch");
        });
    listener.onOpen(socket, response);
  }

  private static void fail(HttpServerResponse response, Throwable error) {
    LOG.warn("request failed", error);
    if (!response.headWritten()) {
      response
          .setStatusCode(500)
          .putHeader("Content-Type", "application/json")
          .end(ApiStatus.internalError(String.valueOf(error.getMessage())).getBody().readUtf8());
    }
  }

  @Override
  public void close() {
    if (server != null) {
      try {
        server.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
      } catch (Exception e) {
        LOG.debug("closing the API server", e);
      }
      server = null;
    }
  }

  /** Chunked writer over a Vert.x response. */
  private record VertxSink(HttpServerResponse out) implements StreamingResponse.Sink {
    @Override
    public void write(String text) {
      if (!isClosed()) {
        out.write(text);
      }
    }

    @Override
    public void end() {
      if (!isClosed()) {
        out.end();
      }
    }

    @Override
    public boolean isClosed() {
      return out.closed() || out.ended();
    }
  }
}
