package ai.silogen.kaiwo.operator.monitoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MetricsEndpointTest {

  private static final String GPU_LINE =
      "gpu_gfx_activity{gpu_id=\"0\",pod=\"train-0\",namespace=\"team\"} 12\n";

  private final CountDownLatch release = new CountDownLatch(1);
  private HttpServer server;

  @AfterEach
  void stop() {
    release.countDown();
    if (server != null) {
      server.stop(0);
    }
  }

  @Test
  void readsTheGpuSamplesAmongEveryOtherMetric() throws Exception {
    StringBuilder body = new StringBuilder("# TYPE gpu_gfx_activity gauge\r\n");
    for (int i = 0; i < 20_000; i++) {
      body.append("other_metric{node=\"n").append(i).append("\"} 1\n");
    }
    body.append(GPU_LINE);
    URI url = serve(body.toString(), false);

    assertThat(new MetricsEndpoint(url, Duration.ofSeconds(5)).read())
        .containsExactly(new GpuReading(Optional.of("team"), "train-0", "0", 12));
  }

  @Test
  void anExporterThatStallsMidAnswerFailsTheReadWithinTheTimeout() throws Exception {
    URI url = serve(GPU_LINE, true);
    MetricsEndpoint endpoint = new MetricsEndpoint(url, Duration.ofMillis(500));

    assertTimeoutPreemptively(
        Duration.ofSeconds(10),
        () ->
            assertThatThrownBy(endpoint::read)
                .isInstanceOf(IOException.class)
                .hasMessageContaining("no complete answer within"));
  }

  @Test
  void anAnswerOtherThan2xxIsAnError() throws Exception {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/metrics",
        exchange -> {
          exchange.sendResponseHeaders(503, -1);
          exchange.close();
        });
    server.start();
    URI url = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/metrics");

    assertThatThrownBy(() -> new MetricsEndpoint(url, Duration.ofSeconds(5)).read())
        .isInstanceOf(IOException.class)
        .hasMessageContaining("answered HTTP 503");
  }

  /** Serves {@code body}; when {@code stall}, announces more and then sends nothing further. */
  private URI serve(String body, boolean stall) throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setExecutor(Executors.newCachedThreadPool());
    server.createContext(
        "/metrics",
        exchange -> {
          byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, stall ? bytes.length + 1_000_000 : bytes.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
            out.flush();
            if (stall) {
              release.await(30, TimeUnit.SECONDS);
            }
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          } catch (IOException e) {
            // The client gave up: what the stalling test wants.
          }
        });
    server.start();
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/metrics");
  }
}
