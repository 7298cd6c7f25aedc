package ai.silogen.kaiwo.operator.modelserving.status;

import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.ConditionBuilder;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Condition types of a Model and an update that keeps transition times stable. */
public final class ModelConditions {

  /** Whether the Model can be served with this system configuration. */
  public static final String VALID = "Valid";

  /** Whether a cache-profile Model's files are in the cache. */
  public static final String CACHE_LOADED = "CacheLoaded";

  /** Whether all desired replicas are ready. */
  public static final String READY = "Ready";

  private ModelConditions() {}

  /**
   * {@code conditions} with {@code type} set; the transition time changes only when the status
   * does, so recomputing an unchanged situation yields an equal list (and no status write).
   */
  public static List<Condition> set(
      List<Condition> conditions,
      String type,
      boolean status,
      String reason,
      String message,
      long generation,
      Instant now) {
    List<Condition> result = new ArrayList<>(conditions == null ? List.of() : conditions);
    int index = indexOf(result, type);
    Condition existing = index < result.size() ? result.get(index) : null;
    String value = status ? "True" : "False";
    String since =
        existing != null
                && value.equals(existing.getStatus())
                && existing.getLastTransitionTime() != null
            ? existing.getLastTransitionTime()
            : now.truncatedTo(ChronoUnit.SECONDS).toString();
    Condition updated =
        new ConditionBuilder()
            .withType(type)
            .withStatus(value)
            .withReason(reason)
            .withMessage(message)
            .withObservedGeneration(generation)
            .withLastTransitionTime(since)
            .build();
    if (existing != null) {
      result.set(index, updated);
    } else {
      result.add(updated);
    }
    return result;
  }

  /** The condition of {@code type}, or {@code null}. */
  public static Condition find(List<Condition> conditions, String type) {
    if (conditions == null) {
      return null;
    }
    return conditions.stream()
        .filter(c -> Objects.equals(c.getType(), type))
        .findFirst()
        .orElse(null);
  }

  /** {@code conditions} without {@code type}. */
  public static List<Condition> remove(List<Condition> conditions, String type) {
    if (conditions == null) {
      return new ArrayList<>();
    }
    return new ArrayList<>(conditions.stream().filter(c -> !type.equals(c.getType())).toList());
  }

  private static int indexOf(List<Condition> conditions, String type) {
    for (int i = 0; i < conditions.size(); i++) {
      if (type.equals(conditions.get(i).getType())) {
        return i;
      }
    }
    return conditions.size();
  }
}
