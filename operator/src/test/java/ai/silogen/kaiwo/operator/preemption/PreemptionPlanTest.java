package ai.silogen.kaiwo.operator.preemption;

import static ai.silogen.kaiwo.operator.preemption.DurationPreemptionTest.NOW;
import static ai.silogen.kaiwo.operator.preemption.DurationPreemptionTest.THRESHOLD;
import static ai.silogen.kaiwo.operator.preemption.DurationPreemptionTest.expired;
import static ai.silogen.kaiwo.operator.preemption.DurationPreemptionTest.pending;
import static ai.silogen.kaiwo.operator.preemption.DurationPreemptionTest.running;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PreemptionPlanTest {

  @Test
  void expiredWorkloadUnderDemandIsTerminatedWithAMessageNamingTheDemand() {
    PreemptionPlan plan =
        PreemptionPlan.of(
            List.of(expired(), pending("big", Duration.ofMinutes(7))), THRESHOLD, NOW);

    assertThat(plan.changes())
        .singleElement()
        .satisfies(
            change -> {
              assertThat(change.workload().name()).isEqualTo("expired");
              assertThat(change.preemptable()).isTrue();
              assertThat(change.terminateFor()).map(WorkloadSnapshot::name).contains("big");
              assertThat(change.message())
                  .contains(
                      "Workload ran past its duration of 1h0m0s while KaiwoService other/big has been"
                          + " pending since 2026-06-01T11:53:00Z (longer than the 5m0s threshold)"
                          + " for amd GPUs in cluster queue 'kaiwo'");
            });
  }

  @Test
  void preemptableConditionsAreReportedOnlyWhenTheyChange() {
    WorkloadSnapshot young = running("young", Duration.ofHours(3), NOW.minus(Duration.ofHours(1)));
    PreemptionPlan plan = PreemptionPlan.of(List.of(young, expired()), THRESHOLD, NOW);
    assertThat(plan.changes())
        .extracting(
            c ->
                c.workload().name()
                    + "="
                    + c.preemptable()
                    + (c.terminateFor().isPresent() ? "!" : ""))
        .containsExactly("young=false", "expired=true");

    WorkloadSnapshot reported = withPreemptable(expired(), true);
    WorkloadSnapshot youngReported = withPreemptable(young, false);
    assertThat(PreemptionPlan.of(List.of(youngReported, reported), THRESHOLD, NOW).changes())
        .isEmpty();
  }

  @Test
  void theSweepWakesAtTheNextDeadlineOrWhenDemandMatures() {
    WorkloadSnapshot young = running("young", Duration.ofHours(3), NOW.minus(Duration.ofHours(1)));
    assertThat(PreemptionPlan.of(List.of(young), THRESHOLD, NOW).nextCheck())
        .contains(NOW.plus(Duration.ofHours(2)));

    PreemptionPlan maturing =
        PreemptionPlan.of(
            List.of(young, expired(), pending("w", Duration.ofMinutes(4))), THRESHOLD, NOW);
    assertThat(maturing.nextCheck().orElseThrow())
        .isBetween(NOW.plus(Duration.ofMinutes(1)), NOW.plus(Duration.ofMinutes(1)).plusSeconds(1));

    assertThat(PreemptionPlan.of(List.of(expired()), THRESHOLD, NOW).nextCheck()).isEmpty();
  }

  @Test
  void workloadsWithDurationButNoGpusAreMarkedPreemptableButNeverTerminated() {
    WorkloadSnapshot cpuOnly = DurationPreemptionTest.withGpus(expired(), 0);
    PreemptionPlan plan =
        PreemptionPlan.of(List.of(cpuOnly, pending("w", Duration.ofHours(1))), THRESHOLD, NOW);
    assertThat(plan.changes())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.preemptable()).isTrue();
              assertThat(c.terminateFor()).isEmpty();
            });
  }

  @Test
  void snapshotsReadPendingTimeFromTheAdmittedConditionNotTheCreationTime() {
    KaiwoService service =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoService
            metadata: {name: s, namespace: ns, creationTimestamp: "2026-01-01T00:00:00Z"}
            spec: {gpus: 4, gpuVendor: NVIDIA, clusterQueue: team}
            status:
              status: PENDING
              conditions:
                - {type: Admitted, status: "False", reason: Pending, lastTransitionTime: "2026-06-01T11:58:00Z"}
            """,
            KaiwoService.class);
    WorkloadSnapshot snapshot = WorkloadSnapshot.of(service, "kaiwo");
    assertThat(snapshot.pendingSince()).contains(Instant.parse("2026-06-01T11:58:00Z"));
    assertThat(snapshot.vendor()).contains(GpuVendor.NVIDIA);
    assertThat(snapshot.clusterQueue()).isEqualTo("team");
    assertThat(snapshot.gpus()).isEqualTo(4);
  }

  @Test
  void snapshotsDefaultTheQueueAndVendorAndReadTheDuration() {
    KaiwoJob job =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: j, namespace: ns}
            spec: {replicas: 2, gpusPerReplica: 4, duration: 1h30m}
            status:
              status: RUNNING
              startTime: "2026-06-01T10:00:00Z"
              conditions:
                - {type: Preemptable, status: "False", reason: DurationNotExceeded}
            """,
            KaiwoJob.class);
    WorkloadSnapshot snapshot = WorkloadSnapshot.of(job, "kaiwo");
    assertThat(snapshot.clusterQueue()).isEqualTo("kaiwo");
    assertThat(snapshot.vendor()).contains(GpuVendor.AMD);
    assertThat(snapshot.gpus()).isEqualTo(8);
    assertThat(snapshot.duration()).contains(Duration.ofMinutes(90));
    assertThat(snapshot.startTime()).contains(Instant.parse("2026-06-01T10:00:00Z"));
    assertThat(snapshot.pendingSince()).isEmpty();
    assertThat(snapshot.preemptable()).contains(false);
    assertThat(snapshot.status()).isEqualTo(WorkloadStatus.RUNNING);
  }

  /**
   * The informers read objects the API server has defaulted, other callers may not: the snapshot's
   * fallbacks for an unset gpuVendor, gpus and replicas must be the CRD's defaults.
   */
  @Test
  void snapshotFallbacksAreTheCrdDefaults() {
    KaiwoJob job =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: j, namespace: ns}
            spec: {gpusPerReplica: 3}
            """,
            KaiwoJob.class);
    assertThat(WorkloadSnapshot.of(job, "kaiwo"))
        .isEqualTo(WorkloadSnapshot.of(CrdDefaulter.withDefaults(job), "kaiwo"));
  }

  private static WorkloadSnapshot withPreemptable(WorkloadSnapshot w, boolean value) {
    return new WorkloadSnapshot(
        w.kind(),
        w.namespace(),
        w.name(),
        w.status(),
        w.clusterQueue(),
        w.vendor(),
        w.gpus(),
        w.duration(),
        w.startTime(),
        w.pendingSince(),
        Optional.of(value));
  }
}
