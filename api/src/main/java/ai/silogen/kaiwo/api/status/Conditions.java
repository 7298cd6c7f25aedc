package ai.silogen.kaiwo.api.status;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.ConditionBuilder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Status condition lists the Kubernetes way (apimachinery's {@code SetStatusCondition}): one
 * condition per type, and {@code lastTransitionTime} only moves when the status flips, so it tells
 * how long a condition has held. Recomputing an unchanged situation yields an equal list, so
 * controllers can skip the status write.
 *
 * <p>The methods without a {@link ConditionKind} work on {@code metav1.Condition}; the generic ones
 * on any condition class. None modifies its arguments.
 */
public final class Conditions {

  public static final String TRUE = "True";
  public static final String FALSE = "False";

  private Conditions() {}

  /** A condition with the given fields; {@code now} is its transition time if it is new. */
  public static Condition of(
      String type, boolean status, String reason, String message, Instant now, Long generation) {
    return new ConditionBuilder()
        .withType(type)
        .withStatus(status ? TRUE : FALSE)
        .withReason(reason)
        .withMessage(message)
        .withLastTransitionTime(Timestamps.format(now))
        .withObservedGeneration(generation)
        .build();
  }

  /** {@code conditions} with the condition of {@code type} set; see {@link #upsert}. */
  public static List<Condition> set(
      List<Condition> conditions,
      String type,
      boolean status,
      String reason,
      String message,
      Instant now,
      Long generation) {
    return upsert(conditions, of(type, status, reason, message, now, generation));
  }

  /**
   * {@code conditions} with the condition of {@code type} set to these fields; see {@link
   * #upsert(ConditionKind, List, Object)}.
   */
  public static <C> List<C> set(
      ConditionKind<C> kind,
      List<C> conditions,
      String type,
      String status,
      String reason,
      String message,
      Instant now) {
    return upsert(
        kind,
        conditions,
        kind.factory().create(type, status, reason, message, Timestamps.format(now)));
  }

  /** Whether the condition of {@code type} has exactly these fields, ignoring times. */
  public static <C> boolean has(
      ConditionKind<C> kind,
      List<C> conditions,
      String type,
      String status,
      String reason,
      String message) {
    C wanted = kind.factory().create(type, status, reason, message, null);
    return find(kind, conditions, type).map(c -> sameIgnoringTime(kind, c, wanted)).orElse(false);
  }

  /** {@link #upsert(ConditionKind, List, Object)} for {@code metav1.Condition}. */
  public static List<Condition> upsert(List<Condition> conditions, Condition wanted) {
    return upsert(ConditionKind.STANDARD, conditions, wanted);
  }

  /**
   * {@code conditions} with {@code wanted} in place of the condition of its type (appended when
   * there is none). A condition equal to {@code wanted} but for its times is kept as it is; one
   * with the same status keeps its transition time. {@code wanted} carries the current time.
   */
  public static <C> List<C> upsert(ConditionKind<C> kind, List<C> conditions, C wanted) {
    String type = kind.type().apply(wanted);
    List<C> result = new ArrayList<>();
    boolean replaced = false;
    for (C condition : orEmpty(conditions)) {
      if (type.equals(kind.type().apply(condition))) {
        result.add(merge(kind, condition, wanted));
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
   * Exactly {@code wanted}, each merged with the {@code existing} condition of its type as in
   * {@link #upsert}; conditions no longer wanted are dropped.
   */
  public static List<Condition> replaceAll(List<Condition> existing, List<Condition> wanted) {
    return wanted.stream()
        .map(
            w ->
                find(existing, w.getType())
                    .map(old -> merge(ConditionKind.STANDARD, old, w))
                    .orElse(w))
        .toList();
  }

  /** {@code conditions} without the condition of {@code type}. */
  public static List<Condition> remove(List<Condition> conditions, String type) {
    return new ArrayList<>(
        orEmpty(conditions).stream().filter(c -> !type.equals(c.getType())).toList());
  }

  /** The {@code metav1.Condition} of {@code type}, if present. */
  public static Optional<Condition> find(List<Condition> conditions, String type) {
    return find(ConditionKind.STANDARD, conditions, type);
  }

  /** The condition of {@code type}, if present. */
  public static <C> Optional<C> find(ConditionKind<C> kind, List<C> conditions, String type) {
    return orEmpty(conditions).stream().filter(c -> type.equals(kind.type().apply(c))).findFirst();
  }

  /** Whether the {@code metav1.Condition} of {@code type} has status {@code True}. */
  public static boolean isTrue(List<Condition> conditions, String type) {
    return isTrue(ConditionKind.STANDARD, conditions, type);
  }

  /** Whether the condition of {@code type} is present with status {@code True}. */
  public static <C> boolean isTrue(ConditionKind<C> kind, List<C> conditions, String type) {
    return find(kind, conditions, type).map(c -> TRUE.equals(kind.status().apply(c))).orElse(false);
  }

  /** Whether both conditions are equal but for their times. */
  public static <C> boolean sameIgnoringTime(ConditionKind<C> kind, C left, C right) {
    return kind.withoutTimes(left).equals(kind.withoutTimes(right));
  }

  /** Whether both lists hold the same conditions, ignoring times and order. */
  public static boolean sameIgnoringTime(List<Condition> left, List<Condition> right) {
    List<Condition> a = orEmpty(left);
    List<Condition> b = orEmpty(right);
    return a.size() == b.size()
        && a.stream()
            .allMatch(
                c ->
                    find(b, c.getType())
                        .map(other -> sameIgnoringTime(ConditionKind.STANDARD, c, other))
                        .orElse(false));
  }

  /** When the condition last changed status, if it says so readably. */
  public static Optional<Instant> transitionTime(Condition condition) {
    return Timestamps.parse(condition.getLastTransitionTime());
  }

  private static <C> C merge(ConditionKind<C> kind, C old, C wanted) {
    if (sameIgnoringTime(kind, old, wanted)) {
      return old;
    }
    String since = kind.lastTransitionTime().apply(old);
    boolean keepSince =
        since != null && Objects.equals(kind.status().apply(old), kind.status().apply(wanted));
    String now = kind.lastTransitionTime().apply(wanted);
    return kind.stamper().stamp(wanted, keepSince ? since : now, now);
  }
}
