package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import ai.silogen.kaiwo.gateway.routing.Lease;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import ai.silogen.kaiwo.gateway.routing.PickRequest;
import io.vertx.core.Vertx;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Retries on another pick, pass-through of model-server answers, and connection errors. */
class ProxyRetryTest {
  private static final String OK = "{\"id\":\"ok\"}";
  private static Vertx vertx;
  private TestGateway gateway;

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
    gateway = TestGateway.start();
  }

  @AfterEach
  void stop() throws Exception {
    gateway.close();
  }

  @Test
  void retriesOnAnotherReplicaWhenOneFails() throws Exception {
    try (FakeBackend failing = FakeBackend.answering(vertx, 503, "{\"error\":\"overloaded\"}");
        FakeBackend healthy = FakeBackend.answering(vertx, 200, OK)) {
      EndpointGroup group =
          gateway.serve(TestModels.model("default", "m"), failing.address(), healthy.address());
      // Load the healthy replica so that least-load tries the failing one first.
      Lease held =
          group
              .tryPick(
                  new PickRequest("", "", LoadBalancingConfig.DEFAULT, Set.of("default/pod-0")))
              .orElseThrow();
      assertThat(held.address()).isEqualTo(healthy.address());

      HttpResponse<String> response = gateway.post("/v1/chat/completions", body());

      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(response.body()).isEqualTo(OK);
      assertThat(failing.received()).hasSize(1);
      assertThat(healthy.received()).hasSize(1);
      assertThat(healthy.received().getFirst().body()).isEqualTo(body());
      held.close();
      assertThat(group.inFlight()).isZero();
      assertThat(gateway.metrics.scrape())
          .contains("kaiwo_gateway_retries_total{model=\"default/m\",reason=\"status\"} 1.0");
    }
  }

  @Test
  void replaysALargeBodyReceivedInManyChunksByteForByte() throws Exception {
    try (FakeBackend failing = FakeBackend.answering(vertx, 502, "{}");
        FakeBackend healthy = FakeBackend.answering(vertx, 200, OK)) {
      EndpointGroup group =
          gateway.serve(TestModels.model("default", "m"), failing.address(), healthy.address());
      Lease held =
          group
              .tryPick(
                  new PickRequest("", "", LoadBalancingConfig.DEFAULT, Set.of("default/pod-0")))
              .orElseThrow();
      // About 38 KB (under the test limit) with multi-byte characters: it arrives in several
      // chunks.
      String request =
          "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\""
              + "Grüße, 世界! ".repeat(2_000)
              + "\"}]}";

      HttpResponse<String> response = gateway.post("/v1/chat/completions", request);

      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(failing.received().getFirst().body()).isEqualTo(request);
      assertThat(healthy.received().getFirst().body()).isEqualTo(request);
      held.close();
    }
  }

  @Test
  void passesTheLastRetryableAnswerThroughWhenEveryAttemptFails() throws Exception {
    try (FakeBackend failing = FakeBackend.answering(vertx, 503, "{\"error\":\"overloaded\"}")) {
      EndpointGroup group = gateway.serve(TestModels.model("default", "m"), failing.address());

      HttpResponse<String> response = gateway.post("/v1/chat/completions", body());

      assertThat(response.statusCode()).isEqualTo(503);
      assertThat(response.body()).isEqualTo("{\"error\":\"overloaded\"}");
      assertThat(response.headers().firstValue("x-backend")).hasValue("fake");
      assertThat(failing.received()).hasSize(1 + 3);
      assertThat(group.inFlight()).isZero();
    }
  }

  @Test
  void passesClientErrorsThroughWithoutRetrying() throws Exception {
    String error = "{\"error\":{\"message\":\"max_tokens is too large\"}}";
    try (FakeBackend refusing = FakeBackend.answering(vertx, 400, error)) {
      gateway.serve(TestModels.model("default", "m"), refusing.address());

      HttpResponse<String> response = gateway.post("/v1/chat/completions", body());

      assertThat(response.statusCode()).isEqualTo(400);
      assertThat(response.body()).isEqualTo(error);
      assertThat(refusing.received()).hasSize(1);
    }
  }

  @Test
  void answers502AfterRetryingBrokenConnections() throws Exception {
    try (FakeBackend hangingUp = FakeBackend.hangingUp(vertx)) {
      EndpointGroup group = gateway.serve(TestModels.model("default", "m"), hangingUp.address());

      HttpResponse<String> response = gateway.post("/v1/chat/completions", body());

      assertThat(response.statusCode()).isEqualTo(502);
      assertThat(response.body())
          .isEqualTo(
              "{\"error\":{\"message\":\"bad gateway\",\"type\":\"server_error\","
                  + "\"param\":null,\"code\":\"bad_gateway\"}}");
      assertThat(hangingUp.received()).hasSize(1 + 3);
      assertThat(group.inFlight()).isZero();
    }
  }

  @Test
  void retriesARefusedConnectionOnAnotherReplica() throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    try (FakeBackend healthy = FakeBackend.answering(vertx, 200, OK)) {
      gateway.serve(TestModels.model("default", "m"), "127.0.0.1:" + closedPort, healthy.address());

      for (int i = 0; i < 5; i++) {
        assertThat(gateway.post("/v1/chat/completions", body()).statusCode()).isEqualTo(200);
      }
      assertThat(healthy.received()).hasSize(5);
    }
  }

  /**
   * A body well above {@link ReceivedBody#SLICED_FROM_BYTES} is forwarded as slices of the buffers
   * it arrived in, with the adapter's name spliced in: both attempts get it byte for byte.
   */
  @Test
  void replaysASlicedBodyWithItsModelRewritten() throws Exception {
    gateway.close();
    gateway =
        TestGateway.start(
            new ProxySettings(1 << 20, Long.MAX_VALUE, 3, Duration.ofSeconds(5), false, true),
            ApiKeyAuthenticator.disabled(),
            TestGateway.noScaling());
    try (FakeBackend failing = FakeBackend.answering(vertx, 502, "{}");
        FakeBackend healthy = FakeBackend.answering(vertx, 200, OK)) {
      gateway.catalog.put(
          TestModels.model("team", "m", Set.of("sql"), Map.of(), List.of("TextGeneration"), 1));
      EndpointGroup group = gateway.loadBalancer.group("team/m");
      group.replaceEndpoints(
          List.of(
              new ObservedEndpoint("team/pod-0", failing.address(), Set.of("sql")),
              new ObservedEndpoint("team/pod-1", healthy.address(), Set.of("sql"))));
      Lease held =
          group
              .tryPick(
                  new PickRequest("sql", "", LoadBalancingConfig.DEFAULT, Set.of("team/pod-0")))
              .orElseThrow();
      String text = "Grüße, 世界! ".repeat(12_000); // about 220 KB
      String request =
          "{\"model\":\"team/m_sql\",\"messages\":[{\"role\":\"user\",\"content\":\""
              + text
              + "\"}],\"n\":1}";

      HttpResponse<String> response = gateway.post("/v1/chat/completions", request);

      assertThat(response.statusCode()).isEqualTo(200);
      String forwarded = request.replace("\"team/m_sql\"", "\"sql\"");
      assertThat(failing.received().getFirst().body()).isEqualTo(forwarded);
      assertThat(healthy.received().getFirst().body()).isEqualTo(forwarded);
      held.close();
    }
  }

  @Test
  void forwardsTheAdapterNameAsTheModelAndKeepsEverythingElse() throws Exception {
    try (FakeBackend backend = FakeBackend.answering(vertx, 200, OK)) {
      gateway.catalog.put(
          TestModels.model("team", "m", Set.of("sql"), Map.of(), List.of("TextGeneration"), 1));
      gateway
          .loadBalancer
          .group("team/m")
          .replaceEndpoints(
              List.of(new ObservedEndpoint("team/pod-0", backend.address(), Set.of("sql"))));
      String request =
          "{ \"messages\":[{\"role\":\"user\",\"content\":\"hi\"}], \"model\" : \"team/m_sql\","
              + " \"x_unknown\": {\"keep\": [1, 2.50]} }";

      HttpResponse<String> response =
          gateway.post("/openai/v1/chat/completions?trace=1", request, "X-Custom", "yes");

      assertThat(response.statusCode()).isEqualTo(200);
      FakeBackend.Received received = backend.received().getFirst();
      assertThat(received.uri()).isEqualTo("/v1/chat/completions?trace=1");
      assertThat(received.body()).isEqualTo(request.replace("\"team/m_sql\"", "\"sql\""));
      assertThat(received.headers().get("x-custom")).isEqualTo("yes");
      assertThat(received.headers().get("content-length"))
          .isEqualTo(Integer.toString(received.body().length()));
    }
  }

  private static String body() {
    return TestGateway.chat("m", false, 5);
  }
}
