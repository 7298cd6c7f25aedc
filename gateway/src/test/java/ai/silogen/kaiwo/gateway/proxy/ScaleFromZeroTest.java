package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.discovery.ModelScaling;
import ai.silogen.kaiwo.gateway.http.RawHttp;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import io.vertx.core.Vertx;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A model without replicas is scaled to one by its first requests, which wait for it. */
class ScaleFromZeroTest {
  private static Vertx vertx;
  private static FakeBackend backend;

  @BeforeAll
  static void start() {
    vertx = Vertx.vertx();
    backend = FakeBackend.answering(vertx, 200, "{\"ok\":true}");
  }

  @AfterAll
  static void stop() {
    backend.close();
    vertx.close();
  }

  @Test
  void concurrentFirstRequestsShareOneScaleWriteAndWaitForTheReplica() throws Exception {
    List<String> writes = new CopyOnWriteArrayList<>();
    TestGateway[] holder = new TestGateway[1];
    try (TestGateway gateway =
        TestGateway.start(
            TestGateway.settings(),
            ApiKeyAuthenticator.disabled(),
            (namespace, name, replicas) -> {
              writes.add(namespace + "/" + name + "=" + replicas);
              // The pod becomes Ready a little later, as a controller and kubelet would do.
              CompletableFuture.delayedExecutor(300, TimeUnit.MILLISECONDS)
                  .execute(
                      () ->
                          holder[0]
                              .loadBalancer
                              .group("default/cold")
                              .replaceEndpoints(
                                  List.of(
                                      ObservedEndpoint.of("default/cold-0", backend.address()))));
            })) {
      holder[0] = gateway;
      gateway.catalog.put(cold());

      List<CompletableFuture<HttpResponse<String>>> responses =
          IntStream.range(0, 3)
              .mapToObj(
                  i ->
                      CompletableFuture.supplyAsync(
                          () -> post(gateway), Executors.newVirtualThreadPerTaskExecutor()))
              .toList();

      for (CompletableFuture<HttpResponse<String>> response : responses) {
        assertThat(response.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
      }
      assertThat(writes).containsExactly("default/cold=1");
      assertThat(gateway.catalog.get("default/cold").orElseThrow().scaling().replicas())
          .isEqualTo(1);
      assertThat(gateway.metrics.scrape())
          .contains(
              "kaiwo_gateway_scale_from_zero_wait_seconds_count{model=\"default/cold\",outcome=\"ready\"}");
    }
  }

  @Test
  void answers504WhenNoReplicaBecomesReadyInTime() throws Exception {
    try (TestGateway gateway =
        TestGateway.start(
            new ProxySettings(64 * 1024, Long.MAX_VALUE, 3, Duration.ofSeconds(1), false, false),
            ApiKeyAuthenticator.disabled(),
            (namespace, name, replicas) -> {})) {
      gateway.catalog.put(cold());

      HttpResponse<String> response = post(gateway);

      assertThat(response.statusCode()).isEqualTo(504);
      assertThat(response.body())
          .contains("\"code\":\"gateway_timeout\"")
          .contains("no replica of model \\\"default/cold\\\" became ready within 1s");
      assertThat(response.headers().firstValue("x-should-retry"))
          .as("a replica may still come: the client's policy decides")
          .isEmpty();
      assertThat(gateway.loadBalancer.group("default/cold").waiting()).isZero();
      assertThat(gateway.metrics.model("default/cold").active()).isZero();
    }
  }

  @Test
  void aClientThatLeavesWhileWaitingIsCountedInTheWaitMetric() throws Exception {
    try (TestGateway gateway =
        TestGateway.start(
            TestGateway.settings(),
            ApiKeyAuthenticator.disabled(),
            (namespace, name, replicas) -> {})) {
      gateway.catalog.put(cold());
      String body = TestGateway.chat("cold", false, 1);
      try (Socket socket = RawHttp.connect(gateway.port())) {
        RawHttp.send(
            socket,
            "POST /v1/chat/completions HTTP/1.1\r\nHost: t\r\nContent-Length: "
                + body.length()
                + "\r\n\r\n"
                + body);
        await()
            .atMost(Duration.ofSeconds(5))
            .until(() -> gateway.loadBalancer.group("default/cold").waiting() == 1);
      }

      await()
          .atMost(Duration.ofSeconds(5))
          .until(
              () ->
                  gateway
                      .metrics
                      .scrape()
                      .contains(
                          "kaiwo_gateway_scale_from_zero_wait_seconds_count{model=\"default/cold\",outcome=\"client_gone\"} 1"));
    }
  }

  @Test
  void bodiesWaitingForAReplicaAreBoundedAndGivenBackWhenTheirRequestsEnd() throws Exception {
    String body =
        "{\"model\":\"cold\",\"messages\":[{\"role\":\"user\",\"content\":\""
            + "x".repeat(2000)
            + "\"}]}";
    // Room for one waiting body, not two.
    ProxySettings settings =
        new ProxySettings(
            64 * 1024, body.length() * 3L / 2, 3, Duration.ofSeconds(1), false, false);
    try (TestGateway gateway =
        TestGateway.start(
            settings, ApiKeyAuthenticator.disabled(), (namespace, name, replicas) -> {})) {
      gateway.catalog.put(cold());

      CompletableFuture<HttpResponse<String>> waiting =
          CompletableFuture.supplyAsync(() -> post(gateway, body));
      await()
          .atMost(Duration.ofSeconds(5))
          .until(() -> gateway.loadBalancer.group("default/cold").waiting() == 1);
      HttpResponse<String> refused = post(gateway, body);
      HttpResponse<String> timedOut = waiting.get(10, TimeUnit.SECONDS);
      HttpResponse<String> afterwards = post(gateway, body);

      assertThat(refused.statusCode()).isEqualTo(503);
      assertThat(refused.body()).contains("\"code\":\"gateway_overloaded\"");
      assertThat(refused.headers().firstValue("retry-after")).hasValue("1");
      assertThat(refused.headers().firstValue("x-should-retry")).hasValue("true");
      assertThat(timedOut.statusCode()).isEqualTo(504);
      assertThat(afterwards.statusCode())
          .as("the first body's bytes were given back")
          .isEqualTo(504);
      assertThat(gateway.metrics.scrape()).contains("kaiwo_gateway_request_bodies_held_bytes 0.0");
    }
  }

  @Test
  void aRefusedBodyGivesItsBytesBack() throws Exception {
    String invalid = "{\"model\":\"cold\",\"messages\":\"" + "x".repeat(2000);
    ProxySettings settings =
        new ProxySettings(64 * 1024, 3000, 3, Duration.ofSeconds(1), false, false);
    try (TestGateway gateway =
        TestGateway.start(
            settings, ApiKeyAuthenticator.disabled(), (namespace, name, replicas) -> {})) {
      for (int i = 0; i < 3; i++) {
        assertThat(post(gateway, invalid).statusCode()).isEqualTo(400);
      }
    }
  }

  @Test
  void answers500WhenTheScaleWriteFails() throws Exception {
    try (TestGateway gateway = TestGateway.start()) {
      gateway.catalog.put(cold());

      HttpResponse<String> response = post(gateway);

      assertThat(response.statusCode()).isEqualTo(500);
      assertThat(response.body())
          .contains("\"message\":\"internal server error\"")
          .doesNotContain("no scaling in this test");
    }
  }

  @Test
  void aModelHeldAtZeroByHandAnswers503AtOnceNamingTheFields() throws Exception {
    HttpResponse<String> response = postWithoutScaling(heldAtZero(cold()));

    assertThat(response.statusCode()).isEqualTo(503);
    assertThat(response.body())
        .contains("\"code\":\"model_scaled_to_zero\"")
        .contains("spec.autoscalingDisabled")
        .contains("spec.replicas");
    assertThat(response.headers().firstValue("x-should-retry"))
        .as("the OpenAI SDKs would otherwise send it twice more")
        .hasValue("false");
  }

  @Test
  void aModelHeldAtZeroWhosePodsAreStillReadyIsServed() throws Exception {
    try (TestGateway gateway = TestGateway.start()) {
      gateway.catalog.put(heldAtZero(cold()));
      gateway
          .loadBalancer
          .group("default/cold")
          .replaceEndpoints(List.of(ObservedEndpoint.of("default/cold-0", backend.address())));

      assertThat(post(gateway).statusCode()).isEqualTo(200);
    }
  }

  @Test
  void aModelTheOperatorFoundInvalidAnswers503AtOnceWithTheReason() throws Exception {
    ModelScaling scaling = cold().scaling();
    HttpResponse<String> response =
        postWithoutScaling(
            cold()
                .withScaling(
                    new ModelScaling(
                        false,
                        0,
                        0,
                        scaling.target(),
                        Optional.empty(),
                        Optional.of("InvalidResourceProfile: spec.resourceProfile is required"))));

    assertThat(response.statusCode()).isEqualTo(503);
    assertThat(response.body())
        .contains("\"code\":\"model_invalid\"")
        .contains("Valid=False")
        .contains("InvalidResourceProfile: spec.resourceProfile is required");
    assertThat(response.headers().firstValue("x-should-retry")).hasValue("false");
  }

  @Test
  void aRequestWaitingForADeletedModelGets404WithItsNameAndLeavesNoSeries() throws Exception {
    try (TestGateway gateway = TestGateway.start()) {
      gateway.catalog.put(TestModels.model("default", "cold")); // one replica, not Ready yet
      CompletableFuture<HttpResponse<String>> waiting =
          CompletableFuture.supplyAsync(() -> post(gateway));
      await()
          .atMost(Duration.ofSeconds(5))
          .until(() -> gateway.loadBalancer.group("default/cold").waiting() == 1);

      // What discovery does when the Model is deleted.
      gateway.catalog.remove("default/cold");
      gateway.loadBalancer.removeGroup("default/cold", OpenAiError.modelNotFound("default/cold"));
      gateway.metrics.removeModel("default/cold");
      HttpResponse<String> response = waiting.get(10, TimeUnit.SECONDS);

      assertThat(response.statusCode()).isEqualTo(404);
      assertThat(response.body()).contains("model not found: \\\"cold\\\"");
      assertThat(gateway.metrics.scrape()).doesNotContain("default/cold");
    }
  }

  /**
   * Posts a chat for {@code model} (named {@code default/cold}) and checks that the gateway neither
   * scaled it nor kept the request waiting.
   */
  private static HttpResponse<String> postWithoutScaling(ModelInfo model) {
    List<String> writes = new CopyOnWriteArrayList<>();
    try (TestGateway gateway =
        TestGateway.start(
            TestGateway.settings(),
            ApiKeyAuthenticator.disabled(),
            (namespace, name, replicas) -> writes.add(name + "=" + replicas))) {
      gateway.catalog.put(model);

      HttpResponse<String> response = post(gateway);

      assertThat(writes).as("not scaled from zero").isEmpty();
      assertThat(gateway.loadBalancer.group("default/cold").waiting()).isZero();
      assertThat(gateway.metrics.model("default/cold").active()).isZero();
      assertThat(gateway.metrics.model("default/cold").activeSeconds())
          .as("a refused request is no load for the autoscaler to scale up for")
          .isZero();
      return response;
    }
  }

  /** {@code model} with autoscaling disabled and no replicas, as a user scales it down by hand. */
  private static ModelInfo heldAtZero(ModelInfo model) {
    ModelScaling scaling = model.scaling();
    return model.withScaling(
        new ModelScaling(true, 0, 0, scaling.target(), scaling.modeOverride()));
  }

  private static ModelInfo cold() {
    return TestModels.model("default", "cold", Set.of(), Map.of(), List.of("TextGeneration"), 0);
  }

  private static HttpResponse<String> post(TestGateway gateway) {
    return post(gateway, TestGateway.chat("cold", false, 1));
  }

  private static HttpResponse<String> post(TestGateway gateway, String body) {
    try {
      return gateway.post("/v1/chat/completions", body);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
