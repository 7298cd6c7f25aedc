package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.operator.workload.model.Quantities;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Where an observed child differs from the desired one, and the JSON merge patch (RFC 7386) that
 * brings it there: a three-way comparison like {@code kubectl apply}'s, between what Kaiwo wants
 * now, what it last applied (the {@link #LAST_APPLIED} annotation on the child) and the child.
 *
 * <ul>
 *   <li>What the desired object sets must be in the child, compared semantically: fields the API
 *       server or other controllers add are ignored, lists must have the same length and match
 *       element by element, and resource quantities compare by amount ({@code 0.5} equals {@code
 *       500m}). Without this, server-populated fields would cause an update on every reconcile.
 *   <li>What Kaiwo last applied and no longer wants is removed ({@code null} in the patch). In a
 *       map others also write to (labels, annotations, a Kueue-extended template) only Kaiwo's keys
 *       are removed; otherwise the whole field goes, so no empty, invalid stub (an affinity without
 *       terms) is left behind.
 *   <li>Maps are patched key by key, so fields set by others survive; a list is replaced as a whole
 *       (merge patch cannot address list elements), which is right for the containers, volumes and
 *       env lists Kaiwo builds.
 * </ul>
 *
 * Only {@code metadata.labels}, {@code annotations} and {@code ownerReferences} of the metadata are
 * compared; {@code apiVersion}, {@code kind} and {@code status} never are. A child without the
 * annotation (created before it existed, or whose record is too large) is compared by the first
 * rule only until it is next patched or matches, when the record is written.
 */
public final class ChildDiff {

  /** Compact JSON of the parts of the child Kaiwo manages, as it last applied them. */
  public static final String LAST_APPLIED = ApiGroups.KAIWO + "/last-applied";

  /** Larger records are not kept: annotations share a 256 KiB limit per object. */
  static final int MAX_RECORD_CHARS = 128 * 1024;

  private static final Set<String> QUANTITY_MAPS = Set.of("requests", "limits");
  private static final Set<String> QUANTITY_FIELDS = Set.of("sizeLimit", "storage");
  private static final List<String> METADATA_FIELDS =
      List.of("labels", "annotations", "ownerReferences");
  private static final Set<String> UNMANAGED = Set.of("apiVersion", "kind", "status", "metadata");

  /**
   * @param differences paths (e.g. {@code spec.template.spec.containers[0].image}) where the child
   *     does not have what is desired, removed ones marked {@code (removed)}; empty when it matches
   * @param patch the merge patch for the differences, including the new {@link #LAST_APPLIED}
   *     record; when there is no difference, either empty or only refreshing a missing or stale
   *     record
   */
  public record Result(List<String> differences, ObjectNode patch) {

    /** Whether the child matches but its record needs to be written. */
    public boolean recordOnly() {
      return differences.isEmpty() && !patch.isEmpty();
    }
  }

  private ChildDiff() {}

  /**
   * Compares {@code desired} with {@code actual} (both as JSON), against the last-applied record on
   * {@code actual}; {@code ignored} paths and everything below them are skipped.
   */
  public static Result compare(JsonNode desired, JsonNode actual, Set<String> ignored) {
    ObjectNode wanted = managed(desired);
    Optional<String> record = compact(wanted);
    JsonNode live = managed(actual);
    JsonNode last = lastApplied(actual).orElse(null);
    List<String> paths = new ArrayList<>();
    JsonNode patch = walk("", wanted, last, live, ignored, paths);
    ObjectNode result =
        patch instanceof ObjectNode object ? object : JsonNodeFactory.instance.objectNode();
    String current = actual.path("metadata").path("annotations").path(LAST_APPLIED).asText(null);
    if (!paths.isEmpty() || !record.equals(Optional.ofNullable(current))) {
      objectAt(objectAt(result, "metadata"), "annotations")
          .set(LAST_APPLIED, record.<JsonNode>map(TextNode::valueOf).orElse(NullNode.instance));
    }
    return new Result(List.copyOf(paths), result);
  }

  /** The {@link #LAST_APPLIED} record of {@code desired}; empty when it is too large to keep. */
  public static Optional<String> record(JsonNode desired) {
    return compact(managed(desired));
  }

  /** The parts of {@code object} Kaiwo manages, without the record itself. */
  static ObjectNode managed(JsonNode object) {
    ObjectNode metadata = JsonNodeFactory.instance.objectNode();
    for (String key : METADATA_FIELDS) {
      JsonNode value = object.path("metadata").get(key);
      if (value != null && !value.isNull()) {
        metadata.set(key, value.deepCopy());
      }
    }
    if (metadata.get("annotations") instanceof ObjectNode annotations) {
      annotations.remove(LAST_APPLIED);
      if (annotations.isEmpty()) {
        metadata.remove("annotations");
      }
    }
    ObjectNode view = JsonNodeFactory.instance.objectNode();
    if (!metadata.isEmpty()) {
      view.set("metadata", metadata);
    }
    for (Map.Entry<String, JsonNode> field : object.properties()) {
      if (!UNMANAGED.contains(field.getKey())) {
        view.set(field.getKey(), field.getValue());
      }
    }
    return view;
  }

  private static Optional<String> compact(ObjectNode managed) {
    String json = managed.toString();
    return json.length() > MAX_RECORD_CHARS ? Optional.empty() : Optional.of(json);
  }

  /** The record on {@code actual}, if it has a readable one. */
  private static Optional<JsonNode> lastApplied(JsonNode actual) {
    JsonNode value = actual.path("metadata").path("annotations").get(LAST_APPLIED);
    if (value == null || !value.isTextual()) {
      return Optional.empty();
    }
    try {
      JsonNode parsed = ApiSerialization.readTree(value.asText());
      return parsed != null && parsed.isObject() ? Optional.of(parsed) : Optional.empty();
    } catch (RuntimeException e) {
      return Optional.empty(); // edited by hand: compare as if there were none
    }
  }

  /**
   * The patch bringing {@code actual} to {@code desired} at {@code path} ({@code null} when
   * nothing), removing what {@code last} had and {@code desired} has not.
   */
  private static JsonNode walk(
      String path,
      JsonNode desired,
      JsonNode last,
      JsonNode actual,
      Set<String> ignored,
      List<String> paths) {
    if (ignored.contains(path) || (isEmpty(desired) && absentOrEmpty(actual))) {
      return null;
    }
    if (absent(actual)
        || (desired.isObject() && !actual.isObject())
        || (desired.isArray() && (!actual.isArray() || actual.size() != desired.size()))) {
      paths.add(path);
      return desired.deepCopy();
    }
    if (desired.isObject()) {
      ObjectNode patch = JsonNodeFactory.instance.objectNode();
      for (Map.Entry<String, JsonNode> field : desired.properties()) {
        if (!absent(field.getValue())) {
          String at = child(path, field.getKey());
          JsonNode change =
              walk(
                  at,
                  field.getValue(),
                  get(last, field.getKey()),
                  actual.get(field.getKey()),
                  ignored,
                  paths);
          if (change != null) {
            patch.set(field.getKey(), change);
          }
        }
      }
      if (last != null && last.isObject()) {
        removeKeys(patch, path, last, actual, key -> absent(desired.get(key)), ignored, paths);
      }
      return patch.isEmpty() ? null : patch;
    }
    if (desired.isArray()) {
      int before = paths.size();
      for (int i = 0; i < desired.size(); i++) {
        JsonNode lastElement = last != null && last.isArray() ? last.get(i) : null;
        walk(path + "[" + i + "]", desired.get(i), lastElement, actual.get(i), ignored, paths);
      }
      return paths.size() > before ? desired.deepCopy() : null;
    }
    if (sameScalar(path, desired, actual)) {
      return null;
    }
    paths.add(path);
    return desired.deepCopy();
  }

  /** The patch removing what Kaiwo set ({@code last}) from {@code actual}, or {@code null}. */
  private static JsonNode remove(
      String path, JsonNode last, JsonNode actual, Set<String> ignored, List<String> paths) {
    if (ignored.contains(path) || absentOrEmpty(actual)) {
      return null;
    }
    if (!covered(actual, last)) {
      ObjectNode patch = JsonNodeFactory.instance.objectNode();
      removeKeys(patch, path, last, actual, key -> true, ignored, paths);
      return patch.isEmpty() ? null : patch;
    }
    paths.add(path + " (removed)");
    return NullNode.instance;
  }

  /** Adds to {@code patch} the removal of each {@code unwanted} key of {@code last}. */
  private static void removeKeys(
      ObjectNode patch,
      String path,
      JsonNode last,
      JsonNode actual,
      Predicate<String> unwanted,
      Set<String> ignored,
      List<String> paths) {
    for (Map.Entry<String, JsonNode> field : last.properties()) {
      String key = field.getKey();
      if (unwanted.test(key)) {
        JsonNode removal =
            remove(child(path, key), field.getValue(), actual.get(key), ignored, paths);
        if (removal != null) {
          patch.set(key, removal);
        }
      }
    }
  }

  /** Whether every map key in {@code actual}, at any depth, is one Kaiwo set ({@code last}). */
  private static boolean covered(JsonNode actual, JsonNode last) {
    if (!actual.isObject() || !last.isObject()) {
      return true; // a list or value Kaiwo set is Kaiwo's as a whole
    }
    for (Map.Entry<String, JsonNode> field : actual.properties()) {
      JsonNode own = last.get(field.getKey());
      if (own == null || !covered(field.getValue(), own)) {
        return false;
      }
    }
    return true;
  }

  private static String child(String path, String key) {
    return path.isEmpty() ? key : path + "." + key;
  }

  private static JsonNode get(JsonNode node, String key) {
    return node != null && node.isObject() ? node.get(key) : null;
  }

  private static ObjectNode objectAt(ObjectNode parent, String key) {
    return parent.get(key) instanceof ObjectNode object ? object : parent.putObject(key);
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

  private static boolean absent(JsonNode node) {
    return node == null || node.isNull();
  }

  private static boolean absentOrEmpty(JsonNode node) {
    return absent(node) || isEmpty(node);
  }

  private static boolean isEmpty(JsonNode node) {
    return (node.isObject() || node.isArray()) && node.isEmpty();
  }
}
