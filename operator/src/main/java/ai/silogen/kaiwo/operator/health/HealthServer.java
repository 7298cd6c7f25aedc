package ai.silogen.kaiwo.operator.health;

import ai.silogen.kaiwo.api.ApiSerialization;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A small HTTP server on its own Vert.x event loop: {@code GET /healthz}, {@code GET /readyz} (200
 * or 503 with the {@link HealthReport} as JSON) and {@code GET /metrics} (Prometheus text format).
 */
public final class HealthServer implements AutoCloseable {

  /** Content type of the Prometheus text exposition format. */
  static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

  private static final long START_TIMEOUT_SECONDS = 10;

  private final Vertx vertx;
  private final HttpServer server;

  private HealthServer(Vertx vertx, HttpServer server) {
    this.vertx = vertx;
    this.server = server;
  }

  /**
   * Listens on {@code host:port} ({@code port} 0 picks a free one) until {@link #close()}.
   *
   * @throws IllegalStateException when the port cannot be bound
   */
  public static HealthServer start(
      String host, int port, Supplier<HealthReport> health, PrometheusMeterRegistry registry) {
    Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1).setWorkerPoolSize(1));
    HttpServer server =
        vertx.createHttpServer().requestHandler(request -> answer(request, health, registry));
    try {
      server
          .listen(port, host)
          .toCompletionStage()
          .toCompletableFuture()
          .get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      return new HealthServer(vertx, server);
    } catch (ExecutionException | TimeoutException e) {
      vertx.close();
      throw new IllegalStateException(
          "cannot serve health and metrics on " + host + ":" + port + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      vertx.close();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while binding port " + port, e);
    }
  }

  /** The port it listens on. */
  public int port() {
    return server.actualPort();
  }

  @Override
  public void close() {
    vertx.close();
  }

  private static void answer(
      HttpServerRequest request, Supplier<HealthReport> health, PrometheusMeterRegistry registry) {
    if (request.method() != HttpMethod.GET && request.method() != HttpMethod.HEAD) {
      request.response().setStatusCode(405).putHeader(HttpHeaders.ALLOW, "GET, HEAD").end();
      return;
    }
    switch (request.path()) {
      case "/healthz" -> probe(request, health.get(), HealthReport::live);
      case "/readyz" -> probe(request, health.get(), HealthReport::ready);
      case "/metrics" ->
          request
              .response()
              .putHeader(HttpHeaders.CONTENT_TYPE, PROMETHEUS_TEXT)
              .end(registry.scrape());
      default -> request.response().setStatusCode(404).end("not found: " + request.path() + "\n");
    }
  }

  private static void probe(
      HttpServerRequest request, HealthReport report, Predicate<HealthReport> passing) {
    request
        .response()
        .setStatusCode(passing.test(report) ? 200 : 503)
        .putHeader(HttpHeaders.CONTENT_TYPE, "application/json")
        .end(ApiSerialization.toJson(report.body()));
  }
}
