package ai.silogen.kaiwo.operator.preemption;

import static ai.silogen.kaiwo.operator.preemption.DurationPreemption.Outcome.EXPIRED_DEMAND_MATURING;
import static ai.silogen.kaiwo.operator.preemption.DurationPreemption.Outcome.EXPIRED_NO_DEMAND;
import static ai.silogen.kaiwo.operator.preemption.DurationPreemption.Outcome.NOT_APPLICABLE;
import static ai.silogen.kaiwo.operator.preemption.DurationPreemption.Outcome.TERMINATE;
import static ai.silogen.kaiwo.operator.preemption.DurationPreemption.Outcome.WITHIN_DURATION;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.preemption.DurationPreemption.Decision;
import ai.silogen.kaiwo.operator.preemption.DurationPreemption.Outcome;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The decision table of duration-based preemption. */
class DurationPreemptionTest {

  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  static final Duration THRESHOLD = Duration.ofMinutes(5);

  /** A workload RUNNING for 2h with a 1h duration and 8 AMD GPUs in queue {@code kaiwo}. */
  static WorkloadSnapshot expired() {
    return running("expired", Duration.ofHours(1), NOW.minus(Duration.ofHours(2)));
  }

  static WorkloadSnapshot running(String name, Duration duration, Instant start) {
    return new WorkloadSnapshot(
        "KaiwoJob",
        "ns",
        name,
        WorkloadStatus.RUNNING,
        "kaiwo",
        Optional.of(GpuVendor.AMD),
        8,
        Optional.ofNullable(duration),
        Optional.ofNullable(start),
        Optional.empty(),
        Optional.empty());
  }

  /** A PENDING workload asking 8 AMD GPUs in queue {@code kaiwo}, pending for {@code waited}. */
  static WorkloadSnapshot pending(String name, Duration waited) {
    return new WorkloadSnapshot(
        "KaiwoService",
        "other",
        name,
        WorkloadStatus.PENDING,
        "kaiwo",
        Optional.of(GpuVendor.AMD),
        8,
        Optional.empty(),
        Optional.empty(),
        Optional.ofNullable(waited).map(NOW::minus),
        Optional.empty());
  }

  static WorkloadSnapshot with(WorkloadSnapshot w, WorkloadStatus status) {
    return new WorkloadSnapshot(
        w.kind(),
        w.namespace(),
        w.name(),
        status,
        w.clusterQueue(),
        w.vendor(),
        w.gpus(),
        w.duration(),
        w.startTime(),
        w.pendingSince(),
        w.preemptable());
  }

  static WorkloadSnapshot inQueue(WorkloadSnapshot w, String queue) {
    return new WorkloadSnapshot(
        w.kind(),
        w.namespace(),
        w.name(),
        w.status(),
        queue,
        w.vendor(),
        w.gpus(),
        w.duration(),
        w.startTime(),
        w.pendingSince(),
        w.preemptable());
  }

  static WorkloadSnapshot ofVendor(WorkloadSnapshot w, GpuVendor vendor) {
    return new WorkloadSnapshot(
        w.kind(),
        w.namespace(),
        w.name(),
        w.status(),
        w.clusterQueue(),
        Optional.of(vendor),
        w.gpus(),
        w.duration(),
        w.startTime(),
        w.pendingSince(),
        w.preemptable());
  }

  static WorkloadSnapshot withGpus(WorkloadSnapshot w, int gpus) {
    return new WorkloadSnapshot(
        w.kind(),
        w.namespace(),
        w.name(),
        w.status(),
        w.clusterQueue(),
        w.vendor(),
        gpus,
        w.duration(),
        w.startTime(),
        w.pendingSince(),
        w.preemptable());
  }

