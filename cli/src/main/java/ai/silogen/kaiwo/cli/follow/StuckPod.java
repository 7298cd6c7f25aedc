package ai.silogen.kaiwo.cli.follow;

import ai.silogen.kaiwo.api.status.PodTrouble;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.List;
import java.util.Optional;

/**
 * Why a workload that has not settled makes no progress, when only its pods show it: its conditions
 * say "Workload is admitted" or "Download job is running" while a pod cannot be scheduled or its
 * container cannot be created ({@link PodTrouble}). {@code kaiwo submit --wait} prints it as a
 * note, {@code kaiwo list -o wide} in its DETAIL column.
 */
public final class StuckPod {

  private StuckPod() {}

  /**
   * The first stuck pod among {@code pods} (the workload's own) while {@code workload} waits; empty
   * once it settled, as a finished job's leftover pods explain nothing.
   */
  public static Optional<String> of(WorkloadView workload, List<Pod> pods) {
    return Settlement.of(workload) == Settlement.WAITING ? PodTrouble.of(pods) : Optional.empty();
  }

  /** What explains {@code workload} best: its stuck pod, else its latest status message. */
  public static Optional<String> explanation(WorkloadView workload, List<Pod> pods) {
    return of(workload, pods).or(workload::latestMessage);
  }
}
