package ai.silogen.kaiwo.operator.nodepool;

import static ai.silogen.kaiwo.operator.nodepool.ClusterNodes.amd;
import static ai.silogen.kaiwo.operator.nodepool.ClusterNodes.cpu;
import static ai.silogen.kaiwo.operator.nodepool.ClusterNodes.nvidia;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import io.fabric8.kubernetes.api.model.Node;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NodePoolDiscoveryTest {

  private static final KaiwoConfigSpec DEFAULTS = EffectiveKaiwoConfig.defaults().getSpec();

  @Test
  void amdNodesFormOnePoolNamedAfterModelGpusAndNinetyPercentOfCpuAndMemory() {
    List<NodePool> pools =
        NodePoolDiscovery.discover(
            List.of(amd("a-0", 8, "128", "2048Gi").build(), amd("a-1", 8, "128", "2048Gi").build()),
            DEFAULTS);

    assertThat(pools).hasSize(1);
    NodePool pool = pools.getFirst();
    assertThat(pool.name()).isEqualTo("amd-mi300x-8gpu-115core-1843gi");
    assertThat(pool.gpuVendor()).contains(GpuVendor.AMD);
    assertThat(pool.gpuResource()).contains("amd.com/gpu");
    assertThat(pool.nodes()).containsExactly("a-0", "a-1");
    assertThat(pool.cpuQuota()).isEqualTo(230);
    assertThat(pool.memoryQuotaMi()).isEqualTo(2 * 1_887_436L);
    assertThat(pool.gpuQuota()).isEqualTo(16);
  }

  @Test
  void nvidiaAndCpuPoolsAreNamedLikeTheOriginalOperatorNamesThem() {
    List<NodePool> pools =
        NodePoolDiscovery.discover(
            List.of(
                nvidia("n-0", "Tesla-K80", 8, "16", "64Gi").build(),
                cpu("c-0", "16", "64Gi").build()),
            DEFAULTS);

    assertThat(pools)
        .extracting(NodePool::name)
        .containsExactly("cpu-only-0gpu-14core-57gi", "nvidia-teslak80-8gpu-14core-57gi");
    NodePool cpuPool = pools.getFirst();
    assertThat(cpuPool.gpuVendor()).isEmpty();
    assertThat(cpuPool.gpuQuota()).isZero();
    assertThat(cpuPool.memoryQuotaMi()).isEqualTo(58_982);
  }

  @Test
  void mixedClusterIsOrderedCpuFirstThenByGpusCpuAndMemory() {
    List<NodePool> pools =
        NodePoolDiscovery.discover(
            List.of(
                amd("big", 8, "192", "2048Gi").build(),
                nvidia("h100", "NVIDIA-H100-80GB-HBM3", 4, "64", "512Gi").build(),
                amd("small", 8, "96", "1024Gi").build(),
                cpu("cpu", "32", "128Gi").build()),
            DEFAULTS);

    assertThat(pools)
        .extracting(NodePool::name)
        .containsExactly(
            "cpu-only-0gpu-28core-115gi",
            "nvidia-nvidiah10080gbhbm3-4gpu-57core-460gi",
            "amd-mi300x-8gpu-86core-921gi",
            "amd-mi300x-8gpu-172core-1843gi");
  }

  @Test
  void fractionalCpuCapacityIsRoundedDown() {
    NodePool pool =
        NodePoolDiscovery.discover(List.of(cpu("c", "15500m", "10Gi").build()), DEFAULTS)
            .getFirst();
    assertThat(pool.name()).isEqualTo("cpu-only-0gpu-13core-9gi");
    assertThat(pool.memoryQuotaMi()).isEqualTo(9216);
  }

  @Test
  void cordonedNodesKeepTheirPoolButAddNoQuota() {
    List<NodePool> pools =
        NodePoolDiscovery.discover(
            List.of(
                amd("a-0", 8, "128", "2048Gi").build(),
                ClusterNodes.cordoned(amd("a-1", 8, "128", "2048Gi")),
                ClusterNodes.cordoned(cpu("c-0", "16", "64Gi"))),
            DEFAULTS);

    assertThat(pools).extracting(NodePool::name).hasSize(2);
    NodePool cpuPool = pools.get(0);
    assertThat(cpuPool.nodes()).containsExactly("c-0");
    assertThat(cpuPool.schedulableNodes()).isZero();
    assertThat(cpuPool.cpuQuota()).isZero();
    assertThat(cpuPool.memoryQuotaMi()).isZero();
    NodePool gpuPool = pools.get(1);
    assertThat(gpuPool.nodes()).containsExactly("a-0", "a-1");
    assertThat(gpuPool.schedulableNodes()).isEqualTo(1);
    assertThat(gpuPool.gpuQuota()).isEqualTo(8);
    assertThat(gpuPool.cpuQuota()).isEqualTo(115);
  }

  @Test
  void controlPlaneNodesAreLeftOutOnlyWhenConfigured() {
    List<Node> nodes =
        List.of(
            ClusterNodes.controlPlane(cpu("master", "8", "32Gi")), cpu("w", "16", "64Gi").build());
    KaiwoConfigSpec exclude = EffectiveKaiwoConfig.defaults().getSpec();
    exclude.getNodes().setExcludeMasterNodesFromNodePools(true);

    assertThat(NodePoolDiscovery.discover(nodes, DEFAULTS))
        .flatExtracting(NodePool::nodes)
        .containsExactlyInAnyOrder("master", "w");
    assertThat(NodePoolDiscovery.discover(nodes, exclude))
        .flatExtracting(NodePool::nodes)
        .containsExactly("w");
  }

  @Test
  void nodesBeingDeletedAreIgnored() {
    Node leaving = cpu("leaving", "16", "64Gi").build();
    leaving.getMetadata().setDeletionTimestamp("2026-01-01T00:00:00Z");
    assertThat(NodePoolDiscovery.discover(List.of(leaving), DEFAULTS)).isEmpty();
  }

  @Test
  void aPoolIsTopologyReadyOnlyWhenAllItsNodesAreInABlockAndRack() {
    List<NodePool> pools =
        NodePoolDiscovery.discover(
            List.of(
                ClusterNodes.inRack(amd("a-0", 8, "128", "2048Gi"), "b1", "r1"),
                ClusterNodes.inRack(amd("a-1", 8, "128", "2048Gi"), "b1", "r2"),
                ClusterNodes.inRack(cpu("c-0", "16", "64Gi"), "b1", "r1"),
                cpu("c-1", "16", "64Gi").build()),
            DEFAULTS);
    assertThat(pools).extracting(NodePool::topologyReady).containsExactly(false, true);
  }

  @Test
  void gpuModelNamesAreNormalised() {
    assertThat(GpuModelNames.amd("AMD_Instinct_MI300X_OAM")).isEqualTo("mi300x");
    assertThat(GpuModelNames.amd("AMD_Radeon_PRO_W7900_Series")).isEqualTo("prow7900");
    assertThat(GpuModelNames.amd(null)).isEqualTo(GpuModelNames.UNKNOWN);
    assertThat(GpuModelNames.nvidia("Tesla-K80")).isEqualTo("teslak80");
    assertThat(GpuModelNames.nvidia("NVIDIA A100 (SXM4) 80GB/x")).isEqualTo("nvidiaa100sxm480gbx");
    assertThat(GpuModelNames.nvidia("---")).isEqualTo(GpuModelNames.UNKNOWN);
    assertThat(GpuModelNames.nvidia("x".repeat(80))).hasSize(30);
  }

  @Test
  void nodesWithAZeroGpuCountAreCpuNodes() {
    Node node =
        ClusterNodes.node("z", "16", "64Gi", java.util.Map.of(), java.util.Map.of("amd.com/gpu", 0))
            .build();
    NodeProfile profile = NodeProfile.of(node);
    assertThat(profile.poolName()).isEqualTo("cpu-only-0gpu-14core-57gi");
    assertThat(profile.gpuVendor()).isEqualTo(Optional.empty());
  }
}
