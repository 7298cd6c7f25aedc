package ai.silogen.kaiwo.sandbox.patch;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * The part of Kubernetes' strategic merge patch that {@code kubectl apply}, {@code edit} and {@code
 * label} produce for built-in kinds: JSON-merge-patch semantics, plus lists of objects merged by
 * their well-known merge key (containers and env by {@code name}, volume mounts by {@code
 * mountPath}, conditions by {@code type}, ...), {@code finalizers} merged as a set, and the
 * directives {@code $patch: replace|delete}, {@code $retainKeys}, {@code
 * $deleteFromPrimitiveList/<field>} and {@code $setElementOrder/<field>} (order is not enforced).
 * Lists without a known merge key are replaced, as their patch strategy says.
 */
public final class StrategicMergePatch {

  private static final String PATCH = "$patch";
  private static final String RETAIN_KEYS = "$retainKeys";
  private static final String DELETE_FROM = "$deleteFromPrimitiveList/";
  private static final String ELEMENT_ORDER = "$setElementOrder/";

  private static final Map<String, String> MERGE_KEYS =
      Map.ofEntries(
          Map.entry("containers", "name"),
          Map.entry("initContainers", "name"),
          Map.entry("ephemeralContainers", "name"),
          Map.entry("env", "name"),
          Map.entry("volumes", "name"),
          Map.entry("volumeMounts", "mountPath"),
          Map.entry("volumeDevices", "devicePath"),
          Map.entry("imagePullSecrets", "name"),
          Map.entry("hostAliases", "ip"),
          Map.entry("ownerReferences", "uid"),
          Map.entry("conditions", "type"),
          Map.entry("resourceClaims", "name"),
          Map.entry("topologySpreadConstraints", "topologyKey"));

  private static final Set<String> SET_LISTS = Set.of("finalizers");

  private StrategicMergePatch() {}

  /** Returns the patched document; {@code target} is not modified. */
  public static JsonNode apply(JsonNode target, JsonNode patch) {
    JsonNode result = merge(target, patch);
    return result == null ? Json.object() : result;
  }

  /** Merges a patch value into a target value; {@code null} means "delete this field". */
  private static JsonNode merge(JsonNode target, JsonNode patch) {
    if (!patch.isObject()) {
      return patch.deepCopy();
    }
    String directive = patch.path(PATCH).asText("");
    if (directive.equals("delete")) {
      return null;
    }
    ObjectNode result =
        directive.equals("replace") || target == null || !target.isObject()
            ? Json.object()
            : ((ObjectNode) target).deepCopy();
    for (Map.Entry<String, JsonNode> field : patch.properties()) {
      String name = field.getKey();
      JsonNode value = field.getValue();
      if (name.equals(PATCH) || name.equals(RETAIN_KEYS) || name.startsWith(ELEMENT_ORDER)) {
        continue;
      }
      if (name.startsWith(DELETE_FROM)) {
        deleteFromList(result, name.substring(DELETE_FROM.length()), value);
      } else if (value.isNull()) {
        result.remove(name);
      } else if (value.isArray() && result.get(name) instanceof ArrayNode current) {
        result.set(name, mergeList(name, current, (ArrayNode) value));
      } else {
        JsonNode merged = merge(result.get(name), value);
        if (merged == null) {
          result.remove(name);
        } else {
          result.set(name, merged);
        }
      }
    }
    if (patch.get(RETAIN_KEYS) instanceof ArrayNode retain) {
      Set<String> keep = new HashSet<>();
      retain.forEach(k -> keep.add(k.asText()));
      result.properties().removeIf(e -> !keep.contains(e.getKey()));
    }
    return result;
  }

  private static ArrayNode mergeList(String field, ArrayNode current, ArrayNode patch) {
    if (SET_LISTS.contains(field)) {
      ArrayNode union = current.deepCopy();
      patch.forEach(
          v -> {
            if (!contains(union, v)) {
              union.add(v);
            }
          });
      return union;
    }
    String key = mergeKey(field, patch);
    if (key == null) {
      return stripDirectives(patch);
    }
    ArrayNode result = current.deepCopy();
    for (JsonNode element : patch) {
      int index = indexOf(result, key, element.get(key));
      String directive = element.path(PATCH).asText("");
      if (directive.equals("delete")) {
        if (index >= 0) {
          result.remove(index);
        }
      } else if (index >= 0) {
        JsonNode merged =
            directive.equals("replace") ? merge(null, element) : merge(result.get(index), element);
        result.set(index, merged);
      } else {
        result.add(merge(null, element));
      }
    }
    return result;
  }

  private static String mergeKey(String field, ArrayNode patch) {
    if (patch.isEmpty() || !patch.get(0).isObject()) {
      return null;
    }
    if (field.equals("ports")) {
      return patch.get(0).has("containerPort") ? "containerPort" : "port";
    }
    return MERGE_KEYS.get(field);
  }

  private static void deleteFromList(ObjectNode target, String field, JsonNode values) {
    if (target.get(field) instanceof ArrayNode list) {
      Iterator<JsonNode> items = list.elements();
      while (items.hasNext()) {
        if (contains(values, items.next())) {
          items.remove();
        }
      }
    }
  }

  private static ArrayNode stripDirectives(ArrayNode list) {
    ArrayNode result = Json.array();
    list.forEach(item -> result.add(merge(null, item)));
    return result;
  }

  private static int indexOf(ArrayNode list, String key, JsonNode value) {
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i).path(key).equals(value)) {
        return i;
      }
    }
    return -1;
  }

  private static boolean contains(JsonNode list, JsonNode value) {
    for (JsonNode item : list) {
      if (item.equals(value)) {
        return true;
      }
    }
    return false;
  }
}
