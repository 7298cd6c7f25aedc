package ai.silogen.kaiwo.operator.support;

import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.ConditionBuilder;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Status conditions the Kubernetes way: one per type, and {@code lastTransitionTime} only moves
 * when the condition's status flips, so it tells how long a condition has held.
 */
public final class Conditions {

  public static final String TRUE = "True";
  public static final String FALSE = "False";

  private Conditions() {}

  /** A condition with the given fields, its transition time set to {@code now}. */
  public static Condition of(
      String type, boolean status, String reason, String message, Instant now, Long generation) {
    return new ConditionBuilder()
        .withType(type)
        .withStatus(status ? TRUE : FALSE)
        .withReason(reason)
        .withMessage(message)
        .withLastTransitionTime(format(now))
        .withObservedGeneration(generation)
        .build();
  }

  /**
   * {@code existing} with {@code wanted} in place of the condition of the same type; the old
   * transition time is kept when the status did not change. Never modifies {@code existing}.
   */
  public static List<Condition> upsert(List<Condition> existing, Condition wanted) {
    List<Condition> result = new ArrayList<>();
    boolean replaced = false;
    for (Condition condition : existing == null ? List.<Condition>of() : existing) {
      if (Objects.equals(condition.getType(), wanted.getType())) {
        result.add(merge(condition, wanted));
        replaced = true;
      } else {
        result.add(condition);
      }
    }
    if (!replaced) {
      result.add(wanted);
    }
    return result;
  }

  /**
   * Exactly {@code wanted}, each keeping the transition time of the {@code existing} condition of
   * its type when the status did not change; conditions no longer wanted are dropped.
   */
  public static List<Condition> replaceAll(List<Condition> existing, List<Condition> wanted) {
    return wanted.stream()
        .map(w -> find(existing, w.getType()).map(old -> merge(old, w)).orElse(w))
        .toList();
  }

  /** The condition of {@code type}, if present. */
  public static Optional<Condition> find(List<Condition> conditions, String type) {
    return conditions == null
        ? Optional.empty()
        : conditions.stream().filter(c -> Objects.equals(type, c.getType())).findFirst();
  }

  /** Whether the condition of {@code type} is present with status {@code True}. */
  public static boolean isTrue(List<Condition> conditions, String type) {
    return find(conditions, type).map(c -> TRUE.equals(c.getStatus())).orElse(false);
  }

  /** When the condition last changed status, if present and parseable. */
  public static Optional<Instant> transitionTime(Condition condition) {
    try {
      return Optional.ofNullable(condition.getLastTransitionTime()).map(Instant::parse);
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }

  /** RFC 3339 with second precision, as the API server writes times. */
  public static String format(Instant instant) {
    return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(ChronoUnit.SECONDS));
  }

  private static Condition merge(Condition old, Condition wanted) {
    Condition merged =
        new ConditionBuilder(wanted)
            .withLastTransitionTime(
                Objects.equals(old.getStatus(), wanted.getStatus())
                        && old.getLastTransitionTime() != null
                    ? old.getLastTransitionTime()
                    : wanted.getLastTransitionTime())
            .build();
    return merged;
  }
}
