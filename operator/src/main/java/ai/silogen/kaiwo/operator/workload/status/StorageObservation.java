package ai.silogen.kaiwo.operator.workload.status;

import java.util.Map;

/**
 * The observed storage of a workload.
 *
 * @param claimPhases phase of each desired PVC by name ({@code Bound}, {@code Pending}, {@code
 *     Lost}; {@code null} while it does not exist yet)
 * @param downloads whether a download Job must succeed first
 * @param downloadJob the download Job's status, or {@code null} when it does not exist
 */
public record StorageObservation(
    Map<String, String> claimPhases, boolean downloads, ChildStatus downloadJob) {

  /** A workload without storage. */
  public static StorageObservation none() {
    return new StorageObservation(Map.of(), false, null);
  }
}
