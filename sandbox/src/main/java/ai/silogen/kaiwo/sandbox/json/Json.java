package ai.silogen.kaiwo.sandbox.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small JSON helpers over one shared Jackson mapper. */
public final class Json {

  /** The mapper every sandbox class uses; thread-safe once configured. */
  public static final ObjectMapper MAPPER = new ObjectMapper();

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Json() {}

  /** Parses JSON text into a tree; throws {@link IllegalArgumentException} on bad input. */
  public static JsonNode parse(String json) {
    try {
      return MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(e.getOriginalMessage(), e);
    }
  }

  /** Parses JSON text that must be an object. */
  public static ObjectNode parseObject(String json) {
    JsonNode node = parse(json);
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException("expected a JSON object");
    }
    return (ObjectNode) node;
  }

  /** Serialises a tree or any Jackson-mappable value to compact JSON. */
  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static ObjectNode object() {
    return NODES.objectNode();
  }

  public static ArrayNode array() {
    return NODES.arrayNode();
  }

  /** The object at {@code field}, created when missing or not an object. */
  public static ObjectNode child(ObjectNode parent, String field) {
    JsonNode existing = parent.get(field);
    if (existing instanceof ObjectNode object) {
      return object;
    }
    return parent.putObject(field);
  }

  /** Text at a dotted path such as {@code metadata.name}; {@code null} when absent. */
  public static String text(JsonNode node, String dottedPath) {
    JsonNode value = at(node, dottedPath);
    return value == null || value.isNull() || value.isContainerNode() ? null : value.asText();
  }

  /** The node at a dotted path, {@code null} when absent. */
  public static JsonNode at(JsonNode node, String dottedPath) {
    JsonNode current = node;
    for (String part : dottedPath.split("\\.")) {
      if (current == null || !current.isObject()) {
        return null;
      }
      current = current.get(part);
    }
    return current;
  }

  /** String map at a field (labels, annotations); empty when absent. */
  public static Map<String, String> stringMap(JsonNode node) {
    Map<String, String> result = new LinkedHashMap<>();
    if (node != null && node.isObject()) {
      node.properties().forEach(e -> result.put(e.getKey(), e.getValue().asText()));
    }
    return result;
  }

  /** String list at a field (finalizers); empty when absent. */
  public static List<String> stringList(JsonNode node) {
    List<String> result = new ArrayList<>();
    if (node != null && node.isArray()) {
      node.forEach(item -> result.add(item.asText()));
    }
    return result;
  }
}
