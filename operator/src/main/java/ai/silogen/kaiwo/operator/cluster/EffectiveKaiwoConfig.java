package ai.silogen.kaiwo.operator.cluster;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoStorageConfig;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import ai.silogen.kaiwo.operator.support.FieldError;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The operator configuration as the controllers use it: the {@code kaiwo} singleton with every CRD
 * default applied, so callers never null-check a setting, and every setting the operator cannot use
 * replaced by its default, so one bad value never breaks a controller loop. A missing singleton
 * (not created yet, or deleted) and a partial one both behave exactly like an empty one would after
 * the API server defaulted it. The KaiwoConfig's status names the fields that fell back. Storage
 * settings written under the older name {@code spec.data} are read into {@code spec.storage}
 * ({@link StorageAlias}), so readers only ever look at {@code storage}.
 *
 * <p>Every controller resolves the singleton on every reconcile, so the last resolution of a stored
 * object is kept and reused while its uid and resourceVersion stay the same (the API server changes
 * the resourceVersion on every write). The configuration returned for such an object is therefore
 * shared between callers and must be treated as read-only.
 */
public final class EffectiveKaiwoConfig {

  /** Name of the cluster-scoped KaiwoConfig and KaiwoQueueConfig singletons. */
  public static final String SINGLETON_NAME = "kaiwo";

  private static final JsonNode DEFAULT_TREE = ApiSerialization.toTree(defaulted(null));

  private static final KaiwoStorageConfig STORAGE_DEFAULTS =
      ApiSerialization.convert(DEFAULT_TREE.at("/spec/storage"), KaiwoStorageConfig.class);

  /** The last resolution of a stored object, for the version it was computed from. */
  private static final AtomicReference<Cached> LAST = new AtomicReference<>();

  private record Cached(String uid, String resourceVersion, Resolution resolution) {}

  private EffectiveKaiwoConfig() {}

  /**
   * The usable configuration and what was wrong with the stored one.
   *
   * @param config defaulted copy of the stored KaiwoConfig, invalid fields at their defaults
   * @param invalid the fields of the stored configuration that were replaced, with the reason
   */
  public record Resolution(KaiwoConfig config, List<FieldError> invalid) {}

  /**
   * A defaulted copy of {@code stored} with invalid settings at their defaults; {@code null} gives
   * the all-defaults configuration. The argument is not modified. For an object with a uid and a
   * resourceVersion the result may be shared with other callers: do not modify it.
   */
  public static KaiwoConfig of(KaiwoConfig stored) {
    return resolve(stored).config();
  }

  /** Like {@link #of}, also telling which fields fell back to their defaults and why. */
  public static Resolution resolve(KaiwoConfig stored) {
    ObjectMeta metadata = stored == null ? null : stored.getMetadata();
    String uid = metadata == null ? null : metadata.getUid();
    String version = metadata == null ? null : metadata.getResourceVersion();
    if (uid == null || version == null) {
      // Not read from an API server (a default, a test or a rendered file): its content has no
      // version to key on.
      return compute(stored);
    }
    Cached last = LAST.get();
    if (last != null && last.uid().equals(uid) && last.resourceVersion().equals(version)) {
      return last.resolution();
    }
    Resolution resolution = compute(stored);
    LAST.set(new Cached(uid, version, resolution));
    return resolution;
  }

  /** The all-defaults configuration, a fresh copy the caller may modify. */
  public static KaiwoConfig defaults() {
    return of(null);
  }

  private static Resolution compute(KaiwoConfig stored) {
    KaiwoConfig config = defaulted(stored);
    List<String> fromData = readOlderStorageName(config.getSpec());
    List<FieldError> invalid = KaiwoConfigValidator.validate(config.getSpec());
    if (invalid.isEmpty()) {
      return new Resolution(config, invalid);
    }
    ObjectNode tree = (ObjectNode) ApiSerialization.toTree(config);
    invalid.stream().map(EffectiveKaiwoConfig::fieldOf).distinct().forEach(f -> reset(tree, f));
    List<FieldError> clashes =
        KaiwoConfigValidator.validate(ApiSerialization.convert(tree, KaiwoConfig.class).getSpec());
    List<FieldError> all = new ArrayList<>(invalid);
    // A default can clash with a valid setting it must differ from (the two mount paths); the
    // defaults of a whole section are valid together.
    for (FieldError clash : clashes) {
      String section = sectionOf(fieldOf(clash));
      reset(tree, section);
      all.add(new FieldError(section, "reset to its defaults because " + clash));
    }
    return new Resolution(
        ApiSerialization.convert(tree, KaiwoConfig.class),
        all.stream().map(error -> asWritten(error, fromData)).toList());
  }

  /**
   * Moves {@code spec.data} into {@code spec.storage} of the (copied) {@code spec}; returns the
   * names of the storage fields whose value came from {@code data}.
   */
  private static List<String> readOlderStorageName(KaiwoConfigSpec spec) {
    StorageAlias.Merged merged = storageAlias(spec);
    spec.setStorage(merged.storage());
    spec.setData(null);
    return merged.taken();
  }

  /** The storage settings of {@code spec} read from both of their names ({@link StorageAlias}). */
  public static StorageAlias.Merged storageAlias(KaiwoConfigSpec spec) {
    return StorageAlias.merge(spec.getStorage(), spec.getData(), STORAGE_DEFAULTS);
  }

  /** {@code error} naming the field where the user wrote the value: under spec.data if there. */
  private static FieldError asWritten(FieldError error, List<String> fromData) {
    String prefix = "spec.storage.";
    if (error.field().startsWith(prefix)
        && fromData.contains(error.field().substring(prefix.length()))) {
      return new FieldError(
          "spec.data." + error.field().substring(prefix.length()), error.message());
    }
    return error;
  }

  private static KaiwoConfig defaulted(KaiwoConfig stored) {
    KaiwoConfig base = new KaiwoConfig();
    base.setMetadata(new ObjectMetaBuilder().withName(SINGLETON_NAME).build());
    base.setSpec(new KaiwoConfigSpec());
    if (stored != null) {
      base.setMetadata(stored.getMetadata());
      if (stored.getSpec() != null) {
        base.setSpec(stored.getSpec());
      }
      base.setStatus(stored.getStatus());
    }
    return CrdDefaulter.withDefaults(base);
  }

  /** The field an error is about; an invalid list item makes the whole list fall back. */
  private static String fieldOf(FieldError error) {
    int index = error.field().indexOf('[');
    return index < 0 ? error.field() : error.field().substring(0, index);
  }

  /**
   * {@code spec.storage} for {@code spec.storage.defaultHfMountPath}; top-level fields as they are.
   */
  private static String sectionOf(String field) {
    int last = field.lastIndexOf('.');
    return last > field.indexOf('.') ? field.substring(0, last) : field;
  }

  private static void reset(ObjectNode tree, String field) {
    JsonPointer pointer = JsonPointer.compile("/" + field.replace('.', '/'));
    JsonNode parent = tree.at(pointer.head());
    if (parent instanceof ObjectNode object) {
      JsonNode fallback = DEFAULT_TREE.at(pointer);
      String name = pointer.last().getMatchingProperty();
      if (fallback.isMissingNode() || fallback.isNull()) {
        object.remove(name);
      } else {
        object.set(name, fallback.deepCopy());
      }
    }
  }
}
