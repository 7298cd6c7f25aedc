package ai.silogen.kaiwo.api.events;

/**
 * An event a pure planning function wants recorded about the object it planned for.
 *
 * @param type {@link EventRecorder#NORMAL} or {@link EventRecorder#WARNING}
 * @param reason short CamelCase reason, e.g. {@code SuccessfulCreate}
 * @param message human-readable message
 */
public record PlannedEvent(String type, String reason, String message) {

  /** A {@code Normal} event. */
  public static PlannedEvent normal(String reason, String message) {
    return new PlannedEvent(EventRecorder.NORMAL, reason, message);
  }

  /** A {@code Warning} event. */
  public static PlannedEvent warning(String reason, String message) {
    return new PlannedEvent(EventRecorder.WARNING, reason, message);
  }
}
