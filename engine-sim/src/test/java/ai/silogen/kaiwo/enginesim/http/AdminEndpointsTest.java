package ai.silogen.kaiwo.enginesim.http;

import static ai.silogen.kaiwo.enginesim.http.SimHttp.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineFlavor;
import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import ai.silogen.kaiwo.enginesim.http.SimHttp.Part;
import ai.silogen.kaiwo.enginesim.metrics.PrometheusSamples;
import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.Vertx;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Health, models, metrics, the LoRA API and per-flavour endpoints. */
class AdminEndpointsTest {

  private static final String CHAT =
      "{\"model\":\"%s\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"max_tokens\":2}";

  private static Vertx vertx;

  @BeforeAll
  static void startVertx() {
    vertx = Vertx.vertx();
  }

  @AfterAll
  static void stopVertx() {
    vertx.close().toCompletionStage().toCompletableFuture().join();
  }

  private static EngineSimulator start(EngineConfig config) {
    EngineSimulator simulator = EngineSimulator.create(vertx, config);
    simulator.start();
    return simulator;
  }

  private static EngineConfig.Builder fast() {
    return EngineConfig.builder(EngineProfile.ZERO_LATENCY).servedModelName("base");
  }

  @Test
  void healthIs503DuringTheStartupDelayThen200() {
    try (EngineSimulator sim = start(fast().startupDelay(Duration.ofMillis(400)).build())) {
      SimHttp http = new SimHttp(sim);

      assertThat(http.get("/health").statusCode()).isEqualTo(503);
      assertThat(sim.ready()).isFalse();
      HttpResponse<String> early = http.post("/v1/chat/completions", CHAT.formatted("base"));
      assertThat(early.statusCode()).isEqualTo(503);
      assertThat(json(early).at("/error/type").asText()).isEqualTo("ServiceUnavailableError");

      await()
          .atMost(Duration.ofSeconds(5))
          .pollInterval(Duration.ofMillis(20))
          .until(() -> http.get("/health").statusCode() == 200);
      assertThat(sim.ready()).isTrue();
      assertThat(http.post("/v1/chat/completions", CHAT.formatted("base")).statusCode())
          .isEqualTo(200);
    }
  }

  @Test
  void loraAdaptersLoadServeListAndUnloadWithVllmErrors() {
    try (EngineSimulator sim = start(fast().loraEnabled(true).build())) {
      SimHttp http = new SimHttp(sim);
      String load = "{\"lora_name\":\"sql\",\"lora_path\":\"/adapters/sql\"}";

      assertThat(http.post("/v1/chat/completions", CHAT.formatted("sql")).statusCode())
          .isEqualTo(404);
      HttpResponse<String> loaded = http.post("/v1/load_lora_adapter", load);
      assertThat(loaded.statusCode()).isEqualTo(200);
      assertThat(loaded.body()).isEqualTo("Success: LoRA adapter 'sql' added successfully.");

      HttpResponse<String> again = http.post("/v1/load_lora_adapter", load);
      assertThat(again.statusCode()).isEqualTo(400);
      assertThat(json(again).at("/error/type").asText()).isEqualTo("InvalidUserInput");
      assertThat(json(again).at("/error/message").asText())
          .isEqualTo("The lora adapter 'sql' has already been loaded.");
      assertThat(http.post("/v1/load_lora_adapter", "{\"lora_name\":\"x\"}").statusCode())
          .isEqualTo(400);

      JsonNode chat = json(http.post("/v1/chat/completions", CHAT.formatted("sql")));
      assertThat(chat.get("model").asText()).isEqualTo("sql");
      JsonNode models = json(http.get("/v1/models")).get("data");
      assertThat(models).hasSize(2);
      assertThat(models.get(1).get("id").asText()).isEqualTo("sql");
      assertThat(models.get(1).get("root").asText()).isEqualTo("/adapters/sql");
      assertThat(models.get(1).get("parent").asText()).isEqualTo("base");

      assertThat(http.post("/v1/unload_lora_adapter", "{\"lora_name\":\"sql\"}").statusCode())
          .isEqualTo(200);
      HttpResponse<String> missing =
          http.post("/v1/unload_lora_adapter", "{\"lora_name\":\"sql\"}");
      assertThat(missing.statusCode()).isEqualTo(400);
      assertThat(json(missing).at("/error/type").asText()).isEqualTo("InvalidUserInput");
      assertThat(json(missing).at("/error/message").asText()).contains("cannot be found");
      assertThat(http.post("/v1/chat/completions", CHAT.formatted("sql")).statusCode())
          .isEqualTo(404);
    }
  }

  @Test
  void loraApiDoesNotExistWithoutEnableLora() {
    try (EngineSimulator sim = start(fast().build())) {
      assertThat(new SimHttp(sim).post("/v1/load_lora_adapter", "{}").statusCode()).isEqualTo(404);
    }
  }

