package ai.silogen.kaiwo.gateway.scaling;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.metrics.ModelMeters;
import ai.silogen.kaiwo.gateway.openai.RequestKind;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Two gateway replicas' real metrics, scraped over HTTP as the elected autoscaler does. */
class PeerActiveRequestsTest {
  private final List<HttpServer> servers = new ArrayList<>();
  private final List<GatewayMetrics> replicas = List.of(new GatewayMetrics(), new GatewayMetrics());

  @AfterEach
  void stop() {
    servers.forEach(server -> server.stop(0));
    replicas.forEach(GatewayMetrics::close);
  }

  @Test
  void sumsTheReplicasAndCountsRequestsAnsweredBetweenTicks() throws Exception {
    List<String> peers = List.of(serve(replicas.get(0)), serve(replicas.get(1)));
    PeerActiveRequests source = new PeerActiveRequests(() -> peers, Duration.ofSeconds(2));
    ModelMeters first = replicas.get(0).model("default/m");
    ModelMeters second = replicas.get(1).model("default/m");
    long start = System.nanoTime();
    first.requestStarted(start);
    first.requestStarted(start);
    second.requestStarted(start);

    ModelLoad atFirstTick = source.collect().orElseThrow().get("default/m");
    first.requestFinished(RequestKind.CHAT_COMPLETIONS, 200, start, System.nanoTime(), -1, true);
    first.requestFinished(RequestKind.CHAT_COMPLETIONS, 200, start, System.nanoTime(), -1, true);
    second.requestFinished(RequestKind.CHAT_COMPLETIONS, 200, start, System.nanoTime(), -1, true);
    Thread.sleep(50);
    ModelLoad atSecondTick = source.collect().orElseThrow().get("default/m");

    assertThat(atFirstTick).isEqualTo(ModelLoad.steady(3));
    assertThat(atSecondTick.active()).isZero();
    assertThat(atSecondTick.meanActive()).isPositive();
  }

  @Test
  void aReplicaThatDoesNotAnswerSkipsTheTick() throws Exception {
    List<String> peers = List.of(serve(replicas.get(0)), "127.0.0.1:1");
    PeerActiveRequests source = new PeerActiveRequests(() -> peers, Duration.ofSeconds(2));
    replicas.get(0).model("default/m").requestStarted(System.nanoTime());

    Optional<Map<String, ModelLoad>> loads = source.collect();

    assertThat(loads).isEmpty();
  }

  private String serve(GatewayMetrics metrics) throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/metrics",
        exchange -> {
          byte[] body = metrics.scrape().getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, body.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
          }
        });
    server.start();
    servers.add(server);
    return "127.0.0.1:" + server.getAddress().getPort();
  }
}
