package ai.silogen.kaiwo.api.status;

import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.ConditionBuilder;
import java.util.function.Function;

/**
 * How {@link Conditions} reads, creates and re-stamps one condition class. Kubernetes has several
 * that share the core fields ({@code metav1.Condition}, {@code PodCondition}, {@code JobCondition},
 * ...) but no common Java type.
 *
 * @param type reads the condition type
 * @param status reads the status ({@code True}, {@code False}, {@code Unknown})
 * @param lastTransitionTime reads the transition time
 * @param factory creates a condition from its core fields
 * @param stamper copies a condition with new times
 * @param <C> the condition class
 */
public record ConditionKind<C>(
    Function<C, String> type,
    Function<C, String> status,
    Function<C, String> lastTransitionTime,
    Factory<C> factory,
    Stamper<C> stamper) {

  /** {@code metav1.Condition}, the condition type of custom resources. */
  public static final ConditionKind<Condition> STANDARD =
      new ConditionKind<>(
          Condition::getType,
          Condition::getStatus,
          Condition::getLastTransitionTime,
          (type, status, reason, message, now) ->
              new ConditionBuilder()
                  .withType(type)
                  .withStatus(status)
                  .withReason(reason)
                  .withMessage(message)
                  .withLastTransitionTime(now)
                  .build(),
          (condition, lastTransitionTime, now) ->
              new ConditionBuilder(condition).withLastTransitionTime(lastTransitionTime).build());

  /**
   * Creates a condition.
   *
   * @param <C> the condition class
   */
  @FunctionalInterface
  public interface Factory<C> {
    /** A condition whose transition time (and "last probed / updated" time) is {@code now}. */
    C create(String type, String status, String reason, String message, String now);
  }

  /**
   * Copies a condition with new times.
   *
   * @param <C> the condition class
   */
  @FunctionalInterface
  public interface Stamper<C> {
    /**
     * {@code condition} with {@code lastTransitionTime}; {@code now} goes to the "last probed /
     * updated" field the class may have. Both are {@code null} when comparing without times.
     */
    C stamp(C condition, String lastTransitionTime, String now);
  }

  /** {@code condition} without any time, for comparisons. */
  C withoutTimes(C condition) {
    return stamper.stamp(condition, null, null);
  }
}
