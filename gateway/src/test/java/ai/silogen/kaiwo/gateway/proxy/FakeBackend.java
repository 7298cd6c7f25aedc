package ai.silogen.kaiwo.gateway.proxy;

import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A tiny model server for proxy tests: records every request and answers with a fixed status and
 * body, or breaks the connection.
 */
public final class FakeBackend implements AutoCloseable {
  /** What the backend received. */
  public record Received(String method, String uri, MultiMap headers, String body) {}

  private final HttpServer server;
  private final List<Received> received = new CopyOnWriteArrayList<>();
  private final int port;

  private FakeBackend(Vertx vertx, Consumer<HttpServerRequest> answer) {
    server =
        vertx
            .createHttpServer()
            .requestHandler(
                request ->
                    request
                        .body()
                        .onSuccess(
                            body -> {
                              received.add(
                                  new Received(
                                      request.method().name(),
                                      request.uri(),
                                      MultiMap.caseInsensitiveMultiMap().addAll(request.headers()),
                                      body.toString()));
                              answer.accept(request);
                            }));
    port = Await.result(server.listen(0, "127.0.0.1")).actualPort();
  }

  /** Answers every request with {@code status} and a JSON {@code body}. */
  public static FakeBackend answering(Vertx vertx, int status, String body) {
    return new FakeBackend(
        vertx,
        request ->
            request
                .response()
                .setStatusCode(status)
                .putHeader("content-type", "application/json")
                .putHeader("x-backend", "fake")
                .end(Buffer.buffer(body)));
  }

  /** Closes the connection of every request without answering. */
  public static FakeBackend hangingUp(Vertx vertx) {
    return new FakeBackend(vertx, request -> request.connection().close());
  }

  public String address() {
    return "127.0.0.1:" + port;
  }

  public List<Received> received() {
    return received;
  }

  @Override
  public void close() {
    Await.result(server.close());
  }
}
