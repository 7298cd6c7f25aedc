package ai.silogen.kaiwo.gateway.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.proxy.FakeBackend;
import ai.silogen.kaiwo.gateway.proxy.TestGateway;
import ai.silogen.kaiwo.gateway.proxy.TestModels;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Vertx;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code /v1/models}, label selectors on inference, health and metrics endpoints. */
class ModelsEndpointTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static Vertx vertx;
  private static TestGateway gateway;
  private static FakeBackend backend;

  @BeforeAll
  static void start() throws Exception {
    vertx = Vertx.vertx();
    gateway = TestGateway.start();
    backend = FakeBackend.answering(vertx, 200, "{}");
    gateway.serve(
        TestModels.model(
            "default",
            "llama",
            Set.of("sql", "chat"),
            Map.of("tier", "gold", "team", "a"),
            List.of("TextGeneration"),
            1),
        backend.address());
    gateway.serve(
        TestModels.model(
            "research", "qwen", Set.of(), Map.of("tier", "silver"), List.of("TextGeneration"), 1),
        backend.address());
    gateway.serve(
        TestModels.model(
            "default", "bge", Set.of(), Map.of(), List.of("TextEmbedding", "Reranking"), 1),
        backend.address());
  }

  @AfterAll
  static void stop() {
    gateway.close();
    backend.close();
    vertx.close();
  }

  @Test
  void listsTextGenerationModelsAndTheirAdaptersByDefault() throws Exception {
    JsonNode list = JSON.readTree(gateway.get("/openai/v1/models").body());

    assertThat(list.path("object").asText()).isEqualTo("list");
    assertThat(ids(list)).containsExactly("llama", "llama_chat", "llama_sql", "research/qwen");
    JsonNode adapter = list.path("data").get(2);
    assertThat(adapter.path("object").asText()).isEqualTo("model");
    assertThat(adapter.path("parent").asText()).isEqualTo("llama");
    assertThat(adapter.path("created").asLong()).isEqualTo(1_700_000_000L);
    assertThat(adapter.path("features").get(0).asText()).isEqualTo("TextGeneration");
  }

  @Test
  void filtersByAnyOfTheRequestedFeatures() throws Exception {
    assertThat(ids(JSON.readTree(gateway.get("/v1/models?feature=Reranking").body())))
        .containsExactly("bge");
    assertThat(
            ids(
                JSON.readTree(
                    gateway.get("/v1/models?feature=TextEmbedding&feature=TextGeneration").body())))
        .containsExactly("bge", "llama", "llama_chat", "llama_sql", "research/qwen");
  }

  @Test
  void anUnknownFeatureIs400InOpenAisShape() throws Exception {
    HttpResponse<String> response = gateway.get("/v1/models?feature=Embedding");

    assertThat(response.statusCode()).isEqualTo(400);
    JsonNode error = JSON.readTree(response.body()).path("error");
    assertThat(error.path("type").asText()).isEqualTo("invalid_request_error");
    assertThat(error.path("param").asText()).isEqualTo("feature");
    assertThat(error.path("message").asText())
        .contains("\"Embedding\"")
        .contains("TextGeneration, TextEmbedding, Reranking, SpeechToText");
  }

  @Test
  void selectorHeadersAreAndedForListingAndInference() throws Exception {
    HttpResponse<String> gold =
        gateway.get(
            "/v1/models",
            "X-Label-Selector",
            "tier in (gold,silver)",
            "X-Label-Selector",
            "team=a");
    assertThat(ids(JSON.readTree(gold.body()))).containsExactly("llama", "llama_chat", "llama_sql");

    assertThat(
            gateway
                .post(
                    "/v1/chat/completions",
                    TestGateway.chat("llama_sql", false, 1),
                    "X-Label-Selector",
                    "tier=gold")
                .statusCode())
        .isEqualTo(200);
    HttpResponse<String> hidden =
        gateway.post(
            "/v1/chat/completions",
            TestGateway.chat("research/qwen", false, 1),
            "X-Label-Selector",
            "tier=gold");
    assertThat(hidden.statusCode()).isEqualTo(404);
    HttpResponse<String> invalid = gateway.get("/v1/models", "X-Label-Selector", "tier in gold");
    assertThat(invalid.statusCode()).isEqualTo(400);
    assertThat(invalid.body()).contains("invalid X-Label-Selector header");
  }

  /** What an AIMNamespaceConfig's HTTPRoute sets: that namespace's models, by bare name. */
  @Test
  void aRequestRoutedForANamespaceSeesThatNamespaceOnly() throws Exception {
    HttpResponse<String> listed = gateway.get("/v1/models", "X-Kaiwo-Namespace", "research");
    assertThat(ids(JSON.readTree(listed.body()))).containsExactly("qwen");

    assertThat(
            gateway
                .post(
                    "/v1/chat/completions",
                    TestGateway.chat("qwen", false, 1),
                    "X-Kaiwo-Namespace",
                    "research")
                .statusCode())
        .isEqualTo(200);
    assertThat(
            gateway
                .post(
                    "/v1/chat/completions",
                    TestGateway.chat("default/llama", false, 1),
                    "X-Kaiwo-Namespace",
                    "research")
                .statusCode())
        .isEqualTo(404);
    HttpResponse<String> invalid =
        gateway.post(
            "/v1/chat/completions", TestGateway.chat("qwen", false, 1), "X-Kaiwo-Namespace", "A/b");
    assertThat(invalid.statusCode()).isEqualTo(400);
    assertThat(invalid.body()).contains("invalid X-Kaiwo-Namespace header");
  }

  @Test
  void servesHealthReadinessAndPrometheusMetrics() throws Exception {
    gateway.post("/v1/chat/completions", TestGateway.chat("llama", false, 1));

    assertThat(gateway.get("/healthz").headers().firstValue("x-request-id")).isPresent();
    assertThat(gateway.get("/readyz").statusCode()).isEqualTo(200);
    HttpResponse<String> metrics = gateway.get("/metrics");
    assertThat(metrics.headers().firstValue("content-type").orElseThrow()).startsWith("text/plain");
    assertThat(metrics.body())
        .contains("kaiwo_gateway_requests_active{model=\"default/llama\"} 0.0")
        .contains(
            "kaiwo_gateway_request_duration_seconds_count{endpoint=\"chat_completions\",model=\"default/llama\",status=\"200\"}")
        .contains("kaiwo_gateway_time_to_first_byte_seconds_bucket")
        .contains(
            "kaiwo_gateway_routing_decisions_total{default=\"false\",model=\"default/llama\",moved=\"false\",strategy=\"LeastLoad\"}")
        .as("every family says what it measures")
        .doesNotContainPattern("(?m)^# HELP \\S+ *$");
  }

  @Test
  void theModelListAnswersGetAndHeadOnly() throws Exception {
    HttpResponse<String> head =
        gateway
            .http()
            .send(
                HttpRequest.newBuilder(gateway.uri("/v1/models"))
                    .method("HEAD", HttpRequest.BodyPublishers.noBody())
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(head.statusCode()).isEqualTo(200);
    assertThat(head.body()).isEmpty();

    for (String method : List.of("POST", "DELETE", "PUT")) {
      HttpResponse<String> refused =
          gateway
              .http()
              .send(
                  HttpRequest.newBuilder(gateway.uri("/openai/v1/models"))
                      .method(method, HttpRequest.BodyPublishers.ofString("{}"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());
      assertThat(refused.statusCode()).as(method).isEqualTo(405);
      assertThat(refused.headers().firstValue("allow")).hasValue("GET, HEAD");
      assertThat(refused.body()).contains("\"code\":\"method_not_allowed\"");
    }
  }

  private static List<String> ids(JsonNode list) {
    List<String> ids = new ArrayList<>();
    list.path("data").forEach(model -> ids.add(model.path("id").asText()));
    return ids;
  }
}
