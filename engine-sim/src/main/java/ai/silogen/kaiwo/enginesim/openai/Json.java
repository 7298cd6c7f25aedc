package ai.silogen.kaiwo.enginesim.openai;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;

/** The shared Jackson mapper and the request-body rules every endpoint applies. */
public final class Json {

  /** Thread-safe once configured; shared by all simulators in the JVM. */
  public static final ObjectMapper MAPPER = new ObjectMapper();

  private Json() {}

  /**
   * Parses a request body that must be a JSON object.
   *
   * @throws ApiException 400 when the body is not valid JSON or not an object
   */
  public static ObjectNode parseObject(byte[] body) {
    JsonNode node;
    try {
      node = MAPPER.readTree(body);
    } catch (JacksonException e) {
      throw ApiException.badRequest("Invalid JSON body: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (node instanceof ObjectNode object) {
      return object;
    }
    throw ApiException.badRequest("The request body must be a JSON object.");
  }

  /** Serialises a response body. */
  public static byte[] bytes(JsonNode node) {
    try {
      return MAPPER.writeValueAsBytes(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A new empty object node. */
  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }
}
