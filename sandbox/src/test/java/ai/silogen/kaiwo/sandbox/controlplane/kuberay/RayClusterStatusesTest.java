package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import static ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayFixtures.cluster;
import static ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayFixtures.pod;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RayClusterStatusesTest {

  private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

  @Test
  void aClusterIsReadyOnceTheHeadAndEveryWorkerAre() {
    ObjectNode status =
        RayClusterStatuses.of(
            cluster(),
            List.of(
                pod("rc-head", "headgroup", "Running"),
                pod("w1", "gpu", "Running"),
                pod("w2", "gpu", "Running")),
            NOW);

    assertThat(status.path("state").asText()).isEqualTo("ready");
    assertThat(status.path("readyWorkerReplicas").asInt()).isEqualTo(2);
    assertThat(status.path("desiredWorkerReplicas").asInt()).isEqualTo(2);
    assertThat(status.path("minWorkerReplicas").asInt()).isEqualTo(1);
    assertThat(status.path("maxWorkerReplicas").asInt()).isEqualTo(3);
    assertThat(status.path("desiredCPU").asText()).isEqualTo("10");
    assertThat(status.path("desiredMemory").asText()).isEqualTo("4Gi");
    assertThat(status.path("desiredGPU").asText()).isEqualTo("8");
    assertThat(status.at("/head/podName").asText()).isEqualTo("rc-head");
    assertThat(status.at("/head/podIP").asText()).isEqualTo("10.0.0.7");
    assertThat(Condition.holds(status.path("conditions"), "HeadPodReady")).isTrue();
    assertThat(Condition.holds(status.path("conditions"), "RayClusterProvisioned")).isTrue();
  }

  @Test
  void aClusterWithAPendingWorkerHasNoStateYet() {
    ObjectNode status =
        RayClusterStatuses.of(
            cluster(),
            List.of(
                pod("rc-head", "headgroup", "Running"),
                pod("w1", "gpu", "Running"),
                pod("w2", "gpu", "Pending")),
            NOW);

    assertThat(status.has("state")).isFalse();
    assertThat(status.path("readyWorkerReplicas").asInt()).isEqualTo(1);
    assertThat(Condition.holds(status.path("conditions"), "RayClusterProvisioned")).isFalse();
    assertThat(RayClusterStatuses.isReady(cluster())).isFalse();
  }
}