  @Test
  void modelsListsServedNamesWithVllmCardFields() {
    try (EngineSimulator sim =
        start(fast().servedModelNames(List.of("a", "b")).modelPath("hf/org/a").build())) {
      JsonNode body = json(new SimHttp(sim).get("/v1/models"));

      assertThat(body.get("object").asText()).isEqualTo("list");
      assertThat(body.get("data")).extracting(n -> n.get("id").asText()).containsExactly("a", "b");
      JsonNode card = body.at("/data/0");
      assertThat(card.get("object").asText()).isEqualTo("model");
      assertThat(card.get("owned_by").asText()).isEqualTo("vllm");
      assertThat(card.get("root").asText()).isEqualTo("hf/org/a");
      assertThat(card.get("max_model_len").asInt()).isEqualTo(32_768);
    }
  }

  @Test
  void metricsExposeVllmNamesAndCountRequests() {
    EngineConfig config = EngineConfig.builder().servedModelName("base").timeScale(0.01).build();
    try (EngineSimulator sim = start(config)) {
      SimHttp http = new SimHttp(sim);
      String prompt = "Shared context that spans more than one KV block of sixty-four chars.";
      String request =
          "{\"model\":\"base\",\"max_tokens\":3,\"messages\":[{\"role\":\"user\",\"content\":\""
              + prompt
              + "\"}]}";
      http.post("/v1/chat/completions", request);
      http.post("/v1/chat/completions", request);

      HttpResponse<String> response = http.get("/metrics");
      PrometheusSamples metrics = PrometheusSamples.parse(response.body());

      assertThat(response.headers().firstValue("content-type").orElseThrow())
          .startsWith("text/plain; version=0.0.4");
      String model = "{model_name=\"base\"}";
      assertThat(
              metrics.value(
                  "vllm:request_success_total{finished_reason=\"length\",model_name=\"base\"}"))
          .isEqualTo(2);
      assertThat(metrics.value("vllm:prefix_cache_hits_total" + model)).isEqualTo(16);
      assertThat(metrics.value("vllm:prefix_cache_queries_total" + model)).isEqualTo(48);
      assertThat(metrics.value("vllm:num_requests_running" + model)).isZero();
      assertThat(metrics.value("vllm:num_requests_waiting" + model)).isZero();
      assertThat(metrics.value("vllm:kv_cache_usage_perc" + model)).isZero();
      assertThat(metrics.value("vllm:time_to_first_token_seconds_count" + model)).isEqualTo(2);
      assertThat(
              metrics.value(
                  "vllm:cache_config_info{block_size=\"16\",enable_prefix_caching=\"True\","
                      + "num_gpu_blocks=\"31250\"}"))
          .isEqualTo(1);
      assertThat(sim.stats().prefixCacheHitRate()).isEqualTo(16.0 / 48);
    }
  }

  @Test
  void flavoursServeOnlyTheirEndpoints() {
    EngineConfig infinity =
        EngineConfig.fromEnvAndArgs(
                Map.of("INFINITY_MODEL_ID", "BAAI/bge", "INFINITY_SERVED_MODEL_NAME", "bge"),
                List.of())
            .toBuilder()
            .timeScale(0)
            .build();
    try (EngineSimulator sim = start(infinity)) {
      SimHttp http = new SimHttp(sim);
      assertThat(http.post("/v1/embeddings", "{\"model\":\"bge\",\"input\":\"x\"}").statusCode())
          .isEqualTo(200);
      assertThat(http.post("/v1/rerank", "{\"query\":\"q\",\"documents\":[\"d\"]}").statusCode())
          .isEqualTo(200);
      assertThat(http.post("/v1/chat/completions", CHAT.formatted("bge")).statusCode())
          .isEqualTo(404);
      assertThat(json(http.get("/v1/models")).at("/data/0/owned_by").asText())
          .isEqualTo("infinity");
    }
    try (EngineSimulator sim = start(fast().flavor(EngineFlavor.FASTER_WHISPER).build())) {
      SimHttp http = new SimHttp(sim);
      HttpResponse<String> transcript =
          http.postMultipart(
              "/v1/audio/transcriptions", List.of(new Part("file", "a.wav", new byte[100])));
      assertThat(transcript.statusCode()).isEqualTo(200);
      assertThat(http.post("/v1/embeddings", "{\"input\":\"x\"}").statusCode()).isEqualTo(404);
    }
    try (EngineSimulator sim = start(fast().flavor(EngineFlavor.OLLAMA).build())) {
      SimHttp http = new SimHttp(sim);
      assertThat(http.get("/").body()).isEqualTo("Ollama is running");
      assertThat(http.post("/v1/chat/completions", CHAT.formatted("base")).statusCode())
          .isEqualTo(200);
      assertThat(http.post("/v1/rerank", "{}").statusCode()).isEqualTo(404);
    }
  }
}
