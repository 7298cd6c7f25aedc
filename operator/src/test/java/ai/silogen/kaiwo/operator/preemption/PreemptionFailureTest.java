package ai.silogen.kaiwo.operator.preemption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.support.UnreachableApiServer;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.javaoperatorsdk.operator.api.reconciler.ErrorStatusUpdateControl;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A failing API server costs one sweep's change, never the sweeps that follow. */
class PreemptionFailureTest {

  @Test
  void anApiFailureDropsTheChangeInsteadOfFailingTheSweep() {
    try (KubernetesClient broken = UnreachableApiServer.client();
        EventRecorder events = new EventRecorder(broken, "test", "host", Clock.systemUTC())) {
      WorkloadSnapshot workload =
          new WorkloadSnapshot(
              "KaiwoJob",
              "team",
              "train",
              WorkloadStatus.RUNNING,
              "kaiwo",
              Optional.empty(),
              8,
              Optional.of(Duration.ofHours(1)),
              Optional.of(Instant.parse("2026-11-29T10:00:00Z")),
              Optional.empty(),
              Optional.empty());
      PreemptionPlan.Change change =
          new PreemptionPlan.Change(workload, true, Optional.empty(), Optional.empty());

      assertThatCode(() -> new PreemptionWriter(broken, events).write(change, Instant.now()))
          .doesNotThrowAnyException();
    }
  }

  @Test
  void aFailedSweepIsTriedAgainRatherThanByRetriesThatRunOut() {
    PreemptionReconciler reconciler = new PreemptionReconciler(Clock.systemUTC(), null);

    ErrorStatusUpdateControl<KaiwoConfig> control =
        reconciler.updateErrorStatus(
            new KaiwoConfig(), null, new IllegalStateException("the API server is restarting"));

    assertThat(control.isNoRetry()).isTrue();
    assertThat(control.getScheduleDelay()).contains(PreemptionReconciler.AFTER_FAILURE.toMillis());
  }
}
