package ai.silogen.kaiwo.operator.modelserving.status;

import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The events worth recording when a Model's status changes: the Model became invalid (or valid
 * again), its cache finished loading or failed to. Derived from condition changes, so a Model that
 * stays invalid produces one event, not one per reconciliation.
 */
public final class ModelAnnouncements {

  /**
   * One event.
   *
   * @param warning a Warning event rather than Normal
   * @param reason the event reason
   * @param message the event message
   */
  public record Announcement(boolean warning, String reason, String message) {}

  private ModelAnnouncements() {}

  /** What changed from {@code before} (may be null) to {@code after}. */
  public static List<Announcement> between(ModelStatus before, ModelStatus after) {
    List<Condition> old = before == null ? null : before.getConditions();
    List<Announcement> events = new ArrayList<>();
    Condition valid = ModelConditions.find(after.getConditions(), ModelConditions.VALID);
    Condition wasValid = ModelConditions.find(old, ModelConditions.VALID);
    if (valid != null && changed(wasValid, valid)) {
      if ("False".equals(valid.getStatus())) {
        events.add(new Announcement(true, valid.getReason(), valid.getMessage()));
      } else if (wasValid != null) {
        events.add(new Announcement(false, "Valid", valid.getMessage()));
      }
    }
    Condition cache = ModelConditions.find(after.getConditions(), ModelConditions.CACHE_LOADED);
    Condition oldCache = ModelConditions.find(old, ModelConditions.CACHE_LOADED);
    if (cache != null && changed(oldCache, cache)) {
      if ("True".equals(cache.getStatus())) {
        events.add(new Announcement(false, "CacheLoaded", cache.getMessage()));
      } else if ("LoadFailed".equals(cache.getReason())) {
        events.add(new Announcement(true, "CacheLoadFailed", cache.getMessage()));
      }
    }
    return events;
  }

  private static boolean changed(Condition before, Condition after) {
    return before == null
        || !Objects.equals(before.getStatus(), after.getStatus())
        || !Objects.equals(before.getReason(), after.getReason())
        || !Objects.equals(before.getMessage(), after.getMessage());
  }
}
