package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.operator.preemption.DurationPreemption.Decision;
import ai.silogen.kaiwo.operator.preemption.DurationPreemption.Outcome;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * One sweep over all Kaiwo workloads: which ones must be terminated, whose {@code Preemptable}
 * condition must change, and when to look again (the next duration end or demand reaching the
 * threshold; workload changes wake the sweep in between).
 *
 * @param changes status changes to write, one per workload
 * @param nextCheck the earliest time a decision can change by the clock alone
 */
public record PreemptionPlan(List<Change> changes, Optional<Instant> nextCheck) {

  /** Reason of the {@code WorkloadTerminatedEarly} condition of a preempted workload. */
  public static final String REASON = "DurationExceededWithActiveGpuDemand";

  /**
   * A status change of one workload.
   *
   * @param workload the workload
   * @param preemptable the {@code Preemptable} status to report
   * @param terminateFor the waiting workload it is terminated for, if it is
   * @param message the termination message, if terminated
   */
  public record Change(
      WorkloadSnapshot workload,
      boolean preemptable,
      Optional<WorkloadSnapshot> terminateFor,
      Optional<String> message) {}

  /** The plan for {@code workloads} at {@code now}. */
  public static PreemptionPlan of(
      List<WorkloadSnapshot> workloads, Duration pendingThreshold, Instant now) {
    List<Change> changes = new ArrayList<>();
    List<Instant> checks = new ArrayList<>();
    WaitingWorkloads waiting = WaitingWorkloads.of(workloads);
    for (WorkloadSnapshot workload : workloads) {
      Optional<Boolean> exceeded = PreemptableCondition.exceeded(workload, now);
      if (exceeded.isEmpty()) {
        continue;
      }
      if (!exceeded.get()) {
        checks.add(workload.startTime().orElseThrow().plus(workload.duration().orElseThrow()));
      }
      Decision decision = DurationPreemption.decide(workload, waiting, pendingThreshold, now);
      decision.recheckAt().ifPresent(checks::add);
      if (decision.outcome() == Outcome.TERMINATE) {
        WorkloadSnapshot demand = decision.demand().orElseThrow();
        changes.add(
            new Change(
                workload,
                true,
                Optional.of(demand),
                Optional.of(message(workload, demand, pendingThreshold))));
      } else if (!workload.preemptable().equals(exceeded)) {
        changes.add(new Change(workload, exceeded.get(), Optional.empty(), Optional.empty()));
      }
    }
    return new PreemptionPlan(List.copyOf(changes), checks.stream().min(Comparator.naturalOrder()));
  }

  private static String message(
      WorkloadSnapshot workload, WorkloadSnapshot demand, Duration threshold) {
    return "Workload ran past its duration of "
        + GoDuration.format(workload.duration().orElseThrow())
        + " while "
        + demand.describe()
        + " has been pending since "
        + Timestamps.format(demand.pendingSince().orElseThrow())
        + " (longer than the "
        + GoDuration.format(threshold)
        + " threshold) for "
        + demand.vendor().orElseThrow().id()
        + " GPUs in cluster queue '"
        + demand.clusterQueue()
        + "'";
  }
}
