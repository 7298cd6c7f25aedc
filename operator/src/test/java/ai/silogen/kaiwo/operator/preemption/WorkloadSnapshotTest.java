package ai.silogen.kaiwo.operator.preemption;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Which workloads and which of their changes a preemption sweep looks at. */
class WorkloadSnapshotTest {

  private static KaiwoJob job(String name, String spec, String status) {
    return ApiSerialization.read(
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata: {name: %s, namespace: ns, generation: 1}
        spec: {gpus: 1, %s}
        status: %s
        """
            .formatted(name, spec, status),
        KaiwoJob.class);
  }

  private static KaiwoJob running(String duration, String conditions) {
    return job(
        "j",
        "duration: 1h",
        """
        {status: RUNNING, startTime: "2026-06-01T10:00:00Z", duration: %s,
          conditions: [%s]}
        """
            .formatted(duration, conditions));
  }

  @Test
  void aSweepSnapshotsOnlyTheWorkloadsThatHaveNotFinished() {
    Stream<KaiwoJob> workloads =
        Stream.of(
            job("done", "duration: 1h", "{status: COMPLETE}"),
            job("failed", "", "{status: FAILED}"),
            job("terminated", "", "{status: TERMINATED}"),
            job("running", "duration: 1h", "{status: RUNNING}"),
            job("waiting", "", "{status: PENDING}"),
            job("new", "", "{}"));

    assertThat(WorkloadSnapshot.ofUnfinished(workloads, "kaiwo"))
        .extracting(WorkloadSnapshot::name)
        .containsExactly("running", "waiting", "new");
  }

  @Test
  void statusWritesThatPreemptionDoesNotReadWakeNoSweep() {
    KaiwoJob before = running("60", "{type: Ready, status: \"True\"}");
    KaiwoJob after =
        running("120", "{type: Ready, status: \"True\"}, {type: Other, status: \"True\"}");

    assertThat(WorkloadSnapshot.changed(after, before)).isFalse();
  }

  @Test
  void whatPreemptionDecidesOnWakesTheSweep() {
    KaiwoJob before = running("60", "");
    KaiwoJob preemptable = running("60", "{type: Preemptable, status: \"True\"}");
    KaiwoJob finished = running("60", "");
    finished.getStatus().setStatus(WorkloadStatus.COMPLETE);
    KaiwoJob longer = running("60", "");
    longer.getSpec().setDuration("2h");

    assertThat(WorkloadSnapshot.changed(preemptable, before)).isTrue();
    assertThat(WorkloadSnapshot.changed(finished, before)).isTrue();
    assertThat(WorkloadSnapshot.changed(longer, before)).isTrue();
  }
}
