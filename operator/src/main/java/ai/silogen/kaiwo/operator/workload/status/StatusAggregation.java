package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import java.util.Collection;
import java.util.List;

/**
 * Combines the phases of several children into the one that matters most to the user: any failure
 * wins (FAILED, then ERROR, then termination), otherwise the least advanced phase (a PVC still
 * pending outweighs a running download). The original meant to rank statuses but returned the last
 * child's status.
 */
public final class StatusAggregation {

  /** From most to least significant. */
  private static final List<WorkloadStatus> SIGNIFICANCE =
      List.of(
          WorkloadStatus.FAILED,
          WorkloadStatus.ERROR,
          WorkloadStatus.TERMINATED,
          WorkloadStatus.TERMINATING,
          WorkloadStatus.NEW,
          WorkloadStatus.DOWNLOADING,
          WorkloadStatus.PENDING,
          WorkloadStatus.STARTING,
          WorkloadStatus.RUNNING,
          WorkloadStatus.READY,
          WorkloadStatus.COMPLETE);

  private StatusAggregation() {}

  /** The most significant of {@code statuses}, or {@link WorkloadStatus#NEW} when empty. */
  public static WorkloadStatus mostSignificant(Collection<WorkloadStatus> statuses) {
    return statuses.stream()
        .min((a, b) -> Integer.compare(SIGNIFICANCE.indexOf(a), SIGNIFICANCE.indexOf(b)))
        .orElse(WorkloadStatus.NEW);
  }
}
