package ai.silogen.kaiwo.operator.render;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.MappingErrors;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The documents of a multi-document YAML (or JSON) stream, read one by one so that an error names
 * the document and the field path inside it.
 */
final class Documents {

  /** One document: its 1-based position in the stream and its content. */
  record Document(String source, int index, JsonNode tree) {

    String kind() {
      return tree.path("kind").asText("");
    }

    String name() {
      return tree.path("metadata").path("name").asText("");
    }

    /** e.g. {@code job.yaml document 2 (KaiwoJob train)}. */
    String describe() {
      String what =
          kind().isEmpty() ? "" : " (" + kind() + (name().isEmpty() ? "" : " " + name()) + ")";
      return source + " document " + index + what;
    }

    /** This document as {@code type}; a type mismatch names the field. */
    <T> T as(Class<T> type) {
      try {
        return ApiSerialization.kubernetes().convertValue(tree, type);
      } catch (IllegalArgumentException e) {
        throw new RenderException(describe() + ": " + fieldMessage(e, tree), e);
      }
    }
  }

  private static final YAMLMapper YAML = new YAMLMapper();

  private Documents() {}

  /** The non-empty documents of {@code text}; {@code source} names it in errors. */
  static List<Document> parse(String text, String source) {
    List<Document> documents = new ArrayList<>();
    try (MappingIterator<JsonNode> values = YAML.readerFor(JsonNode.class).readValues(text)) {
      int index = 0;
      while (values.hasNextValue()) {
        JsonNode tree = values.nextValue();
        index++;
        if (tree == null || tree.isNull() || tree.isMissingNode()) {
          continue;
        }
        if (!tree.isObject()) {
          throw new RenderException(source + " document " + index + ": not a Kubernetes object");
        }
        documents.add(new Document(source, index, tree));
      }
    } catch (JsonProcessingException e) {
      throw new RenderException(source + ": not valid YAML: " + e.getOriginalMessage(), e);
    } catch (IOException e) {
      throw new RenderException(source + ": cannot read: " + e.getMessage(), e);
    }
    return documents;
  }

  /** {@code spec.gpus: <what was wrong>} from a mapping error anywhere in the cause chain. */
  static String fieldMessage(Throwable error, JsonNode tree) {
    return MappingErrors.find(error)
        .map(mapping -> MappingErrors.path(mapping) + ": " + MappingErrors.problem(mapping, tree))
        .orElseGet(() -> MappingErrors.firstLine(error.getMessage()));
  }
}
