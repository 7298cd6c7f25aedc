package ai.silogen.kaiwo.sandbox.nodes;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeCondition;
import io.fabric8.kubernetes.api.model.NodeStatus;
import io.fabric8.kubernetes.api.model.NodeStatusBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NodeFactoryTest {

  private static final NodePool POOL = NodePool.defaults();
  private static final Instant NOW = Instant.parse("2025-03-01T10:00:00Z");

  @Test
  void amdNodesCarryTheAmdOperatorLabels() {
    Map<String, String> labels = NodeFactory.labels(POOL.node("mi300x-0").orElseThrow());

    assertThat(labels)
        .containsEntry("amd.com/gpu.product-name", "AMD_Instinct_MI300X_OAM")
        .containsEntry("amd.com/gpu.family", "AI")
        .containsEntry("beta.amd.com/gpu.family.AI", "8")
        .containsEntry("amd.com/gpu.vram", "192G")
        .containsEntry("kubernetes.io/hostname", "mi300x-0")
        .containsEntry("kubernetes.io/os", "linux")
        .containsEntry("kubernetes.io/arch", "amd64")
        .containsEntry("node.kubernetes.io/instance-type", "sandbox-mi300x-8x")
        .doesNotContainKey("nvidia.com/gpu.product");
  }

  /** Kaiwo derives the flavor's GPU type by lower-casing the product and removing vendor words. */
  @Test
  void amdProductNameYieldsTheModelKaiwoExpects() {
    String product =
        NodeFactory.labels(POOL.node("mi300x-1").orElseThrow()).get("amd.com/gpu.product-name");
    String type = product.toLowerCase(Locale.ROOT);
    for (String noise : new String[] {"instinct", "radeon", "_", "oam", "amd", "series", "gpu"}) {
      type = type.replace(noise, "");
    }
    assertThat(type).isEqualTo("mi300x");
  }

  @Test
  void nvidiaNodesCarryGpuFeatureDiscoveryLabels() {
    Map<String, String> labels = NodeFactory.labels(POOL.node("h100-0").orElseThrow());

    assertThat(labels)
        .containsEntry("nvidia.com/gpu.product", "NVIDIA-H100-80GB-HBM3")
        .containsEntry("nvidia.com/gpu.count", "8")
        .containsEntry("nvidia.com/gpu.present", "true")
        .doesNotContainKey("amd.com/gpu.product-name");
  }

  @Test
  void cpuNodesHaveNoGpuLabelsOrCapacity() {
    SimulatedNode cpu = POOL.node("cpu-0").orElseThrow();

    assertThat(NodeFactory.labels(cpu))
        .noneSatisfy((key, value) -> assertThat(key).contains("gpu"));
    assertThat(NodeFactory.capacity(cpu.pool()))
        .containsOnlyKeys("cpu", "memory", "pods", "ephemeral-storage");
  }

  @Test
  void capacityAndAllocatableAdvertiseTheGpus() {
    NodeStatus status = NodeFactory.status(POOL.node("mi300x-0").orElseThrow(), NOW);

    assertThat(status.getCapacity())
        .containsEntry("amd.com/gpu", new Quantity("8"))
        .containsEntry("cpu", new Quantity("96"))
        .containsEntry("memory", new Quantity("1536Gi"))
        .containsEntry("pods", new Quantity("110"));
    assertThat(status.getAllocatable()).isEqualTo(status.getCapacity());
    assertThat(status.getConditions())
        .filteredOn(c -> c.getType().equals("Ready"))
        .singleElement()
        .extracting(NodeCondition::getStatus)
        .isEqualTo("True");
    assertThat(status.getAddresses())
        .anySatisfy(
            a -> {
              assertThat(a.getType()).isEqualTo("InternalIP");
              assertThat(a.getAddress()).isEqualTo("172.18.0.2");
            });
    assertThat(status.getNodeInfo().getKubeletVersion()).isEqualTo("v1.32.0");
    assertThat(status.getNodeInfo().getOperatingSystem()).isEqualTo("linux");
  }

  @Test
  void poolLabelsOverrideGeneratedOnesAndTaintsReachTheSpec() {
    NodePool pool =
        NodePool.parse(
            """
        pools:
          - name: tainted
            count: 1
            gpuVendor: amd
            gpuModel: MI250X
            gpusPerNode: 4
            cpu: 64
            memory: 512Gi
            labels: {kubernetes.io/arch: arm64}
            taints: [{key: kaiwo.silogen.ai/gpu, value: "true", effect: NoSchedule}]
        """,
            "test");
    Node node = NodeFactory.node(pool.nodes().get(0));

    assertThat(node.getMetadata().getLabels())
        .containsEntry("kubernetes.io/arch", "arm64")
        .containsEntry("beta.amd.com/gpu.family.AI", "4");
    assertThat(node.getSpec().getTaints())
        .singleElement()
        .extracting("key")
        .isEqualTo("kaiwo.silogen.ai/gpu");
    assertThat(node.getSpec().getPodCIDR()).isEqualTo("10.244.0.0/24");
  }

  @Test
  void notReadyOrWrongCapacityNeedsRepair() {
    SimulatedNode node = POOL.node("h100-1").orElseThrow();
    NodeStatus healthy = NodeFactory.status(node, NOW);
    assertThat(NodeFactory.needsRepair(node, healthy)).isFalse();

    NodeStatus notReady =
        new NodeStatusBuilder(healthy)
            .editMatchingCondition(c -> c.getType().equals("Ready"))
            .withStatus("False")
            .endCondition()
            .build();
    NodeStatus lessGpus =
        new NodeStatusBuilder(healthy)
            .addToAllocatable("nvidia.com/gpu", new Quantity("4"))
            .build();
    assertThat(NodeFactory.needsRepair(node, notReady)).isTrue();
    assertThat(NodeFactory.needsRepair(node, lessGpus)).isTrue();
    assertThat(NodeFactory.needsRepair(node, null)).isTrue();
  }
}
