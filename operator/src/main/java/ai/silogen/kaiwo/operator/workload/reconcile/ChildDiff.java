package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.operator.workload.model.Quantities;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where an observed object differs from the desired one, compared semantically: only what the
 * desired object sets counts (fields the API server or other controllers add are ignored), lists
 * must have the same length and match element by element, and resource quantities compare by amount
 * ({@code 0.5} equals {@code 500m}). Without this, server-populated fields would cause an update on
 * every reconcile.
 */
public final class ChildDiff {

  private static final Set<String> QUANTITY_MAPS = Set.of("requests", "limits");
  private static final Set<String> QUANTITY_FIELDS = Set.of("sizeLimit", "storage");

  private ChildDiff() {}

  /**
   * Paths (e.g. {@code spec.template.spec.containers[0].image}) where {@code actual} does not have
   * what {@code desired} sets, outside {@code metadata} except labels, annotations and owner
   * references; {@code ignored} paths and everything below them are skipped.
   */
  public static List<String> differences(JsonNode desired, JsonNode actual, Set<String> ignored) {
    List<String> paths = new ArrayList<>();
    Iterator<Map.Entry<String, JsonNode>> fields = desired.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      String name = field.getKey();
      if (name.equals("status") || name.equals("apiVersion") || name.equals("kind")) {
        continue;
      }
      if (name.equals("metadata")) {
        for (String key : List.of("labels", "annotations", "ownerReferences")) {
          compare(
              "metadata." + key,
              field.getValue().get(key),
              actual.path("metadata").get(key),
              ignored,
              paths);
        }
      } else {
        compare(name, field.getValue(), actual.get(name), ignored, paths);
      }
    }
    return paths;
  }

  private static void compare(
      String path, JsonNode desired, JsonNode actual, Set<String> ignored, List<String> paths) {
    if (desired == null || desired.isNull() || ignored.contains(path)) {
      return;
    }
    if (isEmpty(desired) && (actual == null || actual.isNull() || isEmpty(actual))) {
      return;
    }
    if (actual == null || actual.isNull()) {
      paths.add(path);
    } else if (desired.isObject()) {
      if (!actual.isObject()) {
        paths.add(path);
        return;
      }
      desired
          .fields()
          .forEachRemaining(
              f ->
                  compare(
                      path + "." + f.getKey(),
                      f.getValue(),
                      actual.get(f.getKey()),
                      ignored,
                      paths));
    } else if (desired.isArray()) {
      if (!actual.isArray() || actual.size() != desired.size()) {
        paths.add(path);
        return;
      }
      for (int i = 0; i < desired.size(); i++) {
        compare(path + "[" + i + "]", desired.get(i), actual.get(i), ignored, paths);
      }
    } else if (!sameScalar(path, desired, actual)) {
      paths.add(path);
    }
  }

  private static boolean sameScalar(String path, JsonNode desired, JsonNode actual) {
    if (desired.equals(actual)) {
      return true;
    }
    if (desired.isNumber() && actual.isNumber()) {
      return desired.decimalValue().compareTo(actual.decimalValue()) == 0;
    }
    return isQuantity(path) && Quantities.sameAmount(desired.asText(), actual.asText());
  }

  private static boolean isQuantity(String path) {
    int dot = path.lastIndexOf('.');
    String field = path.substring(dot + 1);
    String parent = dot < 0 ? "" : path.substring(path.lastIndexOf('.', dot - 1) + 1, dot);
    return QUANTITY_FIELDS.contains(field) || QUANTITY_MAPS.contains(parent);
  }

  private static boolean isEmpty(JsonNode node) {
    return (node.isObject() || node.isArray()) && node.isEmpty();
  }
}
