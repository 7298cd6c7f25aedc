package ai.silogen.kaiwo.operator.workload.status;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.model.SchedulingCheck.Verdict;
import ai.silogen.kaiwo.operator.workload.status.KueueAdmission.State;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every row of the workload status transition table. */
class StatusComputerTest {

  static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
  static final Verdict OK =
      new Verdict(true, "Schedulable", "Cluster has sufficient GPU resources");
  static final KueueAdmission ADMITTED = new KueueAdmission(State.ADMITTED, null);
  static final KueueAdmission WAITING =
      new KueueAdmission(State.PENDING, "couldn't assign flavors: insufficient quota");

  static Observation scheduled() {
    return Observation.of("kaiwo").withScheduling(OK).withStorage(StorageObservation.none());
  }

  static StatusUpdate next(CommonStatus previous, Observation observed) {
    return StatusComputer.next(previous, observed, NOW, 3L);
  }

  static Condition condition(StatusUpdate update, String type) {
    return Conditions.find(update.status().getConditions(), type).orElseThrow();
  }

  @Test
  void invalidSpecIsAnError() {
    StatusUpdate update =
        next(new KaiwoJobStatus(), Observation.of("kaiwo").withInvalidSpec("spec.gpus: bad"));
    assertThat(update.status().getStatus()).isEqualTo(WorkloadStatus.ERROR);
    assertThat(condition(update, "Valid").getReason()).isEqualTo("InvalidSpec");
    assertThat(update.events())
        .containsExactly(PlannedEvent.warning("WorkloadError", "spec.gpus: bad"));
  }

  @Test
  void unschedulableIsAnErrorThatRecovers() {
    Verdict missing =
        new Verdict(false, "ClusterQueueNotFound", "Cluster queue 'x' is not defined");
    StatusUpdate error = next(new KaiwoJobStatus(), Observation.of("x").withScheduling(missing));
    assertThat(error.status().getStatus()).isEqualTo(WorkloadStatus.ERROR);
    assertThat(condition(error, "Schedulable").getStatus()).isEqualTo("False");
    assertThat(condition(error, "Schedulable").getReason()).isEqualTo("ClusterQueueNotFound");
    assertThat(condition(error, "Schedulable").getLastTransitionTime())
        .isEqualTo("2026-03-01T10:00:00Z");

    StatusUpdate recovered =
        StatusComputer.next(error.status(), scheduled(), NOW.plusSeconds(30), 3L);
    assertThat(recovered.status().getStatus()).isEqualTo(WorkloadStatus.PENDING);
    assertThat(Conditions.isTrue(recovered.status().getConditions(), "Schedulable")).isTrue();
    assertThat(recovered.events())
        .extracting(PlannedEvent::reason)
        .containsExactly("WorkloadPending");
  }

  @Test
  void missingChildOrUnadmittedChildIsPending() {
    StatusUpdate missing = next(new KaiwoJobStatus(), scheduled());
    assertThat(missing.status().getStatus()).isEqualTo(WorkloadStatus.PENDING);
    assertThat(condition(missing, "Admitted").getMessage())
        .isEqualTo("Workload is pending admission into 'kaiwo'");

    StatusUpdate waiting =
        next(
            new KaiwoJobStatus(),
            scheduled().withChild(ChildStatus.of(WorkloadStatus.PENDING), WAITING));
    assertThat(waiting.status().getStatus()).isEqualTo(WorkloadStatus.PENDING);
    assertThat(condition(waiting, "Admitted").getMessage())
        .isEqualTo(
            "Workload is pending admission into 'kaiwo': couldn't assign flavors: insufficient quota");
  }

  @Test
  void admittedThenRunningThenComplete() {
    StatusUpdate starting =
        next(
            new KaiwoJobStatus(),
            scheduled().withChild(ChildStatus.of(WorkloadStatus.PENDING), ADMITTED));
    assertThat(starting.status().getStatus()).isEqualTo(WorkloadStatus.STARTING);
    assertThat(condition(starting, "Admitted").getStatus()).isEqualTo("True");
    assertThat(starting.events())
        .extracting(PlannedEvent::reason)
        .containsExactly("WorkloadStarting");

    Instant later = NOW.plusSeconds(10);
    StatusUpdate running =
        StatusComputer.next(
            starting.status(),
            scheduled().withChild(ChildStatus.of(WorkloadStatus.RUNNING), ADMITTED),
            later,
            3L);
    assertThat(running.status().getStatus()).isEqualTo(WorkloadStatus.RUNNING);
    assertThat(running.status().getStartTime()).isEqualTo("2026-03-01T10:00:10Z");
    assertThat(running.status().getDuration()).isZero();

    StatusUpdate stillRunning =
        StatusComputer.next(
            running.status(),
            scheduled().withChild(ChildStatus.of(WorkloadStatus.STARTING), ADMITTED),
            later.plusSeconds(5),
            3L);
    assertThat(stillRunning.status().getStatus()).isEqualTo(WorkloadStatus.RUNNING);
    assertThat(stillRunning.changed()).as("duration refreshes at most every minute").isFalse();

    StatusUpdate refreshed =
        StatusComputer.next(
            running.status(),
            scheduled().withChild(ChildStatus.of(WorkloadStatus.RUNNING), ADMITTED),
            later.plusSeconds(90),
            3L);
    assertThat(refreshed.changed()).isTrue();
    assertThat(refreshed.status().getDuration()).isEqualTo(90);

    StatusUpdate complete =
        StatusComputer.next(
            refreshed.status(),
            scheduled()
                .withChild(
                    ChildStatus.of(WorkloadStatus.COMPLETE).withTimes(null, "2026-03-01T10:02:10Z"),
                    ADMITTED),
            later.plusSeconds(200),
            3L);
    KaiwoJobStatus done = (KaiwoJobStatus) complete.status();
    assertThat(done.getStatus()).isEqualTo(WorkloadStatus.COMPLETE);
    assertThat(done.getCompletionTime()).isEqualTo("2026-03-01T10:02:10Z");
    assertThat(done.getDuration()).isEqualTo(120);
    assertThat(complete.events())
        .extracting(PlannedEvent::reason)
        .containsExactly("WorkloadComplete");
  }

