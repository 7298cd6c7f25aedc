package ai.silogen.kaiwo.sandbox.controlplane.pods;

import ai.silogen.kaiwo.api.status.ConditionKind;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.PodConditionBuilder;
import java.time.Instant;
import java.util.List;

/** {@link Conditions} for pod conditions. */
public final class PodConditions {

  /** Reads and builds {@link PodCondition}s. */
  public static final ConditionKind<PodCondition> KIND =
      new ConditionKind<>(
          PodCondition::getType,
          PodCondition::getStatus,
          PodCondition::getLastTransitionTime,
          (type, status, reason, message, now) ->
              new PodConditionBuilder()
                  .withType(type)
                  .withStatus(status)
                  .withReason(reason)
                  .withMessage(message)
                  .withLastTransitionTime(now)
                  .build(),
          (condition, since, now) ->
              new PodConditionBuilder(condition).withLastTransitionTime(since).build());

  private PodConditions() {}

  /** See {@link Conditions#set(ConditionKind, List, String, String, String, String, Instant)}. */
  public static List<PodCondition> set(
      List<PodCondition> conditions,
      String type,
      String status,
      String reason,
      String message,
      Instant now) {
    return Conditions.set(KIND, conditions, type, status, reason, message, now);
  }

  /** See {@link Conditions#has}. */
  public static boolean has(
      List<PodCondition> conditions, String type, String status, String reason, String message) {
    return Conditions.has(KIND, conditions, type, status, reason, message);
  }
}
