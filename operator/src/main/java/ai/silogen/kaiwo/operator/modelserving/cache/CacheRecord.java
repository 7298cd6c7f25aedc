package ai.silogen.kaiwo.operator.modelserving.cache;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.status.Timestamps;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The claim annotation {@code models.kubeai.org/<model>} = {@code {"uid","timestamp"}} recording
 * which Model's files are in the cache. A Model is loaded when the annotation carries its UID, so a
 * re-created Model (new UID) loads again.
 */
public final class CacheRecord {

  private CacheRecord() {}

  public static String annotationKey(String modelName) {
    return KubeAiLabels.CACHE_PVC_PREFIX + modelName;
  }

  /** The UID recorded on {@code claim} for {@code modelName}, if any (malformed values: none). */
  public static Optional<String> loadedUid(PersistentVolumeClaim claim, String modelName) {
    Map<String, String> annotations = claim.getMetadata().getAnnotations();
    String value = annotations == null ? null : annotations.get(annotationKey(modelName));
    if (value == null) {
      return Optional.empty();
    }
    try {
      JsonNode uid = ApiSerialization.readTree(value).get("uid");
      return uid != null && uid.isTextual() ? Optional.of(uid.textValue()) : Optional.empty();
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }

  /** The annotation value recording {@code uid} as loaded at {@code now}. */
  public static String value(String uid, Instant now) {
    Map<String, String> record = new LinkedHashMap<>();
    record.put("uid", uid);
    record.put("timestamp", Timestamps.format(now));
    return ApiSerialization.toJson(record);
  }
}
