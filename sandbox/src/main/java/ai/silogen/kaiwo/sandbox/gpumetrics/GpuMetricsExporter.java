package ai.silogen.kaiwo.sandbox.gpumetrics;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Clock;

/**
 * Serves {@link GpuMetrics} at {@code /metrics} on loopback, reading the pods through the API
 * server on every scrape (as a real exporter reads the kubelet's pod resources), so it needs no
 * state of its own.
 */
public final class GpuMetricsExporter implements AutoCloseable {
  private final HttpServer server;

  private GpuMetricsExporter(HttpServer server) {
    this.server = server;
  }

  /**
   * Starts serving on {@code host}:{@code port} (0 picks a free port).
   *
   * @param load the load of the pods whose simulators know it
   */
  public static GpuMetricsExporter start(
      KubernetesClient client, String host, int port, Clock clock, GpuLoad load) {
    try {
      HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 0);
      server.createContext("/metrics", exchange -> scrape(exchange, client, clock, load));
      server.start();
      return new GpuMetricsExporter(server);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start the GPU metrics exporter", e);
    }
  }

  /** The URL to scrape, e.g. {@code http://127.0.0.1:41234/metrics}. */
  public String url() {
    InetSocketAddress address = server.getAddress();
    return "http://" + address.getHostString() + ":" + address.getPort() + "/metrics";
  }

  private static void scrape(
      HttpExchange exchange, KubernetesClient client, Clock clock, GpuLoad load)
      throws IOException {
    try (exchange) {
      byte[] body;
      int status;
      try {
        body =
            GpuMetrics.exposition(
                    client.pods().inAnyNamespace().list().getItems(), clock.instant(), load)
                .getBytes(StandardCharsets.UTF_8);
        status = 200;
      } catch (RuntimeException e) {
        body = ("cannot list pods: " + e.getMessage() + "\n").getBytes(StandardCharsets.UTF_8);
        status = 503;
      }
      exchange.getResponseHeaders().set("Content-Type", "text/plain; version=0.0.4");
      exchange.sendResponseHeaders(status, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