  @Test
  void fastJobCompletingUnseenTakesTheJobsTimes() {
    StatusUpdate complete =
        next(
            new KaiwoJobStatus(),
            scheduled()
                .withChild(
                    ChildStatus.of(WorkloadStatus.COMPLETE)
                        .withTimes("2026-03-01T09:59:00Z", "2026-03-01T09:59:30Z"),
                    ADMITTED));
    KaiwoJobStatus status = (KaiwoJobStatus) complete.status();
    assertThat(status.getStartTime()).isEqualTo("2026-03-01T09:59:00Z");
    assertThat(status.getCompletionTime()).isEqualTo("2026-03-01T09:59:30Z");
    assertThat(status.getDuration()).isEqualTo(30);
  }

  @Test
  void failedChildFailsTheWorkloadAndSaysWhy() {
    String why = "Job has reached the specified backoff limit; pod crash-x container main: Error";
    StatusUpdate failed =
        next(
            new KaiwoJobStatus(),
            scheduled()
                .withChild(
                    ChildStatus.of(WorkloadStatus.FAILED, "BackoffLimitExceeded", why), ADMITTED));
    assertThat(failed.status().getStatus()).isEqualTo(WorkloadStatus.FAILED);
    assertThat(failed.events())
        .containsExactly(PlannedEvent.warning("WorkloadFailed", "BackoffLimitExceeded: " + why));
    Condition finished = condition(failed, "Finished");
    assertThat(finished.getStatus()).isEqualTo("True");
    assertThat(finished.getReason()).isEqualTo("BackoffLimitExceeded");
    assertThat(finished.getMessage()).isEqualTo(why);
  }

  @Test
  void conditionsOfARunningWorkloadAreSettledWhenItEnds() {
    KaiwoJobStatus running = new KaiwoJobStatus();
    running.setStatus(WorkloadStatus.RUNNING);
    running.setStartTime("2026-03-01T09:59:00Z");
    running.setConditions(
        Conditions.set(
            null,
            "Preemptable",
            false,
            "DurationNotExceeded",
            "Workload is running and the duration has not been exceeded",
            NOW.minusSeconds(50),
            3L));
    StatusUpdate stillRunning =
        next(running, scheduled().withChild(ChildStatus.of(WorkloadStatus.RUNNING), ADMITTED));
    assertThat(condition(stillRunning, "Preemptable").getReason())
        .as("the preemption sweep's while it runs")
        .isEqualTo("DurationNotExceeded");
    assertThat(Conditions.find(stillRunning.status().getConditions(), "Finished")).isEmpty();

    StatusUpdate complete =
        next(
            running,
            scheduled()
                .withChild(
                    ChildStatus.of(WorkloadStatus.COMPLETE, "CompletionsReached", "Job completed"),
                    ADMITTED));
    Condition preemptable = condition(complete, "Preemptable");
    assertThat(preemptable.getStatus()).isEqualTo("False");
    assertThat(preemptable.getReason()).isEqualTo("WorkloadEnded");
    assertThat(preemptable.getMessage()).doesNotContain("running");
    Condition finished = condition(complete, "Finished");
    assertThat(finished.getStatus()).isEqualTo("True");
    assertThat(finished.getReason()).isEqualTo("CompletionsReached");
    assertThat(finished.getMessage()).isEqualTo("Job completed");
    assertThat(finished.getLastTransitionTime()).isEqualTo("2026-03-01T10:00:00Z");
  }

  @Test
  void aWorkloadWithoutDurationGetsNoPreemptableConditionWhenItEnds() {
    StatusUpdate complete =
        next(
            new KaiwoJobStatus(),
            scheduled().withChild(ChildStatus.of(WorkloadStatus.COMPLETE), ADMITTED));
    assertThat(Conditions.find(complete.status().getConditions(), "Preemptable")).isEmpty();
    assertThat(condition(complete, "Finished").getReason()).isEqualTo("Completed");
  }

