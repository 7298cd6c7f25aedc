package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import io.vertx.core.Vertx;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Streaming through the proxy to a simulated vLLM that emits one SSE frame per token. */
class ProxyStreamingTest {
  private static Vertx vertx;
  private EngineSimulator engine;
  private TestGateway gateway;
  private EndpointGroup group;

  @BeforeAll
  static void vertx() {
    vertx = Vertx.vertx();
  }

  @AfterAll
  static void closeVertx() {
    vertx.close();
  }

  @BeforeEach
  void start() throws Exception {
    // 12 ms per token: 200 tokens take over two seconds, long enough to observe mid-stream.
    engine =
        EngineSimulator.create(
            vertx,
            EngineConfig.builder(EngineProfile.BALANCED_8B_H100).servedModelName("m").build());
    engine.start();
    gateway = TestGateway.start();
    group = gateway.serve(TestModels.model("default", "m"), "127.0.0.1:" + engine.port());
  }

  @AfterEach
  void stop() throws Exception {
    gateway.close();
    engine.close();
  }

  @Test
  void relaysEachChunkWhileTheModelIsStillGenerating() throws Exception {
    HttpResponse<InputStream> response =
        gateway
            .http()
            .send(
                HttpRequest.newBuilder(gateway.uri("/openai/v1/chat/completions"))
                    .POST(HttpRequest.BodyPublishers.ofString(TestGateway.chat("m", true, 200)))
                    .build(),
                HttpResponse.BodyHandlers.ofInputStream());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("content-type"))
        .hasValueSatisfying(type -> assertThat(type).startsWith("text/event-stream"));
    try (BufferedReader lines =
        new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
      String first = nextData(lines);
      assertThat(first).contains("chat.completion.chunk");
      // The first token reached the client while the engine still generates the other 199.
      assertThat(engine.stats().running()).isEqualTo(1);
      assertThat(group.inFlight()).isEqualTo(1);
      List<String> rest = new ArrayList<>();
      for (String data = nextData(lines); data != null; data = nextData(lines)) {
        rest.add(data);
      }
      assertThat(rest).hasSizeGreaterThanOrEqualTo(199).last().isEqualTo("data: [DONE]");
    }
    await().atMost(Duration.ofSeconds(5)).until(() -> group.inFlight() == 0);
    assertThat(gateway.metrics.model("default/m").active()).isZero();
  }

  @Test
  void clientDisconnectCancelsTheUpstreamRequestAndReleasesItsLease() throws Exception {
    try (Socket socket = new Socket("127.0.0.1", gateway.port())) {
      String body = TestGateway.chat("m", true, 200);
      OutputStream out = socket.getOutputStream();
      out.write(
          ("POST /v1/chat/completions HTTP/1.1\r\nHost: gw\r\nContent-Type: application/json\r\n"
                  + "Content-Length: "
                  + body.length()
                  + "\r\n\r\n"
                  + body)
              .getBytes(StandardCharsets.UTF_8));
      out.flush();
      BufferedReader lines =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
      assertThat(nextData(lines)).contains("chat.completion.chunk");
      assertThat(group.inFlight()).isEqualTo(1);
    }
    await()
        .atMost(Duration.ofSeconds(5))
        .pollInterval(Duration.ofMillis(20))
        .untilAsserted(
            () -> {
              assertThat(engine.stats().requestsCancelled()).isEqualTo(1);
              assertThat(engine.stats().running()).isZero();
              assertThat(group.inFlight()).isZero();
              assertThat(group.endpoints().getFirst().inFlight()).isZero();
              assertThat(gateway.metrics.model("default/m").active()).isZero();
            });
  }

  @Test
  void relaysANonStreamedAnswerWhole() throws Exception {
    HttpResponse<String> response =
        gateway.post("/v1/chat/completions", TestGateway.chat("m", false, 3));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).contains("\"object\":\"chat.completion\"");
    assertThat(response.headers().firstValue("content-length"))
        .hasValue(Integer.toString(response.body().getBytes(StandardCharsets.UTF_8).length));
    assertThat(engine.stats().requestsSucceeded()).isEqualTo(1);
  }

  /** The next {@code data:} line of an SSE stream, or {@code null} at its end. */
  private static String nextData(BufferedReader lines) throws Exception {
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      if (line.startsWith("data: ")) {
        return line;
      }
    }
    return null;
  }
}
