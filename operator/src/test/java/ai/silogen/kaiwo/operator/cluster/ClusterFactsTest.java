package ai.silogen.kaiwo.operator.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import io.fabric8.kubernetes.api.model.Node;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClusterFactsTest {

  private static final List<Node> NODES =
      List.of(
          TestNodes.amd("amd-0", 8),
          TestNodes.amd("amd-1", 4),
          TestNodes.nvidia("nv-0", 8),
          TestNodes.cpu("cpu-0"));

  @Test
  void capacityPerVendor() {
    ClusterFacts facts = ClusterFacts.of(null, NODES, null);
    assertThat(facts.gpus(GpuVendor.AMD)).isEqualTo(new GpuCapacity(GpuVendor.AMD, 2, 12, 4, 8));
    assertThat(facts.gpus(GpuVendor.NVIDIA))
        .isEqualTo(new GpuCapacity(GpuVendor.NVIDIA, 1, 8, 8, 8));
    assertThat(ClusterFacts.of(null, List.of(TestNodes.cpu("c")), null).gpus(GpuVendor.AMD))
        .isEqualTo(new GpuCapacity(GpuVendor.AMD, 0, 0, 0, 0))
        .matches(GpuCapacity::isEmpty);
  }

  @Test
  void nodesBeingDeletedDoNotCount() {
    Node leaving = TestNodes.amd("amd-2", 8);
    leaving.getMetadata().setDeletionTimestamp("2026-01-01T00:00:00Z");
    ClusterFacts facts = ClusterFacts.of(null, List.of(TestNodes.amd("amd-0", 8), leaving), null);
    assertThat(facts.nodes()).hasSize(1);
    assertThat(facts.gpus(GpuVendor.AMD).totalGpus()).isEqualTo(8);
  }

  @Test
  void missingConfigMeansAllDefaults() {
    ClusterFacts facts = ClusterFacts.of(null, List.of(), null);
    assertThat(facts.defaultClusterQueue()).isEqualTo("kaiwo");
    assertThat(facts.settings().getRay().getHeadPodMemory()).isEqualTo("16Gi");
    assertThat(facts.settings().getRay().getDefaultRayImage())
        .isEqualTo("ghcr.io/silogen/rocm-ray:6.4");
    assertThat(facts.settings().getScheduling().getKubeSchedulerName())
        .isEqualTo("kaiwo-scheduler");
    assertThat(facts.settings().getNodes().getAddTaintsToGpuNodes()).isFalse();
    assertThat(facts.settings().getStorage().getDefaultDataMountPath()).isEqualTo("/workload");
    assertThat(facts.queueConfig()).isEmpty();
    assertThat(facts.clusterQueue("kaiwo")).isEmpty();
  }

  @Test
  void partialConfigKeepsItsValuesAndGetsTheRestDefaulted() {
    KaiwoConfig stored =
        ApiSerialization.read(
            """
            apiVersion: config.kaiwo.silogen.ai/v1alpha1
            kind: KaiwoConfig
            metadata: {name: kaiwo}
            spec:
              ray: {headPodMemory: 1Gi}
              defaultClusterQueueName: team
            """,
            KaiwoConfig.class);
    ClusterFacts facts = ClusterFacts.of(stored, List.of(), null);
    assertThat(facts.settings().getRay().getHeadPodMemory()).isEqualTo("1Gi");
    assertThat(facts.settings().getRay().getDefaultRayImage())
        .isEqualTo("ghcr.io/silogen/rocm-ray:6.4");
    assertThat(facts.defaultClusterQueue()).isEqualTo("team");
    assertThat(stored.getSpec().getRay().getDefaultRayImage()).as("input untouched").isNull();
  }

  @Test
  void clusterQueuesAreLookedUpByName() {
    KaiwoQueueConfig queues =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoQueueConfig
            metadata: {name: kaiwo}
            spec:
              clusterQueues:
                - name: kaiwo
                - name: team-a
                  namespaces: [team-a]
            """,
            KaiwoQueueConfig.class);
    ClusterFacts facts = ClusterFacts.of(null, List.of(), queues);
    assertThat(facts.clusterQueue("team-a"))
        .get()
        .extracting(q -> q.getNamespaces())
        .isEqualTo(List.of("team-a"));
    assertThat(facts.clusterQueue("other")).isEmpty();
  }
}