  static Stream<Arguments> table() {
    WorkloadSnapshot waitingLong = pending("waiting", Duration.ofMinutes(10));
    return Stream.of(
        Arguments.of(
            "expired, same queue and vendor waiting 10m > 5m",
            expired(),
            List.of(waitingLong),
            TERMINATE),
        Arguments.of("expired, nothing pending", expired(), List.of(), EXPIRED_NO_DEMAND),
        Arguments.of(
            "expired, demand pending only 2m",
            expired(),
            List.of(pending("w", Duration.ofMinutes(2))),
            EXPIRED_DEMAND_MATURING),
        Arguments.of(
            "expired, demand pending exactly the threshold",
            expired(),
            List.of(pending("w", THRESHOLD)),
            EXPIRED_DEMAND_MATURING),
        Arguments.of(
            "expired, demand in another queue",
            expired(),
            List.of(inQueue(waitingLong, "team")),
            EXPIRED_NO_DEMAND),
        Arguments.of(
            "expired, demand for NVIDIA GPUs",
            expired(),
            List.of(ofVendor(waitingLong, GpuVendor.NVIDIA)),
            EXPIRED_NO_DEMAND),
        Arguments.of(
            "expired, pending workload needs no GPUs",
            expired(),
            List.of(withGpus(waitingLong, 0)),
            EXPIRED_NO_DEMAND),
        Arguments.of(
            "expired, other workload RUNNING not PENDING",
            expired(),
            List.of(with(waitingLong, WorkloadStatus.RUNNING)),
            EXPIRED_NO_DEMAND),
        Arguments.of(
            "expired, pending time not recorded",
            expired(),
            List.of(pending("w", null)),
            EXPIRED_NO_DEMAND),
        Arguments.of(
            "within duration, long demand",
            running("r", Duration.ofHours(3), NOW.minus(Duration.ofHours(2))),
            List.of(waitingLong),
            WITHIN_DURATION),
        Arguments.of(
            "no duration",
            running("r", null, NOW.minus(Duration.ofHours(2))),
            List.of(waitingLong),
            NOT_APPLICABLE),
        Arguments.of(
            "not started",
            running("r", Duration.ofHours(1), null),
            List.of(waitingLong),
            NOT_APPLICABLE),
        Arguments.of(
            "expired but holds no GPUs",
            withGpus(expired(), 0),
            List.of(waitingLong),
            NOT_APPLICABLE),
        Arguments.of(
            "already TERMINATING",
            with(expired(), WorkloadStatus.TERMINATING),
            List.of(waitingLong),
            NOT_APPLICABLE),
        Arguments.of(
            "COMPLETE",
            with(expired(), WorkloadStatus.COMPLETE),
            List.of(waitingLong),
            NOT_APPLICABLE));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("table")
  void decisionTable(
      String situation,
      WorkloadSnapshot workload,
      List<WorkloadSnapshot> others,
      Outcome expected) {
    assertThat(
            DurationPreemption.decide(workload, WaitingWorkloads.of(others), THRESHOLD, NOW)
                .outcome())
        .isEqualTo(expected);
  }

  @Test
  void theLongestWaitingWorkloadJustifiesTermination() {
    WorkloadSnapshot older = pending("older", Duration.ofMinutes(30));
    Decision decision =
        DurationPreemption.decide(
            expired(),
            WaitingWorkloads.of(List.of(pending("newer", Duration.ofMinutes(6)), older)),
            THRESHOLD,
            NOW);
    assertThat(decision.demand()).contains(older);
    assertThat(decision.deadline()).contains(NOW.minus(Duration.ofHours(1)));
  }

  @Test
  void withinDurationLooksAgainAtTheDeadline() {
    Decision decision =
        DurationPreemption.decide(
            running("r", Duration.ofHours(3), NOW.minus(Duration.ofHours(2))),
            WaitingWorkloads.of(List.of()),
            THRESHOLD,
            NOW);
    assertThat(decision.recheckAt()).contains(NOW.plus(Duration.ofHours(1)));
  }

  @Test
  void maturingDemandLooksAgainJustAfterTheThreshold() {
    Decision decision =
        DurationPreemption.decide(
            expired(),
            WaitingWorkloads.of(List.of(pending("w", Duration.ofMinutes(2)))),
            THRESHOLD,
            NOW);
    assertThat(decision.recheckAt().orElseThrow()).isAfter(NOW.plus(Duration.ofMinutes(3)));
    assertThat(decision.recheckAt().orElseThrow())
        .isBefore(NOW.plus(Duration.ofMinutes(3)).plusSeconds(1));
  }

  @Test
  void aWorkloadNeverPreemptsItself() {
    WorkloadSnapshot self = pending("self", Duration.ofHours(1));
    WorkloadSnapshot selfRunning =
        new WorkloadSnapshot(
            "KaiwoService",
            "other",
            "self",
            WorkloadStatus.RUNNING,
            "kaiwo",
            Optional.of(GpuVendor.AMD),
            8,
            Optional.of(Duration.ofMinutes(1)),
            Optional.of(NOW.minus(Duration.ofHours(1))),
            Optional.empty(),
            Optional.empty());
    assertThat(
            DurationPreemption.decide(
                    selfRunning, WaitingWorkloads.of(List.of(self)), THRESHOLD, NOW)
                .outcome())
        .isEqualTo(EXPIRED_NO_DEMAND);
  }
}
