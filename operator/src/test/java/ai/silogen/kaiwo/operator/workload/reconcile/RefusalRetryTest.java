package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.status.WorkloadConditions;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class RefusalRetryTest {

  static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

  @Test
  void aRefusalIsTriedAgainAfterAsLongAsItHasLastedWithinBounds() {
    assertThat(RefusalRetry.after(refusedSince(NOW), NOW)).contains(RefusalRetry.FIRST);
    assertThat(RefusalRetry.after(refusedSince(NOW.minusSeconds(3)), NOW))
        .contains(RefusalRetry.FIRST);
    assertThat(RefusalRetry.after(refusedSince(NOW.minusSeconds(40)), NOW))
        .contains(Duration.ofSeconds(40));
    assertThat(RefusalRetry.after(refusedSince(NOW.minusSeconds(3600)), NOW))
        .contains(RefusalRetry.LONGEST);
    assertThat(RefusalRetry.after(refusedSince(NOW.plusSeconds(30)), NOW))
        .as("a transition time ahead of this clock")
        .contains(RefusalRetry.FIRST);
  }

  @Test
  void nothingIsRescheduledWithoutARefusal() {
    KaiwoJobStatus applied = refusedSince(NOW);
    applied.setConditions(
        Conditions.set(
            applied.getConditions(),
            WorkloadConditions.SPEC_APPLIED,
            true,
            WorkloadConditions.APPLIED,
            "Children match the spec",
            NOW,
            1L));
    assertThat(RefusalRetry.after(applied, NOW)).isEmpty();

    KaiwoJobStatus notApplied = refusedSince(NOW);
    notApplied.setConditions(
        Conditions.set(
            null,
            WorkloadConditions.SPEC_APPLIED,
            false,
            WorkloadConditions.NOT_APPLIED,
            "Job j was not updated",
            NOW,
            1L));
    assertThat(RefusalRetry.after(notApplied, NOW))
        .as("a started Job that cannot change waits for nothing")
        .isEmpty();

    KaiwoJobStatus running = refusedSince(NOW);
    running.setStatus(WorkloadStatus.RUNNING);
    assertThat(RefusalRetry.after(running, NOW)).isEmpty();
    assertThat(RefusalRetry.after(new KaiwoJobStatus(), NOW)).isEmpty();
  }

  private static KaiwoJobStatus refusedSince(Instant since) {
    KaiwoJobStatus status = new KaiwoJobStatus();
    status.setStatus(WorkloadStatus.ERROR);
    status.setConditions(
        Conditions.set(
            null,
            WorkloadConditions.SPEC_APPLIED,
            false,
            WorkloadConditions.APPLY_FAILED,
            "Service j exists and is not owned by this KaiwoJob",
            since,
            1L));
    return status;
  }
}
