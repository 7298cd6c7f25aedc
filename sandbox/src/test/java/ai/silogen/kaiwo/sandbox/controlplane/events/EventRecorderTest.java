package ai.silogen.kaiwo.sandbox.controlplane.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.testing.MockCluster;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventRecorderTest {

  @Test
  void repeatedEventsAreCountedOnOneEventObject() {
    try (MockCluster cluster = new MockCluster();
        EventRecorder recorder =
            new EventRecorder(cluster.client(), "default-scheduler", null, Clock.systemUTC())) {
      Pod pod =
          cluster.client().resource(Workloads.pod("ns", "p", Workloads.spec("Never"))).create();

      recorder.warning(pod, "FailedScheduling", "0/5 nodes are available");
      recorder.warning(pod, "FailedScheduling", "0/5 nodes are available");
      recorder.normal(pod, "Scheduled", "Successfully assigned ns/p to cpu-0");

      await()
          .pollInterval(Duration.ofMillis(50))
          .untilAsserted(
              () -> {
                List<Event> events =
                    cluster.client().v1().events().inNamespace("ns").list().getItems();
                assertThat(events).hasSize(2);
                Event failed =
                    events.stream()
                        .filter(e -> e.getReason().equals("FailedScheduling"))
                        .findFirst()
                        .orElseThrow();
                assertThat(failed.getCount()).isEqualTo(2);
                assertThat(failed.getType()).isEqualTo("Warning");
                assertThat(failed.getSource().getComponent()).isEqualTo("default-scheduler");
                assertThat(failed.getInvolvedObject().getKind()).isEqualTo("Pod");
                assertThat(failed.getInvolvedObject().getUid())
                    .isEqualTo(pod.getMetadata().getUid());
                assertThat(failed.getFirstTimestamp()).isNotNull();
                assertThat(failed.getMetadata().getName()).startsWith("p.");
              });
    }
  }

  @Test
  void eventsAboutClusterScopedObjectsGoToTheDefaultNamespace() {
    try (MockCluster cluster = new MockCluster();
        EventRecorder recorder =
            new EventRecorder(cluster.client(), "kubelet", "cpu-0", Clock.systemUTC())) {
      Node node =
          cluster
              .client()
              .resource(new NodeBuilder().withNewMetadata().withName("cpu-0").endMetadata().build())
              .create();

      recorder.normal(node, "NodeReady", "Node cpu-0 status is now: NodeReady");

      await()
          .pollInterval(Duration.ofMillis(50))
          .untilAsserted(
              () ->
                  assertThat(
                          cluster.client().v1().events().inNamespace("default").list().getItems())
                      .singleElement()
                      .satisfies(e -> assertThat(e.getSource().getHost()).isEqualTo("cpu-0")));
    }
  }
}
