package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Decides whether a workload has overstayed its {@code duration} while others wait for its GPUs
 * (reference §12, without the original's quirks §23.3–4). A RUNNING workload with a duration that
 * uses GPUs is terminated only when all of these hold:
 *
 * <ol>
 *   <li>it has run longer than its duration (counted from {@code status.startTime});
 *   <li>another workload is PENDING in the same cluster queue,
 *   <li>asks for GPUs of the same vendor,
 *   <li>and has been PENDING for longer than {@code scheduling.pendingThresholdForPreemption},
 *       counted from when it became PENDING (not from its creation).
 * </ol>
 */
public final class DurationPreemption {

  /** Why the decision was taken; the last three are about an expired workload. */
  public enum Outcome {
    /** Not RUNNING, no duration or start time, or no GPUs: duration preemption does not apply. */
    NOT_APPLICABLE,
    /** Still within its duration; look again at {@link Decision#recheckAt()}. */
    WITHIN_DURATION,
    /** Past its duration, but nothing matching waits for GPUs: it keeps running. */
    EXPIRED_NO_DEMAND,
    /** Past its duration; a matching workload waits but not yet long enough. */
    EXPIRED_DEMAND_MATURING,
    /** Past its duration with a matching workload waiting too long: terminate it. */
    TERMINATE
  }

  /**
   * A decision about one workload.
   *
   * @param outcome what to do
   * @param deadline when its duration ends (ended), if it has one and started
   * @param recheckAt when the decision may change without any workload changing
   * @param demand the waiting workload that justifies (or will justify) termination
   */
  public record Decision(
      Outcome outcome,
      Optional<Instant> deadline,
      Optional<Instant> recheckAt,
      Optional<WorkloadSnapshot> demand) {

    static Decision of(Outcome outcome) {
      return new Decision(outcome, Optional.empty(), Optional.empty(), Optional.empty());
    }
  }

  private DurationPreemption() {}

  /** The decision about {@code workload} given the {@code waiting} workloads at {@code now}. */
  static Decision decide(
      WorkloadSnapshot workload, WaitingWorkloads waiting, Duration pendingThreshold, Instant now) {
    if (workload.status() != WorkloadStatus.RUNNING
        || workload.duration().isEmpty()
        || workload.startTime().isEmpty()
        || workload.gpus() <= 0
        || workload.vendor().isEmpty()) {
      return Decision.of(Outcome.NOT_APPLICABLE);
    }
    Instant deadline = workload.startTime().get().plus(workload.duration().get());
    if (now.isBefore(deadline)) {
      return new Decision(
          Outcome.WITHIN_DURATION, Optional.of(deadline), Optional.of(deadline), Optional.empty());
    }
    Optional<WorkloadSnapshot> longestWaiting = waiting.longestWaitingFor(workload);
    if (longestWaiting.isEmpty()) {
      return new Decision(
          Outcome.EXPIRED_NO_DEMAND, Optional.of(deadline), Optional.empty(), Optional.empty());
    }
    WorkloadSnapshot longest = longestWaiting.get();
    Instant matures = longest.pendingSince().orElseThrow().plus(pendingThreshold);
    if (now.isAfter(matures)) {
      return new Decision(
          Outcome.TERMINATE, Optional.of(deadline), Optional.empty(), Optional.of(longest));
    }
    return new Decision(
        Outcome.EXPIRED_DEMAND_MATURING,
        Optional.of(deadline),
        Optional.of(matures.plusMillis(1)),
        Optional.of(longest));
  }
}
