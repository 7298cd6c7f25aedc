package ai.silogen.kaiwo.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import ai.silogen.kaiwo.enginesim.config.LatencyParams;
import ai.silogen.kaiwo.gateway.discovery.KubernetesFixtures;
import ai.silogen.kaiwo.gateway.proxy.TestGateway;
import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.ConditionBuilder;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The facade against an API server: discovery, proxying and the autoscaler's saved state. */
@EnableKubernetesMockClient(crud = true)
class GatewayTest {
  KubernetesClient client;

  @Test
  void routesToThePodsOfAModelAndKeepsAutoscalerState() throws Exception {
    try (EngineSimulator engine =
        EngineSimulator.create(
            EngineConfig.builder(EngineProfile.ZERO_LATENCY).servedModelName("llama").build())) {
      serve("llama", engine);
      GatewayOptions options = local().autoscalerInterval(Duration.ofMillis(100)).build();

      try (Gateway gateway = Gateway.start(options, client)) {
        HttpClient http = HttpClient.newHttpClient();
        URI base = URI.create("http://127.0.0.1:" + gateway.port());
        await()
            .atMost(Duration.ofSeconds(10))
            .until(() -> !gateway.loadBalancer().group("kaiwo/llama").endpoints().isEmpty());

        HttpResponse<String> chat =
            http.send(
                HttpRequest.newBuilder(base.resolve("/openai/v1/chat/completions"))
                    .POST(HttpRequest.BodyPublishers.ofString(TestGateway.chat("llama", false, 2)))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> models =
            http.send(
                HttpRequest.newBuilder(base.resolve("/v1/models")).build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> ready =
            http.send(
                HttpRequest.newBuilder(base.resolve("/readyz")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(chat.statusCode()).isEqualTo(200);
        assertThat(chat.body()).contains("\"model\":\"llama\"");
        assertThat(models.body()).contains("\"id\":\"llama\"");
        assertThat(ready.statusCode()).isEqualTo(200);
        HttpResponse<String> scrape =
            http.send(
                HttpRequest.newBuilder(base.resolve("/metrics")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(scrape.body())
            .contains("kaiwo_gateway_upstream_connections_opened_total 1.0")
            .contains("kaiwo_gateway_upstream_connections_closed_total");
        await()
            .atMost(Duration.ofSeconds(10))
            .until(
                () ->
                    client
                            .configMaps()
                            .inNamespace("kaiwo")
                            .withName("kaiwo-gateway-autoscaler-state")
                            .get()
                        != null);
        assertThat(
                client
                    .configMaps()
                    .inNamespace("kaiwo")
                    .withName("kaiwo-gateway-autoscaler-state")
                    .get()
                    .getData()
                    .get("models"))
            .contains("\"llama\":{\"averageActiveRequests\"");
      }
    }
  }

  @Test
  void aSeparateMetricsPortTakesMetricsOffTheApiPort() throws Exception {
    GatewayOptions options = local().metricsPort(0).autoscalerEnabled(false).build();

    try (Gateway gateway = Gateway.start(options, client)) {
      URI api = URI.create("http://127.0.0.1:" + gateway.port());
      URI metrics = URI.create("http://127.0.0.1:" + gateway.metricsPort());

      assertThat(gateway.metricsPort()).isNotEqualTo(gateway.port());
      assertThat(get(api.resolve("/metrics")).statusCode()).isEqualTo(404);
      assertThat(get(api.resolve("/v1/models")).statusCode()).isEqualTo(200);
      assertThat(get(api.resolve("/healthz")).statusCode()).isEqualTo(200);
      HttpResponse<String> scrape = get(metrics.resolve("/metrics"));
      assertThat(scrape.statusCode()).isEqualTo(200);
      assertThat(scrape.body())
          .contains("kaiwo_gateway_rejected_requests_total")
          .contains("jvm_memory_used_bytes")
          .contains("process_cpu_usage");
      assertThat(get(metrics.resolve("/readyz")).statusCode()).isEqualTo(200);
      assertThat(get(metrics.resolve("/v1/models")).statusCode()).isEqualTo(404);
    }
  }

  /** A rollout sends SIGTERM: answers already streaming finish, and /readyz turns away new ones. */
  @Test
  void closingDrainsTheRequestsInFlight() throws Exception {
    try (EngineSimulator engine =
        EngineSimulator.create(
            EngineConfig.builder(EngineProfile.ZERO_LATENCY)
                .servedModelName("slow")
                .latency(
                    LatencyParams.of(Duration.ZERO, Duration.ZERO, Duration.ofMillis(100), 1.0))
                .build())) {
      serve("slow", engine);
      GatewayOptions options =
          local().autoscalerEnabled(false).drainDelay(Duration.ofMillis(300)).build();
      Gateway gateway = Gateway.start(options, client);
      URI base = URI.create("http://127.0.0.1:" + gateway.port());
      await()
          .atMost(Duration.ofSeconds(10))
          .until(() -> !gateway.loadBalancer().group("kaiwo/slow").endpoints().isEmpty());

      // 10 tokens 100 ms apart: about a second of streaming.
      var answer =
          HttpClient.newHttpClient()
              .sendAsync(
                  HttpRequest.newBuilder(base.resolve("/openai/v1/chat/completions"))
                      .POST(HttpRequest.BodyPublishers.ofString(TestGateway.chat("slow", true, 10)))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      await()
          .atMost(Duration.ofSeconds(5))
          .until(() -> gateway.loadBalancer().group("kaiwo/slow").inFlight() == 1);
      Thread closing = Thread.ofPlatform().start(gateway::close);
      await()
          .atMost(Duration.ofSeconds(5))
          .until(() -> get(base.resolve("/readyz")).statusCode() == 503);
      closing.join(Duration.ofSeconds(10));

      HttpResponse<String> streamed = answer.get();
      assertThat(closing.isAlive()).isFalse();
      assertThat(streamed.statusCode()).isEqualTo(200);
      assertThat(streamed.body()).endsWith("data: [DONE]\n\n");
    }
  }

  /**
   * The autoscaler's moving average outlives a gateway: a restarted one continues from the state
   * the last one saved, where a fresh one would start from no load and scale the model down.
   */
  @Test
  void aRestartedGatewayContinuesFromTheLoadTheLastOneSaved() throws Exception {
    try (EngineSimulator engine =
        EngineSimulator.create(
            EngineConfig.builder(EngineProfile.ZERO_LATENCY)
                .servedModelName("steady")
                .latency(
                    LatencyParams.of(Duration.ZERO, Duration.ZERO, Duration.ofMillis(100), 1.0))
                .build())) {
      serve("steady", engine);
      GatewayOptions options =
          local()
              .autoscalerMode(ScalingMode.KUBEAI)
              .autoscalerInterval(Duration.ofMillis(100))
              .kubeAiTimeWindow(Duration.ofSeconds(10))
              .drainDelay(Duration.ZERO)
              .build();

      try (Gateway first = Gateway.start(options, client)) {
        URI chat = URI.create("http://127.0.0.1:" + first.port() + "/openai/v1/chat/completions");
        await()
            .atMost(Duration.ofSeconds(10))
            .until(() -> !first.loadBalancer().group("kaiwo/steady").endpoints().isEmpty());
        // Three answers of 15 tokens 100 ms apart: three requests in flight for 1.5 s.
        List<CompletableFuture<HttpResponse<String>>> answers =
            IntStream.range(0, 3)
                .mapToObj(
                    i ->
                        HttpClient.newHttpClient()
                            .sendAsync(
                                HttpRequest.newBuilder(chat)
                                    .POST(
                                        HttpRequest.BodyPublishers.ofString(
                                            TestGateway.chat("steady", true, 15)))
                                    .build(),
                                HttpResponse.BodyHandlers.ofString()))
                .toList();
        for (CompletableFuture<HttpResponse<String>> answer : answers) {
          assertThat(answer.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> savedAverage("steady") > 0.1);
      }
      double saved = savedAverage("steady");
      String savedVersion = stateConfigMap().getMetadata().getResourceVersion();

      try (Gateway second = Gateway.start(options, client)) {
        await()
            .atMost(Duration.ofSeconds(10))
            .until(() -> !stateConfigMap().getMetadata().getResourceVersion().equals(savedVersion));
        assertThat(savedAverage("steady")).isGreaterThan(saved / 2);
      }
    }
  }

  private ConfigMap stateConfigMap() {
    return client
        .configMaps()
        .inNamespace("kaiwo")
        .withName("kaiwo-gateway-autoscaler-state")
        .get();
  }

  /** The model's moving average in the saved autoscaler state; 0 before it has any. */
  private double savedAverage(String model) throws Exception {
    ConfigMap state = stateConfigMap();
    if (state == null || state.getData() == null || state.getData().get("models") == null) {
      return 0;
    }
    return new ObjectMapper()
        .readTree(state.getData().get("models"))
        .path("models")
        .path(model)
        .path("averageActiveRequests")
        .asDouble();
  }

  @Test
  void aModelTheOperatorFoundInvalidIsRefusedAtOnceAndNotScaled() throws Exception {
    Model model = KubernetesFixtures.model("kaiwo", "v19");
    model.getMetadata().setGeneration(1L);
    ModelStatus status = new ModelStatus();
    status.setConditions(
        List.of(
            new ConditionBuilder()
                .withType("Valid")
                .withStatus("False")
                .withReason("InvalidResourceProfile")
                .withMessage("spec.resourceProfile is required")
                .withObservedGeneration(1L)
                .build()));
    model.setStatus(status);
    client.resource(model).create();

    try (Gateway gateway = Gateway.start(local().autoscalerEnabled(false).build(), client)) {
      URI base = URI.create("http://127.0.0.1:" + gateway.port());
      awaitDiscovered(gateway, "kaiwo/v19");

      HttpResponse<String> refused = chat(base, "v19");

      assertThat(refused.statusCode()).isEqualTo(503);
      assertThat(refused.body())
          .contains("\"code\":\"model_invalid\"")
          .contains("InvalidResourceProfile: spec.resourceProfile is required");
      assertThat(refused.headers().firstValue("x-should-retry")).hasValue("false");
      assertThat(
              client
                  .resources(Model.class)
                  .inNamespace("kaiwo")
                  .withName("v19")
                  .get()
                  .getSpec()
                  .getReplicas())
          .as("not scaled from zero")
          .isNull();
    }
  }

  @Test
  void aRequestWaitingForADeletedModelGets404NamingItAsSentAndLeavesNoSeries() throws Exception {
    Model model = KubernetesFixtures.model("kaiwo", "deleteme");
    model.getSpec().setReplicas(1); // a replica that never becomes Ready: requests wait
    client.resource(model).create();

    try (Gateway gateway = Gateway.start(local().autoscalerEnabled(false).build(), client)) {
      URI base = URI.create("http://127.0.0.1:" + gateway.port());
      awaitDiscovered(gateway, "kaiwo/deleteme");
      CompletableFuture<HttpResponse<String>> waiting =
          CompletableFuture.supplyAsync(() -> chat(base, "deleteme"));
      await()
          .atMost(Duration.ofSeconds(10))
          .until(() -> gateway.loadBalancer().group("kaiwo/deleteme").waiting() == 1);

      client.resource(model).delete();
      HttpResponse<String> response = waiting.get(10, TimeUnit.SECONDS);

      assertThat(response.statusCode()).isEqualTo(404);
      assertThat(response.body()).contains("model not found: \\\"deleteme\\\"");
      assertThat(get(base.resolve("/metrics")).body()).doesNotContain("kaiwo/deleteme");
    }
  }

  private static void awaitDiscovered(Gateway gateway, String modelKey) {
    await()
        .atMost(Duration.ofSeconds(10))
        .until(() -> gateway.loadBalancer().existingGroup(modelKey).isPresent());
  }

  private static HttpResponse<String> chat(URI base, String model) {
    try {
      return HttpClient.newHttpClient()
          .send(
              HttpRequest.newBuilder(base.resolve("/openai/v1/chat/completions"))
                  .POST(HttpRequest.BodyPublishers.ofString(TestGateway.chat(model, false, 1)))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** Starts {@code engine} and creates Model {@code kaiwo/<name>} with one Ready pod that is it. */
  private void serve(String name, EngineSimulator engine) {
    engine.start();
    Model model = KubernetesFixtures.model("kaiwo", name);
    model.getSpec().setReplicas(1);
    client.resource(model).create();
    Pod pod = KubernetesFixtures.pod("kaiwo", name + "-0", name, true, "10.9.9.9:8000");
    pod.getMetadata().getAnnotations().put(KubeAiLabels.MODEL_POD_IP, "127.0.0.1");
    pod.getMetadata()
        .getAnnotations()
        .put(KubeAiLabels.MODEL_POD_PORT, Integer.toString(engine.port()));
    client.resource(pod).create();
  }

  /** On loopback, any free port, one event loop, namespace {@code kaiwo}. */
  private static GatewayOptionsBuilder local() {
    return GatewayOptions.builder().host("127.0.0.1").port(0).namespace("kaiwo").eventLoops(1);
  }

  private static HttpResponse<String> get(URI uri) throws Exception {
    return HttpClient.newHttpClient()
        .send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
  }
}
