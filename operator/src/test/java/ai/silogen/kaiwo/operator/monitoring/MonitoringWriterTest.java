package ai.silogen.kaiwo.operator.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.support.UnreachableApiServer;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class MonitoringWriterTest {

  private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");
  private static final Condition LOW_FOR_A_DAY =
      Conditions.of(
          UnderutilizationCondition.TYPE,
          true,
          UnderutilizationCondition.LOW,
          "1 of 1 GPU below 1% utilization: pod train-0 GPU 0",
          NOW.minusSeconds(86_400),
          null);
  private static final Condition NORMAL_A_MINUTE_AGO =
      Conditions.of(
          UnderutilizationCondition.TYPE,
          false,
          UnderutilizationCondition.NORMAL,
          "GPU utilization is normal: all 1 GPU at or above 1%",
          NOW.minusSeconds(60),
          null);

  private static Sandbox sandbox;
  private static KubernetesClient client;
  private static EventRecorder events;
  private static MonitoringWriter writer;

  @BeforeAll
  static void start() {
    sandbox = TestSandbox.start();
    client = sandbox.client();
    events = new EventRecorder(client, "test", "host", Clock.systemUTC());
    writer = new MonitoringWriter(client, events);
  }

  @AfterAll
  static void stop() {
    events.close();
    sandbox.close();
  }

  @Test
  void aTerminationDecidedOnTheConditionTheWorkloadStillHasIsWritten() {
    KaiwoJob job = running("idle", LOW_FOR_A_DAY);

    assertThat(writer.write(terminate(job, LOW_FOR_A_DAY), NOW)).isTrue();

    assertThat(read("idle").getStatus().getStatus()).isEqualTo(WorkloadStatus.TERMINATING);
  }

  @Test
  void aTerminationDecidedOnAStaleConditionIsDropped() {
    // The plan's cache still had the day-long idleness; the workload was found busy since.
    KaiwoJob job = running("busy-again", NORMAL_A_MINUTE_AGO);

    assertThat(writer.write(terminate(job, LOW_FOR_A_DAY), NOW)).isFalse();

    KaiwoJob stored = read("busy-again");
    assertThat(stored.getStatus().getStatus()).isEqualTo(WorkloadStatus.RUNNING);
    assertThat(Conditions.find(stored.getStatus().getConditions(), UnderutilizationCondition.TYPE))
        .contains(NORMAL_A_MINUTE_AGO);
  }

  @Test
  void anApiFailureDropsTheVerdictInsteadOfFailingThePoll() {
    KaiwoJob job = running("unreachable", LOW_FOR_A_DAY);
    try (KubernetesClient broken = UnreachableApiServer.client()) {

      assertThat(new MonitoringWriter(broken, events).write(terminate(job, LOW_FOR_A_DAY), NOW))
          .isFalse();
    }
  }

  private static UtilizationPlan.Verdict terminate(KaiwoJob job, Condition judged) {
    MonitoredWorkload workload =
        new MonitoredWorkload(
            "KaiwoJob",
            job.getMetadata().getNamespace(),
            job.getMetadata().getName(),
            job.getMetadata().getUid(),
            WorkloadStatus.RUNNING,
            Optional.of(judged));
    return new UtilizationPlan.Verdict(
        workload, LOW_FOR_A_DAY, Optional.empty(), Optional.of("idle for 24h0m0s"));
  }

  private static KaiwoJob running(String name, Condition underutilization) {
    KaiwoJob job = new KaiwoJob();
    job.setMetadata(new ObjectMetaBuilder().withName(name).withNamespace("default").build());
    KaiwoJob created = client.resource(job).create();
    KaiwoJobStatus status = new KaiwoJobStatus();
    status.setStatus(WorkloadStatus.RUNNING);
    status.setConditions(new ArrayList<>(List.of(underutilization)));
    created.setStatus(status);
    return client.resource(created).updateStatus();
  }

  private static KaiwoJob read(String name) {
    return client.resources(KaiwoJob.class).inNamespace("default").withName(name).get();
  }
}
