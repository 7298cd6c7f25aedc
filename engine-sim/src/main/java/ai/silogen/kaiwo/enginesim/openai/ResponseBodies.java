package ai.silogen.kaiwo.enginesim.openai;

import ai.silogen.kaiwo.enginesim.model.ModelCatalog;
import ai.silogen.kaiwo.enginesim.model.RelevanceScorer;
import ai.silogen.kaiwo.enginesim.model.Usage;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/** JSON bodies of non-streamed responses, in the shapes vLLM returns. */
public final class ResponseBodies {

  private ResponseBodies() {}

  /** OpenAI {@code usage}, including {@code prompt_tokens_details.cached_tokens}. */
  public static ObjectNode usage(Usage usage) {
    ObjectNode node = Json.object();
    node.put("prompt_tokens", usage.promptTokens());
    node.put("total_tokens", usage.totalTokens());
    node.put("completion_tokens", usage.completionTokens());
    node.putObject("prompt_tokens_details").put("cached_tokens", usage.cachedTokens());
    return node;
  }

  /** A {@code chat.completion}. */
  public static byte[] chatCompletion(
      String id, long created, String model, String text, String finishReason, Usage usage) {
    ObjectNode choice = choice(finishReason);
    choice.putObject("message").put("role", "assistant").put("content", text);
    return Json.bytes(completion(id, "chat.completion", created, model, choice, usage));
  }

  /** A {@code text_completion}. */
  public static byte[] textCompletion(
      String id, long created, String model, String text, String finishReason, Usage usage) {
    ObjectNode choice = choice(finishReason).put("text", text);
    return Json.bytes(completion(id, "text_completion", created, model, choice, usage));
  }

  /** An embeddings list; vectors as float arrays or base64 little-endian float32. */
  public static byte[] embeddings(
      String model, List<float[]> vectors, boolean base64, int promptTokens) {
    ObjectNode body = Json.object().put("object", "list");
    ArrayNode data = body.putArray("data");
    for (int i = 0; i < vectors.size(); i++) {
      ObjectNode item = data.addObject().put("object", "embedding").put("index", i);
      float[] vector = vectors.get(i);
      if (base64) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        item.put("embedding", Base64.getEncoder().encodeToString(buffer.array()));
      } else {
        ArrayNode values = item.putArray("embedding");
        for (float v : vector) {
          values.add(v);
        }
      }
    }
    body.put("model", model);
    body.putObject("usage").put("prompt_tokens", promptTokens).put("total_tokens", promptTokens);
    return Json.bytes(body);
  }

  /** Rerank results ordered by descending relevance, cut to {@code top_n}. */
  public static byte[] rerank(String id, String model, RerankParams params, int totalTokens) {
    List<String> docs = params.documents();
    double[] scores =
        docs.stream().mapToDouble(d -> RelevanceScorer.score(params.query(), d)).toArray();
    int limit = params.topN() == null ? docs.size() : Math.min(params.topN(), docs.size());
    ObjectNode body = Json.object().put("id", id).put("model", model);
    body.putObject("usage").put("total_tokens", totalTokens);
    ArrayNode results = body.putArray("results");
    IntStream.range(0, docs.size())
        .boxed()
        .sorted(Comparator.comparingDouble((Integer i) -> scores[i]).reversed())
        .limit(limit)
        .forEach(
            i -> {
              ObjectNode result = results.addObject().put("index", i);
              if (params.returnDocuments()) {
                result.putObject("document").put("text", docs.get(i));
              }
              result.put("relevance_score", scores[i]);
            });
    return Json.bytes(body);
  }

  /** {@code {"text": ...}}, the JSON transcription format. */
  public static byte[] transcription(String text) {
    return Json.bytes(Json.object().put("text", text));
  }

  /** {@code GET /v1/models}: the served names, then one card per loaded adapter. */
  public static byte[] models(
      ModelCatalog catalog, String ownedBy, String root, long created, int maxModelLen) {
    ObjectNode body = Json.object().put("object", "list");
    ArrayNode data = body.putArray("data");
    for (String name : catalog.servedNames()) {
      card(data, name, ownedBy, created, root).put("max_model_len", maxModelLen).putNull("parent");
    }
    for (ModelCatalog.Adapter adapter : catalog.adapters()) {
      card(data, adapter.name(), ownedBy, created, adapter.path())
          .put("parent", catalog.servedNames().getFirst());
    }
    return Json.bytes(body);
  }

  /** vLLM's error body: {@code {"error":{"message","type","param","code"}}}. */
  public static byte[] error(ApiException e) {
    ObjectNode body = Json.object();
    body.putObject("error")
        .put("message", e.getMessage())
        .put("type", e.type())
        .putNull("param")
        .put("code", e.status());
    return Json.bytes(body);
  }

  private static ObjectNode card(
      ArrayNode data, String id, String ownedBy, long created, String root) {
    ObjectNode card = data.addObject().put("id", id).put("object", "model");
    card.put("created", created).put("owned_by", ownedBy).put("root", root);
    card.putArray("permission");
    return card;
  }

  private static ObjectNode choice(String finishReason) {
    ObjectNode choice = Json.object().put("index", 0);
    choice.putNull("logprobs");
    choice.put("finish_reason", finishReason);
    return choice;
  }

  private static ObjectNode completion(
      String id, String object, long created, String model, ObjectNode choice, Usage usage) {
    ObjectNode body = Json.object().put("id", id).put("object", object);
    body.put("created", created).put("model", model);
    body.putArray("choices").add(choice);
    body.set("usage", usage(usage));
    return body;
  }
}
