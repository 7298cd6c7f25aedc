package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.model.SyntheticText;
import ai.silogen.kaiwo.enginesim.model.Tokenizer;
import ai.silogen.kaiwo.enginesim.openai.ApiException;
import ai.silogen.kaiwo.enginesim.openai.GenerationParams;
import ai.silogen.kaiwo.enginesim.openai.ResponseBodies;
import ai.silogen.kaiwo.enginesim.openai.StreamChunks;
import ai.silogen.kaiwo.enginesim.runtime.GenerationSink;
import ai.silogen.kaiwo.enginesim.runtime.SimulatedRequest;
import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;

/** {@code POST /v1/chat/completions} and {@code POST /v1/completions}. */
final class GenerationHandler {

  private final EngineContext context;

  GenerationHandler(EngineContext context) {
    this.context = context;
  }

  void chat(HttpServerRequest request, JsonNode body) {
    handle(request, GenerationParams.chat(body), true);
  }

  void completion(HttpServerRequest request, JsonNode body) {
    handle(request, GenerationParams.completion(body), false);
  }

  private void handle(HttpServerRequest request, GenerationParams params, boolean chat) {
    String model = context.resolveModel(params.model());
    int promptTokens = Tokenizer.countTokens(params.prompt());
    int outputTokens = outputTokens(promptTokens, params.maxTokens());
    // vLLM reports "length" when max_tokens cut the output; the default length stands in for EOS.
    String finishReason = params.maxTokens() != null ? "length" : "stop";
    SimulatedRequest simulated =
        new SimulatedRequest(
            params.prompt(),
            promptTokens,
            outputTokens,
            SyntheticText.seedOf(params.prompt()),
            context.adapterOf(model),
            true,
            params.maxTokens() != null);
    String id = context.responseId(request, chat ? "chatcmpl-" : "cmpl-");
    long created = EngineContext.epochSeconds();
    HttpServerResponse response = request.response();
    GenerationSink sink;
    if (params.stream()) {
      StreamChunks chunks =
          chat
              ? StreamChunks.chat(id, created, model, params.includeUsage())
              : StreamChunks.completion(id, created, model, params.includeUsage());
      sink = new SseSink(response, chunks, finishReason, params.includeUsage());
    } else {
      sink =
          new BufferedReplySink(
              response,
              Replies.JSON,
              (usage, text) ->
                  chat
                      ? ResponseBodies.chatCompletion(id, created, model, text, finishReason, usage)
                      : ResponseBodies.textCompletion(
                          id, created, model, text, finishReason, usage));
    }
    Replies.cancelOnClose(response, context.engine.submit(simulated, sink));
  }

  /**
   * The client's {@code max_tokens}, or the configured default shortened to fit the context window;
   * like vLLM, a prompt plus explicit {@code max_tokens} beyond the window is a 400.
   */
  private int outputTokens(int promptTokens, Integer maxTokens) {
    int window = context.config.maxModelLen();
    int room = window - promptTokens;
    if (maxTokens == null && room >= 1) {
      return Math.min(context.config.defaultMaxTokens(), room);
    }
    int requested = maxTokens == null ? context.config.defaultMaxTokens() : maxTokens;
    if (requested > room) {
      throw ApiException.badRequest(
          "This model's maximum context length is "
              + window
              + " tokens. However, you requested "
              + ((long) promptTokens + requested)
              + " tokens ("
              + promptTokens
              + " in the messages, "
              + requested
              + " in the completion). Please reduce the length of the messages or completion.");
    }
    return requested;
  }
}
