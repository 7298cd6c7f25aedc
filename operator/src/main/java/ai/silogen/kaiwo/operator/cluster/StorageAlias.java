package ai.silogen.kaiwo.operator.cluster;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoStorageConfig;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * KaiwoConfig {@code spec.data}, the name an older rendering of the API gave {@code spec.storage}:
 * configs written against it keep their storage settings. {@code storage} wins field by field; a
 * field of {@code data} fills one that {@code storage} leaves unset.
 *
 * <p>The API server defaults {@code storage} (and a present {@code data}) on every read, so a field
 * at its CRD default cannot be told apart from one nobody wrote: both count as unset, on either
 * side. A blank value counts as unset too: the original chart writes {@code defaultStorageClass:
 * ""} for "the cluster's default class", which is what an unset class means here.
 */
public final class StorageAlias {

  private StorageAlias() {}

  /**
   * Storage settings merged from both names.
   *
   * @param storage the effective storage settings
   * @param taken names of the fields whose value comes from {@code data}
   * @param overridden names of the fields {@code data} sets to a value that {@code storage}
   *     overrides with another
   */
  public record Merged(KaiwoStorageConfig storage, List<String> taken, List<String> overridden) {}

  /**
   * Merges {@code data} into {@code storage}; neither argument is modified.
   *
   * @param defaults the CRD defaults of the storage fields
   */
  public static Merged merge(
      KaiwoStorageConfig storage, KaiwoStorageConfig data, KaiwoStorageConfig defaults) {
    ObjectNode merged = tree(storage);
    ObjectNode older = tree(data);
    ObjectNode fallback = tree(defaults);
    List<String> taken = new ArrayList<>();
    List<String> overridden = new ArrayList<>();
    for (Map.Entry<String, JsonNode> field : older.properties()) {
      String name = field.getKey();
      JsonNode value = field.getValue();
      if (!written(value, fallback.get(name))) {
        continue;
      }
      JsonNode current = merged.get(name);
      if (!written(current, fallback.get(name))) {
        merged.set(name, value.deepCopy());
        taken.add(name);
      } else if (!current.equals(value)) {
        overridden.add(name);
      }
    }
    return new Merged(
        ApiSerialization.convert(merged, KaiwoStorageConfig.class),
        List.copyOf(taken),
        List.copyOf(overridden));
  }

  /** Whether {@code value} is something a user wrote rather than nothing or the default. */
  private static boolean written(JsonNode value, JsonNode defaultValue) {
    return value != null
        && !value.isNull()
        && !(value.isTextual() && value.asText().isBlank())
        && !value.equals(defaultValue);
  }

  private static ObjectNode tree(KaiwoStorageConfig settings) {
    return settings == null
        ? JsonNodeFactory.instance.objectNode()
        : (ObjectNode) ApiSerialization.toTree(settings);
  }
}
