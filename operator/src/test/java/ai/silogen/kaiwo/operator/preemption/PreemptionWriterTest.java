package ai.silogen.kaiwo.operator.preemption;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The writer checks what the sweep decided from its cache against the stored workloads. */
class PreemptionWriterTest {

  private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

  private static Sandbox sandbox;
  private static KubernetesClient client;
  private static EventRecorder events;
  private static PreemptionWriter writer;

  @BeforeAll
  static void start() {
    sandbox = TestSandbox.start();
    client = sandbox.client();
    events = new EventRecorder(client, "test", "host", Clock.systemUTC());
    writer = new PreemptionWriter(client, events);
  }

  @AfterAll
  static void stop() {
    events.close();
    sandbox.close();
  }

  @Test
  void anExpiredWorkloadIsTerminatedForOneThatStillWaits() {
    KaiwoJob expired = stored("expired-1", WorkloadStatus.RUNNING);
    KaiwoJob waiting = stored("waiting-1", WorkloadStatus.PENDING);

    writer.write(terminate(expired, waiting), NOW);

    assertThat(phase("expired-1")).isEqualTo(WorkloadStatus.TERMINATING);
  }

  @Test
  void noWorkloadIsTerminatedForOneThatHasStartedSinceTheSweepLooked() {
    KaiwoJob expired = stored("expired-2", WorkloadStatus.RUNNING);
    KaiwoJob started = stored("waiting-2", WorkloadStatus.RUNNING);

    writer.write(terminate(expired, started), NOW);

    assertThat(phase("expired-2")).isEqualTo(WorkloadStatus.RUNNING);
  }

  /** The change the sweep plans when its cache still shows {@code waiting} as PENDING. */
  private static PreemptionPlan.Change terminate(KaiwoJob expired, KaiwoJob waiting) {
    WorkloadSnapshot cachedWaiting = snapshot(waiting, WorkloadStatus.PENDING);
    return new PreemptionPlan.Change(
        snapshot(expired, WorkloadStatus.RUNNING),
        true,
        Optional.of(cachedWaiting),
        Optional.of("KaiwoJob default/" + waiting.getMetadata().getName() + " is waiting"));
  }

  private static WorkloadSnapshot snapshot(KaiwoJob job, WorkloadStatus phase) {
    return new WorkloadSnapshot(
        "KaiwoJob",
        "default",
        job.getMetadata().getName(),
        phase,
        "kaiwo",
        Optional.empty(),
        8,
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty());
  }

  private static KaiwoJob stored(String name, WorkloadStatus phase) {
    KaiwoJob job = new KaiwoJob();
    job.setMetadata(new ObjectMetaBuilder().withName(name).withNamespace("default").build());
    KaiwoJob created = client.resource(job).create();
    KaiwoJobStatus status = new KaiwoJobStatus();
    status.setStatus(phase);
    created.setStatus(status);
    return client.resource(created).updateStatus();
  }

  private static WorkloadStatus phase(String name) {
    return client
        .resources(KaiwoJob.class)
        .inNamespace("default")
        .withName(name)
        .get()
        .getStatus()
        .getStatus();
  }
}
