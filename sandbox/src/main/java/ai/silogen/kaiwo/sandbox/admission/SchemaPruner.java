package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Drops fields a structural schema does not declare, unless the schema keeps unknown fields ({@code
 * x-kubernetes-preserve-unknown-fields} or {@code additionalProperties}). Reports the dropped
 * fields so that strict field validation can reject them instead.
 */
public final class SchemaPruner {

  /** Root fields every object keeps whatever its schema says. */
  private static final Set<String> ROOT_FIELDS = Set.of("apiVersion", "kind", "metadata");

  /** Fields of an embedded resource ({@code x-kubernetes-embedded-resource}). */
  private static final Set<String> EMBEDDED_FIELDS = Set.of("apiVersion", "kind", "metadata");

  private SchemaPruner() {}

  /**
   * Prunes a whole custom resource.
   *
   * @return the paths of the dropped fields, e.g. {@code spec.foo}
   */
  public static List<String> pruneRoot(JsonNode schema, ObjectNode object) {
    List<String> dropped = new ArrayList<>();
    pruneObject(schema, object, "", ROOT_FIELDS, dropped);
    return dropped;
  }

  private static void prune(JsonNode schema, JsonNode value, String path, List<String> dropped) {
    if (schema == null || value == null) {
      return;
    }
    if (value instanceof ObjectNode object) {
      Set<String> always =
          Schemas.flag(schema, Schemas.EMBEDDED_RESOURCE) ? EMBEDDED_FIELDS : Set.of();
      pruneObject(schema, object, path, always, dropped);
    } else if (value instanceof ArrayNode array) {
      JsonNode items = Schemas.items(schema);
      for (int i = 0; i < array.size(); i++) {
        prune(items, array.get(i), Schemas.index(path, i), dropped);
      }
    }
  }

  private static void pruneObject(
      JsonNode schema, ObjectNode object, String path, Set<String> always, List<String> dropped) {
    boolean keepUnknown = Schemas.keepsUnknownFields(schema);
    JsonNode additional = Schemas.additionalProperties(schema);
    Iterator<Map.Entry<String, JsonNode>> fields = object.properties().iterator();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      String name = field.getKey();
      String fieldPath = Schemas.child(path, name);
      JsonNode fieldSchema = Schemas.property(schema, name);
      if (always.contains(name)) {
        // apiVersion, kind and metadata follow ObjectMeta rules, not the schema
        continue;
      }
      if (fieldSchema != null) {
        prune(fieldSchema, field.getValue(), fieldPath, dropped);
      } else if (additional != null) {
        prune(additional, field.getValue(), fieldPath, dropped);
      } else if (!keepUnknown) {
        dropped.add(fieldPath);
        fields.remove();
      }
    }
  }
}
