package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.metrics.PrometheusText;
import ai.silogen.kaiwo.enginesim.openai.ApiException;
import ai.silogen.kaiwo.enginesim.openai.ResponseBodies;
import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import java.nio.charset.StandardCharsets;

/** Health, model listing, metrics and vLLM's runtime LoRA API. */
final class AdminHandler {

  private final EngineContext context;
  private final long created = EngineContext.epochSeconds();

  AdminHandler(EngineContext context) {
    this.context = context;
  }

  /** {@code GET /health}: 200 with an empty body once loaded, 503 while "loading the model". */
  void health(HttpServerRequest request) {
    request.response().setStatusCode(context.engine.ready() ? 200 : 503).end();
  }

  /** {@code GET /} on Ollama, which KubeAI's readiness probe calls. */
  void ollamaRoot(HttpServerRequest request) {
    Replies.text(request.response(), 200, "Ollama is running");
  }

  void models(HttpServerRequest request) {
    byte[] body =
        ResponseBodies.models(
            context.catalog,
            context.config.flavor().id(),
            context.config.modelPath(),
            created,
            context.config.maxModelLen());
    Replies.json(request.response(), 200, body);
  }

  void metrics(HttpServerRequest request) {
    String text =
        PrometheusText.render(
            context.engine.counters().snapshot(),
            context.config.servedModelName(),
            context.config.blockSize(),
            context.config.prefixCaching());
    Replies.send(
        request.response(),
        200,
        PrometheusText.CONTENT_TYPE,
        text.getBytes(StandardCharsets.UTF_8));
  }

  /** {@code POST /v1/load_lora_adapter} with vLLM's validation messages. */
  void loadLora(HttpServerRequest request, JsonNode body) {
    String name = nonBlank(body, "lora_name");
    String path = nonBlank(body, "lora_path");
    if (name == null || path == null) {
      throw ApiException.invalidUserInput("Both 'lora_name' and 'lora_path' must be provided.");
    }
    if (context.config.servedModelNames().contains(name) || !context.catalog.load(name, path)) {
      throw ApiException.invalidUserInput(
          "The lora adapter '" + name + "' has already been loaded.");
    }
    success(request, "Success: LoRA adapter '" + name + "' added successfully.");
  }

  /**
   * {@code POST /v1/unload_lora_adapter}. An unknown adapter is a 400 {@code InvalidUserInput}
   * "cannot be found", the answer KubeAI's adapter reconciler expects (newer vLLM releases answer
   * 404 {@code NotFoundError} with the same message).
   */
  void unloadLora(HttpServerRequest request, JsonNode body) {
    String name = nonBlank(body, "lora_name");
    if (name == null) {
      throw ApiException.invalidUserInput(
          "either 'lora_name' and 'lora_int_id' needs to be provided.");
    }
    if (!context.catalog.unload(name)) {
      throw ApiException.invalidUserInput("The lora adapter '" + name + "' cannot be found.");
    }
    success(request, "Success: LoRA adapter '" + name + "' removed successfully.");
  }

  private static void success(HttpServerRequest request, String message) {
    request.response().putHeader(HttpHeaders.CONTENT_TYPE, "text/plain; charset=utf-8");
    request.response().setStatusCode(200).end(message);
  }

  private static String nonBlank(JsonNode body, String field) {
    JsonNode node = body.get(field);
    return node != null && node.isTextual() && !node.textValue().isBlank()
        ? node.textValue()
        : null;
  }
}