  @Test
  void stalledDeploymentIsAnErrorUntilItProgresses() {
    KaiwoServiceStatus running = new KaiwoServiceStatus();
    running.setStatus(WorkloadStatus.RUNNING);
    running.setStartTime("2026-03-01T09:00:00Z");
    StatusUpdate error =
        next(
            running,
            scheduled()
                .withChild(
                    ChildStatus.of(
                        WorkloadStatus.ERROR,
                        "ProgressDeadlineExceeded",
                        "Deployment exceeded its progress deadline"),
                    ADMITTED));
    assertThat(error.status().getStatus()).isEqualTo(WorkloadStatus.ERROR);
    StatusUpdate recovered =
        next(
            error.status(),
            scheduled().withChild(ChildStatus.of(WorkloadStatus.RUNNING), ADMITTED));
    assertThat(recovered.status().getStatus()).isEqualTo(WorkloadStatus.RUNNING);
    assertThat(recovered.status().getStartTime()).as("kept").isEqualTo("2026-03-01T09:00:00Z");
  }

  @Test
  void stoppedRayJobIsTerminated() {
    StatusUpdate stopped =
        next(
            new KaiwoJobStatus(),
            scheduled()
                .withChild(
                    ChildStatus.of(WorkloadStatus.TERMINATED, "Stopped", "Ray job was stopped"),
                    ADMITTED));
    assertThat(stopped.status().getStatus()).isEqualTo(WorkloadStatus.TERMINATED);
    assertThat(stopped.events())
        .containsExactly(PlannedEvent.warning("WorkloadTerminated", "Ray job was stopped"));
  }

  @Test
  void foreignConditionsArePreservedAndGenerationIsObserved() {
    KaiwoJobStatus previous = new KaiwoJobStatus();
    previous.setConditions(
        Conditions.set(null, "Preemptable", false, "DurationNotExceeded", "m", NOW, 1L));
    StatusUpdate update = next(previous, scheduled());
    assertThat(update.status().getConditions())
        .extracting(Condition::getType)
        .contains("Preemptable", "Valid", "Schedulable", "Admitted");
    assertThat(update.status().getObservedGeneration()).isEqualTo(3L);
  }

  @Test
  void specAppliedReportsChangesThatCouldNotBeApplied() {
    StatusUpdate update =
        next(
            new KaiwoJobStatus(),
            scheduled()
                .withChild(ChildStatus.of(WorkloadStatus.RUNNING), ADMITTED)
                .withNotApplied(List.of("Job j: spec.template was not applied")));
    assertThat(condition(update, "SpecApplied").getStatus()).isEqualTo("False");
    assertThat(condition(update, "SpecApplied").getMessage())
        .isEqualTo("Job j: spec.template was not applied");
    StatusUpdate applied =
        next(
            update.status(),
            scheduled()
                .withChild(ChildStatus.of(WorkloadStatus.RUNNING), ADMITTED)
                .withNotApplied(List.of()));
    assertThat(condition(applied, "SpecApplied").getStatus()).isEqualTo("True");
  }

  @Test
  void unchangedObservationWritesNothing() {
    StatusUpdate first = next(new KaiwoJobStatus(), scheduled());
    StatusUpdate second = StatusComputer.next(first.status(), scheduled(), NOW.plusSeconds(5), 3L);
    assertThat(second.changed()).isFalse();
    assertThat(second.events()).isEmpty();
    assertThat(StatusComputer.next(first.status(), scheduled(), NOW, 4L).changed())
        .as("a new generation is always recorded")
        .isTrue();
  }

  @Test
  void childRefusedByTheApiServerIsAnError() {
    StatusUpdate update =
        next(
            new KaiwoServiceStatus(),
            scheduled().withApplyError("Deployment s was refused: spec.template.spec: invalid"));
    assertThat(update.status().getStatus()).isEqualTo(WorkloadStatus.ERROR);
    assertThat(condition(update, "SpecApplied").getReason()).isEqualTo("ApplyFailed");
  }

  @Test
  void aRunningWorkloadWakesWhenItsDurationIsAMinuteBehindNotAMinuteAfterTheLastWake() {
    KaiwoServiceStatus status = new KaiwoServiceStatus();
    status.setStartTime("2026-03-01T10:00:00Z");
    status.setDuration(100L);
    Instant start = Instant.parse("2026-03-01T10:00:00Z");

    assertThat(StatusComputer.untilDurationRefresh(status, start.plusSeconds(100)))
        .isEqualTo(Duration.ofSeconds(60));
    assertThat(StatusComputer.untilDurationRefresh(status, start.plusSeconds(145)))
        .as("woken by another event 45 s after the write")
        .isEqualTo(Duration.ofSeconds(15));
    assertThat(StatusComputer.untilDurationRefresh(status, start.plusSeconds(170)))
        .as("overdue")
        .isEqualTo(Duration.ofSeconds(1));

    status.setDuration(null);
    assertThat(StatusComputer.untilDurationRefresh(status, start))
        .isEqualTo(StatusComputer.DURATION_REFRESH);
  }
}
