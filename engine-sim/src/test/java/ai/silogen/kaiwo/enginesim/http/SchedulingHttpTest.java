package ai.silogen.kaiwo.enginesim.http;

import static ai.silogen.kaiwo.enginesim.http.SimHttp.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import ai.silogen.kaiwo.enginesim.config.LatencyParams;
import ai.silogen.kaiwo.enginesim.metrics.EngineStats;
import io.vertx.core.Vertx;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.awaitility.core.ConditionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Slots, queueing, disconnects and many simulators on one Vert.x instance, over HTTP. */
class SchedulingHttpTest {

  /** A streamed request that holds its slot for 1000 simulated seconds unless cancelled. */
  private static final String LONG_STREAM =
      "{\"stream\":true,\"max_tokens\":1000,\"messages\":[{\"role\":\"user\",\"content\":\""
          + "x".repeat(300)
          + "\"}]}";

  private static Vertx vertx;

  @BeforeAll
  static void startVertx() {
    vertx = Vertx.vertx();
  }

  @AfterAll
  static void stopVertx() {
    vertx.close().toCompletionStage().toCompletableFuture().join();
  }

  private static EngineSimulator slowEngine(int maxNumSeqs, int maxWaiting) {
    EngineSimulator simulator =
        EngineSimulator.create(
            vertx,
            EngineConfig.builder(EngineProfile.ZERO_LATENCY)
                .latency(LatencyParams.ZERO.withInterToken(Duration.ofSeconds(1)))
                .prefixCaching(true)
                .maxNumSeqs(maxNumSeqs)
                .maxWaitingRequests(maxWaiting)
                .build());
    simulator.start();
    return simulator;
  }

  private static ConditionFactory eventually() {
    return await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(10));
  }

  private static void awaitStats(EngineSimulator sim, Predicate<EngineStats> condition) {
    eventually().until(() -> condition.test(sim.stats()));
  }

  @Test
  void runsAtMostMaxNumSeqsAndQueuesTheRest() throws IOException {
    try (EngineSimulator sim = slowEngine(2, 10);
        RawClient a = new RawClient(sim);
        RawClient b = new RawClient(sim);
        RawClient c = new RawClient(sim);
        RawClient d = new RawClient(sim)) {
      for (RawClient client : List.of(a, b, c, d)) {
        client.send(LONG_STREAM);
      }

      awaitStats(sim, s -> s.running() == 2 && s.waiting() == 2);
      assertThat(a.readFirstData()).contains("\"role\":\"assistant\"");
    }
  }

  @Test
  void rejectsWith503BeyondTheWaitingQueue() throws IOException {
    try (EngineSimulator sim = slowEngine(1, 1);
        RawClient running = new RawClient(sim);
        RawClient waiting = new RawClient(sim)) {
      running.send(LONG_STREAM);
      waiting.send(LONG_STREAM);
      awaitStats(sim, s -> s.running() == 1 && s.waiting() == 1);

      HttpResponse<String> rejected = new SimHttp(sim).post("/v1/chat/completions", LONG_STREAM);

      assertThat(rejected.statusCode()).isEqualTo(503);
      assertThat(json(rejected).at("/error/code").asInt()).isEqualTo(503);
      assertThat(sim.stats().requestsRejected()).isEqualTo(1);
    }
  }

  @Test
  void clientDisconnectCancelsTheRequestAndFreesItsSlotAndBlocks() throws IOException {
    try (EngineSimulator sim = slowEngine(1, 10)) {
      RawClient streaming = new RawClient(sim);
      RawClient queued = new RawClient(sim);
      streaming.send(LONG_STREAM);
      streaming.readFirstData();
      queued.send(LONG_STREAM);
      awaitStats(sim, s -> s.running() == 1 && s.waiting() == 1 && s.kvBlocksInUse() > 0);

      queued.close();
      awaitStats(sim, s -> s.waiting() == 0 && s.requestsCancelled() == 1);
      streaming.close();
      awaitStats(sim, s -> s.running() == 0 && s.requestsCancelled() == 2);

      EngineStats stats = sim.stats();
      assertThat(stats.kvBlocksInUse()).isZero();
      assertThat(stats.requestsSucceeded()).isZero();
      assertThat(stats.cachedBlocks()).isPositive();
    }
  }

  @Test
  void dozensOfSimulatorsShareOneVertxInstance() {
    List<EngineSimulator> simulators = new ArrayList<>();
    try {
      Set<Integer> ports = new HashSet<>();
      for (int i = 0; i < 24; i++) {
        EngineSimulator sim =
            EngineSimulator.create(
                vertx,
                EngineConfig.builder(EngineProfile.ZERO_LATENCY).servedModelName("m" + i).build());
        simulators.add(sim);
        ports.add(sim.start());
      }
      assertThat(ports).hasSize(24);
      for (int i = 0; i < simulators.size(); i++) {
        HttpResponse<String> response =
            new SimHttp(simulators.get(i))
                .post("/v1/completions", "{\"model\":\"m" + i + "\",\"prompt\":\"p\"}");
        assertThat(json(response).get("model").asText()).isEqualTo("m" + i);
      }
    } finally {
      simulators.forEach(EngineSimulator::close);
    }
  }

  @Test
  void stopReleasesThePort() {
    EngineSimulator sim = slowEngine(1, 1);
    int port = sim.port();
    sim.close();

    // Polled: on a busy machine the kernel may briefly still complete a handshake queued on the
    // listening socket before the close; what matters is that the port stops accepting.
    await()
        .atMost(Duration.ofSeconds(5))
        .pollInterval(Duration.ofMillis(50))
        .untilAsserted(
            () ->
                assertThatThrownBy(() -> new Socket("127.0.0.1", port).close())
                    .isInstanceOf(ConnectException.class));
    assertThatThrownBy(sim::start).isInstanceOf(IllegalStateException.class);
  }

  /** A bare HTTP/1.1 connection, so a test can walk away from a request mid-stream. */
  private static final class RawClient implements AutoCloseable {
    private final Socket socket;
    private final BufferedReader reader;

    RawClient(EngineSimulator sim) throws IOException {
      socket = new Socket("127.0.0.1", sim.port());
      socket.setSoTimeout(5000);
      reader =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    }

    void send(String json) throws IOException {
      byte[] body = json.getBytes(StandardCharsets.UTF_8);
      String head =
          "POST /v1/chat/completions HTTP/1.1\r\nHost: sim\r\nContent-Type: application/json\r\n"
              + "Content-Length: "
              + body.length
              + "\r\n\r\n";
      socket.getOutputStream().write(head.getBytes(StandardCharsets.UTF_8));
      socket.getOutputStream().write(body);
      socket.getOutputStream().flush();
    }

    String readFirstData() throws IOException {
      String line;
      while ((line = reader.readLine()) != null) {
        if (line.startsWith("data: ")) {
          return line;
        }
      }
      throw new IOException("stream ended without data");
    }

    @Override
    public void close() throws IOException {
      socket.close();
    }
  }
}
