package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.model.SyntheticEmbeddings;
import ai.silogen.kaiwo.enginesim.model.Tokenizer;
import ai.silogen.kaiwo.enginesim.openai.EmbeddingParams;
import ai.silogen.kaiwo.enginesim.openai.RerankParams;
import ai.silogen.kaiwo.enginesim.openai.ResponseBodies;
import ai.silogen.kaiwo.enginesim.runtime.SimulatedRequest;
import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.http.HttpServerRequest;
import java.util.List;
import java.util.function.Supplier;

/**
 * {@code POST /v1/embeddings} and {@code POST /v1/rerank}: prefill-only requests that take a slot
 * for their prefill time and answer with deterministic vectors or scores.
 */
final class PoolingHandler {

  private final EngineContext context;

  PoolingHandler(EngineContext context) {
    this.context = context;
  }

  void embeddings(HttpServerRequest request, JsonNode body) {
    EmbeddingParams params = EmbeddingParams.parse(body);
    String model = context.resolveModel(params.model());
    int dimensions =
        params.dimensions() == null ? context.config.embeddingDimensions() : params.dimensions();
    int tokens = params.totalTokens();
    submit(
        request,
        model,
        tokens,
        () -> {
          List<float[]> vectors =
              params.inputs().stream()
                  .map(input -> SyntheticEmbeddings.embed(input.text(), dimensions))
                  .toList();
          return ResponseBodies.embeddings(model, vectors, params.base64(), tokens);
        });
  }

  void rerank(HttpServerRequest request, JsonNode body) {
    RerankParams params = RerankParams.parse(body);
    String model = context.resolveModel(params.model());
    // A cross-encoder reads the query once per document.
    int queryTokens = Tokenizer.countTokens(params.query());
    int tokens =
        params.documents().stream().mapToInt(d -> queryTokens + Tokenizer.countTokens(d)).sum();
    String id = context.responseId(request, "rerank-");
    submit(request, model, tokens, () -> ResponseBodies.rerank(id, model, params, tokens));
  }

  private void submit(
      HttpServerRequest request, String model, int promptTokens, Supplier<byte[]> body) {
    SimulatedRequest simulated =
        new SimulatedRequest("", promptTokens, 0, 0, context.adapterOf(model), false, false);
    BufferedReplySink sink =
        new BufferedReplySink(request.response(), Replies.JSON, (usage, text) -> body.get());
    Replies.cancelOnClose(request.response(), context.engine.submit(simulated, sink));
  }
}
