package ai.silogen.kaiwo.sandbox.patch;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * RFC 7386 JSON merge patch: objects merge recursively, {@code null} deletes, anything else
 * replaces.
 */
public final class JsonMergePatch {

  private JsonMergePatch() {}

  /** Returns the patched document; {@code target} is not modified. */
  public static JsonNode apply(JsonNode target, JsonNode patch) {
    if (!patch.isObject()) {
      return patch.deepCopy();
    }
    ObjectNode result =
        target != null && target.isObject() ? ((ObjectNode) target).deepCopy() : Json.object();
    for (Map.Entry<String, JsonNode> field : patch.properties()) {
      if (field.getValue().isNull()) {
        result.remove(field.getKey());
      } else {
        result.set(field.getKey(), apply(result.get(field.getKey()), field.getValue()));
      }
    }
    return result;
  }
}
