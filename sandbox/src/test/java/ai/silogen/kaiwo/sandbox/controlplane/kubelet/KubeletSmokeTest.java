package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.controlplane.scheduler.Scheduler;
import ai.silogen.kaiwo.sandbox.controlplane.testing.InMemoryPodLogs;
import ai.silogen.kaiwo.sandbox.controlplane.testing.MockCluster;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import ai.silogen.kaiwo.sandbox.nodes.NodeRegistrar;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class KubeletSmokeTest {

  @Test
  void podRuns() {
    NodePool pool = NodePool.defaults();
    InMemoryPodLogs logs = new InMemoryPodLogs();
    try (MockCluster cluster = new MockCluster()) {
      cluster.start(new NodeRegistrar(pool, Clock.systemUTC()));
      cluster.start(new Scheduler(Clock.systemUTC()));
      cluster.start(new Kubelet(pool, Duration.ofMillis(300), List.of(), logs, Clock.systemUTC()));
      Pod pod =
          new PodBuilder()
              .withNewMetadata()
              .withName("p")
              .withNamespace("default")
              .endMetadata()
              .withNewSpec()
              .withRestartPolicy("Never")
              .addNewContainer()
              .withName("c")
              .withImage("busybox")
              .withCommand("echo", "hi")
              .endContainer()
              .endSpec()
              .build();
      cluster.client().pods().resource(pod).create();
      await()
          .pollInterval(Duration.ofMillis(50))
          .atMost(Duration.ofSeconds(10))
          .untilAsserted(
              () -> {
                Pod p = cluster.client().pods().inNamespace("default").withName("p").get();
                assertThat(p.getStatus()).isNotNull().extracting("phase").isEqualTo("Succeeded");
              });
      System.out.println(cluster.client().pods().inNamespace("default").withName("p").get());
      System.out.println(logs.read("default", "p", "c"));
      System.out.println(cluster.client().v1().events().inAnyNamespace().list().getItems());
    }
  }
}
