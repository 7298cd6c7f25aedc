package ai.silogen.kaiwo.enginesim.openai;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A parsed Cohere/vLLM-style {@code POST /v1/rerank} request.
 *
 * @param model requested model, or {@code null} for the default
 * @param query the query
 * @param documents documents to score, in request order
 * @param topN how many results to return, or {@code null} for all
 * @param returnDocuments whether results echo their document text
 */
public record RerankParams(
    String model, String query, List<String> documents, Integer topN, boolean returnDocuments) {

  /** Parses the body; documents are strings or objects with a {@code text} field. */
  public static RerankParams parse(JsonNode body) {
    String query = Fields.requiredString(body, "query");
    JsonNode docs = body.get("documents");
    if (docs == null || !docs.isArray()) {
      throw ApiException.badRequest("'documents' must be an array");
    }
    List<String> documents = new ArrayList<>();
    for (JsonNode doc : docs) {
      if (doc.isTextual()) {
        documents.add(doc.textValue());
      } else if (doc.isObject() && doc.path("text").isTextual()) {
        documents.add(doc.get("text").textValue());
      } else {
        throw ApiException.badRequest("each document must be a string or {\"text\": string}");
      }
    }
    return new RerankParams(
        Fields.optionalString(body, "model"),
        query,
        List.copyOf(documents),
        Fields.optionalPositiveInt(body, "top_n"),
        Fields.optionalBoolean(body, "return_documents", true));
  }
}
