package ai.silogen.kaiwo.operator.workload.status;

import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.condition;
import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.next;
import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.scheduled;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The storage rows of the status transition table: downloads gate, lost claims fail. */
class StorageStatusTest {

  @Test
  void downloadsGateTheWorkload() {
    StatusUpdate pending =
        next(
            new KaiwoJobStatus(),
            scheduled()
                .withStorage(new StorageObservation(Map.of("j-data", "Pending"), true, null)));
    assertThat(pending.status().getStatus()).isEqualTo(WorkloadStatus.DOWNLOADING);
    assertThat(condition(pending, "DownloadJobSucceeded").getReason()).isEqualTo("JobPending");
    assertThat(condition(pending, "PvcReady").getReason()).isEqualTo("Pending");

    StatusUpdate running =
        next(
            pending.status(),
            scheduled()
                .withStorage(
                    new StorageObservation(
                        Map.of("j-data", "Bound"), true, ChildStatus.of(WorkloadStatus.RUNNING))));
    assertThat(running.status().getStatus()).isEqualTo(WorkloadStatus.DOWNLOADING);
    assertThat(condition(running, "DownloadJobSucceeded").getReason()).isEqualTo("JobInProgress");
    assertThat(condition(running, "PvcReady").getStatus()).isEqualTo("True");
    assertThat(running.events()).isEmpty();

    StatusUpdate done =
        next(
            running.status(),
            scheduled()
                .withStorage(
                    new StorageObservation(
                        Map.of("j-data", "Bound"), true, ChildStatus.of(WorkloadStatus.COMPLETE))));
    assertThat(done.status().getStatus()).isEqualTo(WorkloadStatus.PENDING);
    assertThat(condition(done, "DownloadJobSucceeded").getStatus()).isEqualTo("True");

    StatusUpdate jobGone =
        next(
            done.status(),
            scheduled().withStorage(new StorageObservation(Map.of("j-data", "Bound"), true, null)));
    assertThat(condition(jobGone, "DownloadJobSucceeded").getStatus())
        .as("a deleted download Job does not undo its success")
        .isEqualTo("True");
  }

  @Test
  void failedDownloadOrLostClaimFailsTheWorkload() {
    StatusUpdate download =
        next(
            new KaiwoJobStatus(),
            scheduled()
                .withStorage(
                    new StorageObservation(
                        Map.of(),
                        true,
                        ChildStatus.of(
                            WorkloadStatus.FAILED,
                            "BackoffLimitExceeded",
                            "Job has reached the specified backoff limit"))));
    assertThat(download.status().getStatus()).isEqualTo(WorkloadStatus.FAILED);
    assertThat(condition(download, "DownloadJobSucceeded").getReason()).isEqualTo("JobFailed");
    assertThat(download.events())
        .containsExactly(
            PlannedEvent.warning(
                "WorkloadFailed",
                "DownloadJobFailed: Download job failed: BackoffLimitExceeded: Job has reached the"
                    + " specified backoff limit"));
    assertThat(condition(download, "Finished").getReason()).isEqualTo("DownloadJobFailed");
    assertThat(((KaiwoJobStatus) download.status()).getCompletionTime())
        .isEqualTo("2026-03-01T10:00:00Z");

    StatusUpdate lost =
        next(
            new KaiwoJobStatus(),
            scheduled().withStorage(new StorageObservation(Map.of("j-data", "Lost"), false, null)));
    assertThat(lost.status().getStatus()).isEqualTo(WorkloadStatus.FAILED);
    assertThat(condition(lost, "PvcReady").getReason()).isEqualTo("Lost");
  }

  @Test
  void storageGateOpensOnlyAfterASuccessfulDownload() {
    StorageObservation running =
        new StorageObservation(Map.of(), true, ChildStatus.of(WorkloadStatus.RUNNING));
    StorageObservation done =
        new StorageObservation(Map.of(), true, ChildStatus.of(WorkloadStatus.COMPLETE));
    StorageObservation lost = new StorageObservation(Map.of("c", "Lost"), false, null);
    assertThat(StorageGate.open(running, null)).isFalse();
    assertThat(StorageGate.open(done, null)).isTrue();
    assertThat(StorageGate.open(lost, null)).isFalse();
    assertThat(StorageGate.open(StorageObservation.none(), null)).isTrue();
  }
}
