package ai.silogen.kaiwo.sandbox.nodes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.Quantity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NodePoolTest {

  @Test
  void defaultPoolHasTwoAmdTwoNvidiaAndOneCpuNode() {
    NodePool pool = NodePool.defaults();

    assertThat(pool.nodes())
        .extracting(SimulatedNode::name)
        .containsExactly("mi300x-0", "mi300x-1", "h100-0", "h100-1", "cpu-0");
    PoolSpec amd = pool.pools().get(0);
    assertThat(amd.gpuVendor()).isEqualTo(GpuVendor.AMD);
    assertThat(amd.gpuModel()).isEqualTo("MI300X");
    assertThat(amd.gpusPerNode()).isEqualTo(8);
    assertThat(amd.cpu()).isEqualTo(new Quantity("96"));
    assertThat(amd.memory()).isEqualTo(new Quantity("1536Gi"));
    assertThat(pool.pools().get(1).gpuVendor()).isEqualTo(GpuVendor.NVIDIA);
    assertThat(pool.pools().get(1).memory()).isEqualTo(new Quantity("1024Gi"));
    assertThat(pool.pools().get(2).gpuVendor()).isEqualTo(GpuVendor.NONE);
    assertThat(pool.pools().get(2).maxPods()).isEqualTo(110);
  }

  @Test
  void nodesGetAddressesFromTheirPosition() {
    SimulatedNode third = NodePool.defaults().nodes().get(2);

    assertThat(third.internalIp()).isEqualTo("172.18.0.4");
    assertThat(third.podCidr()).isEqualTo("10.244.2.0/24");
  }

  @Test
  void readsLabelsTaintsAndOptionalFields(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("nodes.yaml");
    Files.writeString(
        file,
        """
        pools:
          - name: big
            count: 3
            gpuVendor: nvidia
            gpuModel: B200
            gpusPerNode: 8
            cpu: "224"
            memory: 2Ti
            maxPods: 250
            instanceType: p6.48xlarge
            labels:
              topology.kubernetes.io/zone: zone-a
              rack: 7
            taints:
              - {key: nvidia.com/gpu, value: present, effect: NoSchedule}
        """);

    PoolSpec big = NodePool.load(file).pools().get(0);

    assertThat(big.count()).isEqualTo(3);
    assertThat(big.maxPods()).isEqualTo(250);
    assertThat(big.instanceType()).isEqualTo("p6.48xlarge");
    assertThat(big.labels())
        .containsEntry("topology.kubernetes.io/zone", "zone-a")
        .containsEntry("rack", "7");
    assertThat(big.taints())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.getKey()).isEqualTo("nvidia.com/gpu");
              assertThat(t.getValue()).isEqualTo("present");
              assertThat(t.getEffect()).isEqualTo("NoSchedule");
            });
  }

  @Test
  void errorsNameEveryBadKey() {
    String yaml =
        """
        pools:
          - name: gpu
            count: two
            gpuVendor: intel
            cpu: 8
            memory: lots
            gpuModle: X
          - name: Bad_Name
            count: 1
            gpuVendor: amd
            cpu: 4
            memory: 8Gi
            taints:
              - {key: a, effect: Sometimes}
        """;

    assertThatThrownBy(() -> NodePool.parse(yaml, "nodes.yaml"))
        .isInstanceOf(NodePoolException.class)
        .hasMessageStartingWith("nodes.yaml: invalid node pool: ")
        .hasMessageContaining("pools[0].count: must be an integer of at least 0, got 'two'")
        .hasMessageContaining("pools[0].gpuVendor: must be one of amd, nvidia, none, got 'intel'")
        .hasMessageContaining("pools[0].memory: not a Kubernetes quantity: 'lots'")
        .hasMessageContaining("pools[0].gpuModle: unknown key")
        .hasMessageContaining("pools[1].name: 'Bad_Name' must be a lowercase DNS label")
        .hasMessageContaining("pools[1].gpuModel: required when gpuVendor is amd")
        .hasMessageContaining("pools[1].gpusPerNode: must be at least 1 when gpuVendor is amd")
        .hasMessageContaining(
            "pools[1].taints[0].effect: must be one of NoSchedule, PreferNoSchedule, NoExecute, got 'Sometimes'");
  }

  @Test
  void rejectsFilesWithoutPoolsOrWithDuplicates() {
    assertThatThrownBy(() -> NodePool.parse("nodes: []", "x.yaml"))
        .hasMessageContaining("nodes: unknown key (expected 'pools')")
        .hasMessageContaining("pools: must be a non-empty list of node pools");
    String duplicate =
        """
        pools:
          - {name: a, count: 1, cpu: 1, memory: 1Gi}
          - {name: a, count: 1, cpu: 1, memory: 1Gi}
        """;
    assertThatThrownBy(() -> NodePool.parse(duplicate, "x.yaml"))
        .hasMessageContaining("pools[1].name: duplicate pool name 'a'");
    assertThatThrownBy(() -> NodePool.parse("pools: [", "x.yaml"))
        .hasMessageStartingWith("x.yaml: not valid YAML: ");
  }

  @Test
  void rejectsMoreNodesThanPodRanges() {
    assertThatThrownBy(
            () ->
                NodePool.parse("pools: [{name: many, count: 251, cpu: 1, memory: 1Gi}]", "x.yaml"))
        .hasMessageContaining("node pool declares 251 nodes, at most 250 are supported");
  }

  @Test
  void missingFileIsReportedWithItsPath(@TempDir Path dir) {
    Path missing = dir.resolve("absent.yaml");
    assertThatThrownBy(() -> NodePool.load(missing))
        .isInstanceOf(NodePoolException.class)
        .hasMessageContaining("cannot read node pool file " + missing);
  }

  @Test
  void findsNodesByName() {
    NodePool pool = NodePool.defaults();
    assertThat(pool.node("h100-1")).map(SimulatedNode::index).contains(3);
    assertThat(pool.node("gpu-9")).isEmpty();
    assertThat(List.copyOf(pool.nodes())).hasSize(5);
  }
}
