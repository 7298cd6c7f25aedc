package ai.silogen.kaiwo.sandbox.controlplane.reconcile;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Pure updates of status condition lists, shared by every kind's condition class (Pod, Job and
 * Deployment conditions are distinct fabric8 types with the same core fields).
 */
public final class Conditions {

  /**
   * Reads and builds one condition class.
   *
   * @param <C> condition type
   */
  public interface Adapter<C> {
    String type(C condition);

    String status(C condition);

    String reason(C condition);

    String message(C condition);

    String lastTransitionTime(C condition);

    /** A condition; {@code now} is for "last updated/probed" fields the class may have. */
    C build(
        String type,
        String status,
        String reason,
        String message,
        String lastTransitionTime,
        String now);
  }

  private Conditions() {}

  /**
   * Returns {@code conditions} with the condition of {@code type} set. A condition with the same
   * status, reason and message is kept as it is (no new timestamps); otherwise it is replaced in
   * place, keeping its {@code lastTransitionTime} when only reason or message changed. A new
   * condition is appended.
   */
  public static <C> List<C> set(
      Adapter<C> adapter,
      List<C> conditions,
      String type,
      String status,
      String reason,
      String message,
      Instant now) {
    List<C> result = new ArrayList<>();
    boolean found = false;
    String time = Timestamps.format(now);
    for (C condition : conditions == null ? List.<C>of() : conditions) {
      if (!type.equals(adapter.type(condition))) {
        result.add(condition);
        continue;
      }
      found = true;
      if (matches(adapter, condition, status, reason, message)) {
        result.add(condition);
      } else {
        boolean sameStatus = status.equals(adapter.status(condition));
        String since = sameStatus ? adapter.lastTransitionTime(condition) : time;
        result.add(
            adapter.build(type, status, reason, message, since == null ? time : since, time));
      }
    }
    if (!found) {
      result.add(adapter.build(type, status, reason, message, time, time));
    }
    return result;
  }

  /** The condition of {@code type}, if present. */
  public static <C> Optional<C> find(Adapter<C> adapter, List<C> conditions, String type) {
    return conditions == null
        ? Optional.empty()
        : conditions.stream().filter(c -> type.equals(adapter.type(c))).findFirst();
  }

  /** Whether the condition of {@code type} is present with status {@code True}. */
  public static <C> boolean isTrue(Adapter<C> adapter, List<C> conditions, String type) {
    return find(adapter, conditions, type).map(c -> "True".equals(adapter.status(c))).orElse(false);
  }

  /** Whether the condition of {@code type} has exactly this status, reason and message. */
  public static <C> boolean has(
      Adapter<C> adapter,
      List<C> conditions,
      String type,
      String status,
      String reason,
      String message) {
    return find(adapter, conditions, type)
        .map(c -> matches(adapter, c, status, reason, message))
        .orElse(false);
  }

  private static <C> boolean matches(
      Adapter<C> adapter, C condition, String status, String reason, String message) {
    return status.equals(adapter.status(condition))
        && Objects.equals(reason, adapter.reason(condition))
        && Objects.equals(message, adapter.message(condition));
  }
}
