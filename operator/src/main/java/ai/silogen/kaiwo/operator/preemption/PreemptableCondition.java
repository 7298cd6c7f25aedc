package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.status.WorkloadConditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.Optional;

/**
 * The {@code Preemptable} condition of a RUNNING workload with a {@code duration}: {@code False}
 * ({@value #WITHIN}) until the duration has passed, then {@code True} ({@value #EXCEEDED}). It
 * tells users and administrators which workloads may be preempted for waiting GPU work. When the
 * workload ends, the workload controller turns it {@code False} ({@code WorkloadEnded}).
 */
public final class PreemptableCondition {

  public static final String TYPE = WorkloadConditions.PREEMPTABLE;
  public static final String WITHIN = "DurationNotExceeded";
  public static final String EXCEEDED = "DurationExceeded";

  private PreemptableCondition() {}

  /** Whether {@code workload}'s duration has passed at {@code now}; empty when it has none. */
  public static Optional<Boolean> exceeded(WorkloadSnapshot workload, Instant now) {
    if (workload.status() != WorkloadStatus.RUNNING
        || workload.duration().isEmpty()
        || workload.startTime().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(!now.isBefore(workload.startTime().get().plus(workload.duration().get())));
  }

  /** The condition for {@code exceeded} at {@code now}. */
  public static Condition of(boolean exceeded, Instant now, Long generation) {
    return exceeded
        ? Conditions.of(TYPE, true, EXCEEDED, "Workload duration has exceeded", now, generation)
        : Conditions.of(
            TYPE,
            false,
            WITHIN,
            "Workload is running and the duration has not been exceeded",
            now,
            generation);
  }
}
