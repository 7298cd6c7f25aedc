package ai.silogen.kaiwo.operator.modelserving.status;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The events worth recording when a Model's status changes: the Model became invalid (or valid
 * again), its cache finished loading or failed to, a rollout of a changed spec started, got stuck
 * or finished. Derived from condition changes, so a Model that stays invalid produces one event,
 * not one per reconciliation.
 */
public final class ModelAnnouncements {

  private ModelAnnouncements() {}

  /** What changed from {@code before} (may be null) to {@code after}. */
  public static List<PlannedEvent> between(ModelStatus before, ModelStatus after) {
    List<Condition> old = before == null ? null : before.getConditions();
    List<PlannedEvent> events = new ArrayList<>();
    Condition valid = Conditions.find(after.getConditions(), ModelConditions.VALID).orElse(null);
    Condition wasValid = Conditions.find(old, ModelConditions.VALID).orElse(null);
    if (valid != null && changed(wasValid, valid)) {
      if ("False".equals(valid.getStatus())) {
        events.add(PlannedEvent.warning(valid.getReason(), valid.getMessage()));
      } else if (wasValid != null) {
        events.add(PlannedEvent.normal("Valid", valid.getMessage()));
      }
    }
    Condition cache =
        Conditions.find(after.getConditions(), ModelConditions.CACHE_LOADED).orElse(null);
    Condition oldCache = Conditions.find(old, ModelConditions.CACHE_LOADED).orElse(null);
    if (cache != null && changed(oldCache, cache)) {
      if ("True".equals(cache.getStatus())) {
        events.add(PlannedEvent.normal("CacheLoaded", cache.getMessage()));
      } else if ("LoadFailed".equals(cache.getReason())) {
        events.add(PlannedEvent.warning("CacheLoadFailed", cache.getMessage()));
      }
    }
    Condition ready = Conditions.find(after.getConditions(), ModelConditions.READY).orElse(null);
    Condition wasReady = Conditions.find(old, ModelConditions.READY).orElse(null);
    if (ready != null && changed(wasReady, ready)) {
      events.addAll(rollout(wasReady, ready));
    }
    return events;
  }

  private static List<PlannedEvent> rollout(Condition before, Condition after) {
    List<PlannedEvent> events = new ArrayList<>();
    boolean wasRollingOut = rollingOut(before);
    if (rollingOut(after) && !wasRollingOut) {
      events.add(PlannedEvent.normal("RolloutStarted", after.getMessage()));
    }
    if (ModelConditions.ROLLOUT_STUCK.equals(after.getReason())
        && (before == null || !ModelConditions.ROLLOUT_STUCK.equals(before.getReason()))) {
      events.add(PlannedEvent.warning(ModelConditions.ROLLOUT_STUCK, after.getMessage()));
    }
    if (wasRollingOut && "True".equals(after.getStatus())) {
      events.add(PlannedEvent.normal("RolloutFinished", after.getMessage()));
    }
    return events;
  }

  private static boolean rollingOut(Condition ready) {
    return ready != null
        && (ModelConditions.ROLLING_OUT.equals(ready.getReason())
            || ModelConditions.ROLLOUT_STUCK.equals(ready.getReason()));
  }

  private static boolean changed(Condition before, Condition after) {
    return before == null
        || !Objects.equals(before.getStatus(), after.getStatus())
        || !Objects.equals(before.getReason(), after.getReason())
        || !Objects.equals(before.getMessage(), after.getMessage());
  }
}
