package ai.silogen.kaiwo.operator.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NodeGpusTest {

  @Test
  void allocatableGpusWinOverLabels() {
    Node node =
        TestNodes.node(
            "n",
            Map.of("nvidia.com/gpu.product", "H100", "nvidia.com/gpu.count", "8"),
            Map.of("nvidia.com/gpu", 6));
    assertThat(NodeGpus.of(node)).isEqualTo(new NodeGpus("n", Optional.of(GpuVendor.NVIDIA), 6));
  }

  @Test
  void gpuOperatorLabelsCountBeforeTheDevicePluginReports() {
    Node amd =
        TestNodes.node(
            "a",
            Map.of(
                "amd.com/gpu.product-name",
                "AMD_Instinct_MI300X_OAM",
                "beta.amd.com/gpu.family.AI",
                "8"),
            Map.of());
    Node nvidia =
        TestNodes.node(
            "b", Map.of("nvidia.com/gpu.product", "H100", "nvidia.com/gpu.count", "4"), Map.of());
    assertThat(NodeGpus.of(amd).vendor()).contains(GpuVendor.AMD);
    assertThat(NodeGpus.of(amd).gpus()).isEqualTo(8);
    assertThat(NodeGpus.of(nvidia).vendor()).contains(GpuVendor.NVIDIA);
    assertThat(NodeGpus.of(nvidia).gpus()).isEqualTo(4);
  }

  @Test
  void nodePoolLabelIsTheLastResort() {
    Node node =
        TestNodes.node("n", Map.of("kaiwo/nodepool", "nvidia-teslak80-8gpu-14core-57gi"), Map.of());
    assertThat(NodeGpus.of(node)).isEqualTo(new NodeGpus("n", Optional.of(GpuVendor.NVIDIA), 8));
  }

  @Test
  void cpuNodesAndUnreadableCountsHaveNoGpus() {
    assertThat(NodeGpus.of(TestNodes.cpu("c")).vendor()).isEmpty();
    assertThat(NodeGpus.of(TestNodes.cpu("c")).gpus()).isZero();
    Node garbled =
        TestNodes.node(
            "g", Map.of("nvidia.com/gpu.product", "H100", "nvidia.com/gpu.count", "x"), Map.of());
    assertThat(NodeGpus.of(garbled).gpus()).isZero();
    assertThat(NodeGpus.of(garbled).hasVendor(GpuVendor.NVIDIA)).isFalse();
    Node bare = new NodeBuilder().withNewMetadata().withName("bare").endMetadata().build();
    assertThat(NodeGpus.of(bare)).isEqualTo(new NodeGpus("bare", Optional.empty(), 0));
  }
}
