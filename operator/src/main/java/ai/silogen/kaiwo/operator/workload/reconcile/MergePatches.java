package ai.silogen.kaiwo.operator.workload.reconcile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The smallest JSON merge patch (RFC 7386) that brings an object to the desired values at the given
 * difference paths: maps are patched key by key, so fields set by others survive; a list is
 * replaced as a whole (merge patch cannot address list elements), taking the desired list.
 */
public final class MergePatches {

  private MergePatches() {}

  /**
   * @param desired the desired object (as JSON)
   * @param paths difference paths from {@link ChildDiff#differences}
   */
  public static ObjectNode forDifferences(JsonNode desired, List<String> paths) {
    ObjectNode patch = JsonNodeFactory.instance.objectNode();
    for (String path : paths) {
      add(patch, desired, path);
    }
    return patch;
  }

  private static void add(ObjectNode patch, JsonNode desired, String path) {
    ObjectNode target = patch;
    JsonNode source = desired;
    String[] segments = path.split("\\.");
    for (int i = 0; i < segments.length; i++) {
      String segment = segments[i];
      int bracket = segment.indexOf('[');
      String field = bracket < 0 ? segment : segment.substring(0, bracket);
      source = source.get(field);
      boolean last = i == segments.length - 1;
      if (bracket >= 0 || last || source == null || !source.isObject()) {
        // A list (or a leaf) is replaced as a whole.
        target.set(field, source == null ? null : source.deepCopy());
        return;
      }
      JsonNode existing = target.get(field);
      target = existing instanceof ObjectNode object ? object : target.putObject(field);
    }
  }
}
