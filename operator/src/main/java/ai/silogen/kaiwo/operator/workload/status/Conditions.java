package ai.silogen.kaiwo.operator.workload.status;

import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.ConditionBuilder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Kubernetes condition-list helpers with the usual semantics: {@code lastTransitionTime} changes
 * only when a condition's status flips, and comparisons ignore it.
 */
public final class Conditions {

  private Conditions() {}

  /** The condition of {@code type}, if present. */
  public static Optional<Condition> find(List<Condition> conditions, String type) {
    return conditions == null
        ? Optional.empty()
        : conditions.stream().filter(c -> type.equals(c.getType())).findFirst();
  }

  /** Whether the condition of {@code type} is present with status {@code True}. */
  public static boolean isTrue(List<Condition> conditions, String type) {
    return find(conditions, type).map(c -> "True".equals(c.getStatus())).orElse(false);
  }

  /**
   * {@code conditions} with the condition of {@code type} set; its transition time is kept when its
   * status does not change. Returns a new list.
   */
  public static List<Condition> set(
      List<Condition> conditions,
      String type,
      boolean status,
      String reason,
      String message,
      Instant now,
      Long generation) {
    String value = status ? "True" : "False";
    Optional<Condition> existing = find(conditions, type);
    String transition =
        existing
            .filter(c -> value.equals(c.getStatus()))
            .map(Condition::getLastTransitionTime)
            .orElse(Timestamps.format(now));
    Condition condition =
        new ConditionBuilder()
            .withType(type)
            .withStatus(value)
            .withReason(reason)
            .withMessage(message)
            .withLastTransitionTime(transition)
            .withObservedGeneration(generation)
            .build();
    List<Condition> result = new ArrayList<>();
    boolean replaced = false;
    for (Condition c : conditions == null ? List.<Condition>of() : conditions) {
      if (type.equals(c.getType())) {
        result.add(condition);
        replaced = true;
      } else {
        result.add(c);
      }
    }
    if (!replaced) {
      result.add(condition);
    }
    return result;
  }

  /** {@code conditions} without the condition of {@code type}. Returns a new list. */
  public static List<Condition> remove(List<Condition> conditions, String type) {
    return conditions == null
        ? new ArrayList<>()
        : new ArrayList<>(conditions.stream().filter(c -> !type.equals(c.getType())).toList());
  }

  /** Whether both lists hold the same conditions, ignoring transition times and order. */
  public static boolean sameIgnoringTime(List<Condition> left, List<Condition> right) {
    List<Condition> a = left == null ? List.of() : left;
    List<Condition> b = right == null ? List.of() : right;
    if (a.size() != b.size()) {
      return false;
    }
    for (Condition condition : a) {
      Optional<Condition> other = find(b, condition.getType());
      if (other.isEmpty()
          || !Objects.equals(condition.getStatus(), other.get().getStatus())
          || !Objects.equals(condition.getReason(), other.get().getReason())
          || !Objects.equals(condition.getMessage(), other.get().getMessage())
          || !Objects.equals(
              condition.getObservedGeneration(), other.get().getObservedGeneration())) {
        return false;
      }
    }
    return true;
  }
}
