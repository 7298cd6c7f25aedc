package ai.silogen.kaiwo.operator.workload.status;

import static ai.silogen.kaiwo.operator.workload.status.WorkloadConditions.FINISHED;
import static ai.silogen.kaiwo.operator.workload.status.WorkloadConditions.PREEMPTABLE;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * The conditions of a workload that has ended, written with the final phase (a final workload is
 * never reconciled again, so nothing could correct them later):
 *
 * <ul>
 *   <li>{@code Finished=True} with the reason and message of what ended it, so the final phase has
 *       a condition that explains it; earlier conditions ({@code Admitted} "Workload is admitted")
 *       describe how it got there, not how it ended;
 *   <li>{@code Preemptable}, which the preemption sweep keeps only while the workload runs (the
 *       original left its "Workload is running ..." on finished workloads): {@code False}, reason
 *       {@code WorkloadEnded}, because there is nothing left to preempt. It is updated, not
 *       removed, so that a workload with a duration always shows it; why a preempted workload was
 *       stopped stays in {@code WorkloadTerminatedEarly}.
 * </ul>
 */
final class EndConditions {

  private EndConditions() {}

  /**
   * {@code conditions} for a workload now in {@code phase}: unchanged (but without {@code
   * Finished}) unless the phase is final.
   *
   * @param reason why it ended, one CamelCase word (defaulted from the phase when blank)
   * @param message why it ended, in words (defaulted from the phase when blank)
   */
  static List<Condition> of(
      List<Condition> conditions,
      WorkloadStatus phase,
      String reason,
      String message,
      Instant now,
      Long generation) {
    if (!phase.isFinal()) {
      return Conditions.remove(conditions, FINISHED);
    }
    String ended = phase.name().toLowerCase(Locale.ROOT);
    List<Condition> result =
        Conditions.set(
            conditions,
            FINISHED,
            true,
            blank(reason) ? defaultReason(phase) : reason,
            blank(message) ? "Workload " + ended : message,
            now,
            generation);
    if (Conditions.find(result, PREEMPTABLE).isPresent()) {
      result =
          Conditions.set(
              result,
              PREEMPTABLE,
              false,
              WorkloadConditions.WORKLOAD_ENDED,
              "Workload has ended (" + phase.value() + "); there is nothing to preempt",
              now,
              generation);
    }
    return result;
  }

  private static String defaultReason(WorkloadStatus phase) {
    return switch (phase) {
      case COMPLETE -> "Completed";
      case TERMINATED -> Termination.DEFAULT_REASON;
      default -> "Failed";
    };
  }

  private static boolean blank(String value) {
    return value == null || value.isBlank();
  }
}
