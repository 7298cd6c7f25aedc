package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.workload.reconcile.StatusWriter.Outcome;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class StatusWriterTest {
  private static Sandbox sandbox;
  private static KubernetesClient client;
  private static EventRecorder events;
  private static StatusWriter writer;

  @BeforeAll
  static void start() {
    sandbox = TestSandbox.start();
    client = sandbox.client();
    events = new EventRecorder(client, "test", "host", Clock.systemUTC());
    writer = new StatusWriter(client, events);
  }

  @AfterAll
  static void stop() {
    events.close();
    sandbox.close();
  }

  @Test
  void writesTheStatusAndThenRecordsTheEvents() {
    KaiwoJob job = create("written");

    assertThat(writer.write(job, running(), List.of(PlannedEvent.normal("Started", "started"))))
        .isEqualTo(Outcome.WRITTEN);

    assertThat(read("written").getStatus().getStatus()).isEqualTo(WorkloadStatus.RUNNING);
    assertThat(recordedReasons(job)).contains("Started");
  }

  @Test
  void aStaleCopyLosesToTheNewerWriteAndRecordsNothing() {
    KaiwoJob stale = create("conflict");
    writer.write(read("conflict"), running(), List.of());

    assertThat(writer.write(stale, running(), List.of(PlannedEvent.normal("Stale", "stale"))))
        .isEqualTo(Outcome.CONFLICT);
    assertThat(recordedReasons(stale)).doesNotContain("Stale");
  }

  @Test
  void aWorkloadDeletedMeanwhileIsGoneNotAFailure() {
    KaiwoJob deleted = create("gone");
    client.resource(deleted).delete();

    assertThat(writer.write(deleted, running(), List.of(PlannedEvent.normal("Late", "late"))))
        .isEqualTo(Outcome.GONE);
    assertThat(recordedReasons(deleted)).doesNotContain("Late");
  }

  private static KaiwoJob create(String name) {
    KaiwoJob job = new KaiwoJob();
    job.setMetadata(new ObjectMetaBuilder().withName(name).withNamespace("default").build());
    return client.resource(job).create();
  }

  private static KaiwoJob read(String name) {
    return client.resources(KaiwoJob.class).inNamespace("default").withName(name).get();
  }

  private static KaiwoJobStatus running() {
    KaiwoJobStatus status = new KaiwoJobStatus();
    status.setStatus(WorkloadStatus.RUNNING);
    return status;
  }

  /**
   * The reasons of the events recorded so far: the recorder writes them in order on one thread, so
   * once a marker recorded now has arrived, so has everything recorded before it.
   */
  private static List<String> recordedReasons(KaiwoJob about) {
    String marker = "Marker" + System.nanoTime();
    events.normal(about, marker, "the events before this one are written");
    await().atMost(Duration.ofSeconds(10)).until(() -> reasons().contains(marker));
    return reasons();
  }

  private static List<String> reasons() {
    return client.v1().events().inNamespace("default").list().getItems().stream()
        .map(event -> event.getReason())
        .toList();
  }
}
