package ai.silogen.kaiwo.operator.queue;

import java.util.List;

/**
 * What applying a sync plan achieved.
 *
 * @param failures steps that failed, each naming its object
 * @param waiting objects that must finish being deleted before they can be re-created or updated
 * @param changes how many objects were created, updated or deleted
 */
public record SyncOutcome(List<Failure> failures, List<String> waiting, int changes) {

  /**
   * One failed step.
   *
   * @param object {@code Kind namespace/name}
   * @param action {@code Create}, {@code Update} or {@code Delete}
   * @param message the API server's answer
   */
  public record Failure(String object, String action, String message) {

    @Override
    public String toString() {
      return action.toLowerCase(java.util.Locale.ROOT) + " " + object + ": " + message;
    }
  }

  /** Nothing was done. */
  public static SyncOutcome nothing() {
    return new SyncOutcome(List.of(), List.of(), 0);
  }
}
