package ai.silogen.kaiwo.sandbox.controlplane.pods;

import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Conditions;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.PodConditionBuilder;
import java.time.Instant;
import java.util.List;

/** {@link Conditions} for pod conditions. */
public final class PodConditions {

  /** Reads and builds {@link PodCondition}s. */
  public static final Conditions.Adapter<PodCondition> ADAPTER =
      new Conditions.Adapter<>() {
        @Override
        public String type(PodCondition condition) {
          return condition.getType();
        }

        @Override
        public String status(PodCondition condition) {
          return condition.getStatus();
        }

        @Override
        public String reason(PodCondition condition) {
          return condition.getReason();
        }

        @Override
        public String message(PodCondition condition) {
          return condition.getMessage();
        }

        @Override
        public String lastTransitionTime(PodCondition condition) {
          return condition.getLastTransitionTime();
        }

        @Override
        public PodCondition build(
            String type,
            String status,
            String reason,
            String message,
            String lastTransitionTime,
            String now) {
          return new PodConditionBuilder()
              .withType(type)
              .withStatus(status)
              .withReason(reason)
              .withMessage(message)
              .withLastTransitionTime(lastTransitionTime)
              .build();
        }
      };

  private PodConditions() {}

  /** See {@link Conditions#set}. */
  public static List<PodCondition> set(
      List<PodCondition> conditions,
      String type,
      String status,
      String reason,
      String message,
      Instant now) {
    return Conditions.set(ADAPTER, conditions, type, status, reason, message, now);
  }

  /** See {@link Conditions#has}. */
  public static boolean has(
      List<PodCondition> conditions, String type, String status, String reason, String message) {
    return Conditions.has(ADAPTER, conditions, type, status, reason, message);
  }
}
