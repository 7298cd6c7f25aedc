package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.operator.nodepool.ClusterNodes.amd;
import static ai.silogen.kaiwo.operator.nodepool.ClusterNodes.cpu;
import static ai.silogen.kaiwo.operator.nodepool.ClusterNodes.nvidia;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.FlavorQuotas;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceGroup;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceQuota;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ResourceFlavorSpec;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.nodepool.ClusterNodes;
import ai.silogen.kaiwo.operator.nodepool.NodePool;
import ai.silogen.kaiwo.operator.nodepool.NodePoolDiscovery;
import io.fabric8.kubernetes.api.model.Node;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class DefaultQueueConfigTest {

  private static final KaiwoConfigSpec DEFAULTS = EffectiveKaiwoConfig.defaults().getSpec();

  private static List<NodePool> pools(List<Node> nodes, KaiwoConfigSpec settings) {
    return NodePoolDiscovery.discover(nodes, settings);
  }

  private static final List<Node> MIXED =
      List.of(
          amd("a-0", 8, "128", "2048Gi").build(),
          amd("a-1", 8, "128", "2048Gi").build(),
          nvidia("n-0", "Tesla-K80", 8, "16", "64Gi").build(),
          cpu("c-0", "16", "64Gi").build());

  @Test
  void defaultConfigHasOneFlavorPerPoolAndTheDefaultQueueOverAllOfThem() {
    KaiwoQueueConfig config = DefaultQueueConfig.create(pools(MIXED, DEFAULTS), DEFAULTS);

    assertThat(config.getMetadata().getName()).isEqualTo("kaiwo");
    assertThat(config.getSpec().getResourceFlavors())
        .extracting(ResourceFlavorSpec::getName, ResourceFlavorSpec::getNodeLabels)
        .containsExactly(
            flavor("cpu-only-0gpu-14core-57gi"),
            flavor("nvidia-teslak80-8gpu-14core-57gi"),
            flavor("amd-mi300x-8gpu-115core-1843gi"));
    assertThat(config.getSpec().getTopologies()).isNull();
    ClusterQueue queue = config.getSpec().getClusterQueues().getFirst();
    assertThat(queue.getName()).isEqualTo("kaiwo");
    assertThat(queue.getNamespaces()).isNull();
    assertThat(queue.getSpec().getCohort()).isEqualTo("kaiwo");
    assertThat(queue.getSpec().getNamespaceSelector()).isNotNull();
    ResourceGroup group = queue.getSpec().getResourceGroups().getFirst();
    assertThat(group.getCoveredResources())
        .containsExactly("cpu", "memory", "amd.com/gpu", "nvidia.com/gpu");
    assertThat(quotas(group))
        .containsExactly(
            Map.entry("cpu-only-0gpu-14core-57gi", "14,58982Mi,0,0"),
            Map.entry("nvidia-teslak80-8gpu-14core-57gi", "14,58982Mi,0,8"),
            Map.entry("amd-mi300x-8gpu-115core-1843gi", "230,3774872Mi,16,0"));
    assertThat(config.getMetadata().getAnnotations())
        .containsEntry(
            DefaultQueueConfig.DISCOVERED_FLAVORS,
            "cpu-only-0gpu-14core-57gi,nvidia-teslak80-8gpu-14core-57gi,amd-mi300x-8gpu-115core-1843gi");
  }

  @Test
  void queueNameAndCohortComeFromKaiwoConfig() {
    KaiwoConfigSpec settings = EffectiveKaiwoConfig.defaults().getSpec();
    settings.setDefaultClusterQueueName("team");
    settings.setDefaultClusterQueueCohortName("everyone");
    ClusterQueue queue =
        DefaultQueueConfig.create(pools(MIXED, settings), settings)
            .getSpec()
            .getClusterQueues()
            .getFirst();
    assertThat(queue.getName()).isEqualTo("team");
    assertThat(queue.getSpec().getCohort()).isEqualTo("everyone");
  }

  @Test
  void anEmptyClusterGetsAQueueWithoutResourceGroups() {
    KaiwoQueueConfig config = DefaultQueueConfig.create(List.of(), DEFAULTS);
    assertThat(config.getSpec().getResourceFlavors()).isNullOrEmpty();
    assertThat(config.getSpec().getClusterQueues().getFirst().getSpec().getResourceGroups())
        .isEmpty();
  }

  @Test
  void cpuOnlyClusterCoversCpuAndMemoryOnly() {
    ClusterQueue queue =
        DefaultQueueConfig.create(
                pools(List.of(cpu("c", "16", "64Gi").build()), DEFAULTS), DEFAULTS)
            .getSpec()
            .getClusterQueues()
            .getFirst();
    assertThat(queue.getSpec().getResourceGroups().getFirst().getCoveredResources())
        .containsExactly("cpu", "memory");
  }

  @Test
  void gpuFlavorsCarryTheGpuTaintWhenNodesAreTainted() {
    KaiwoConfigSpec settings = EffectiveKaiwoConfig.defaults().getSpec();
    settings.getNodes().setAddTaintsToGpuNodes(true);
    List<ResourceFlavorSpec> flavors = DiscoveredQueues.flavors(pools(MIXED, settings), settings);
    assertThat(flavors.get(0).getTaints()).isNull();
    assertThat(flavors.get(1).getTaints())
        .singleElement()
        .satisfies(t -> assertThat(t.getKey()).isEqualTo("kaiwo.silogen.ai/gpu"));
  }

  @Test
  void poolsInRacksUseTheDefaultTopology() {
    List<Node> nodes =
        List.of(
            ClusterNodes.inRack(amd("a-0", 8, "128", "2048Gi"), "b", "r"),
            cpu("c-0", "16", "64Gi").build());
    KaiwoQueueConfig config = DefaultQueueConfig.create(pools(nodes, DEFAULTS), DEFAULTS);
    assertThat(config.getSpec().getResourceFlavors())
        .extracting(ResourceFlavorSpec::getTopologyName)
        .containsExactly(null, "default-topology");
    assertThat(config.getSpec().getTopologies())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.getMetadata().getName()).isEqualTo("default-topology");
              assertThat(t.getSpec().getLevels())
                  .extracting(l -> l.getNodeLabel())
                  .containsExactly(
                      "kaiwo/topology-block", "kaiwo/topology-rack", "kubernetes.io/hostname");
            });
    assertThat(config.getMetadata().getAnnotations())
        .containsEntry(DefaultQueueConfig.DISCOVERED_TOPOLOGY, "default-topology");
  }

  @Test
  void mergeReplacesOnlyWhatDiscoveryWroteAndKeepsTheAdministratorsEntries() {
    KaiwoQueueConfig stored = DefaultQueueConfig.create(pools(MIXED, DEFAULTS), DEFAULTS);
    ResourceFlavorSpec custom = new ResourceFlavorSpec();
    custom.setName("reserved");
    custom.setNodeLabels(Map.of("pool", "reserved"));
    stored.getSpec().setResourceFlavors(append(stored.getSpec().getResourceFlavors(), custom));
    ClusterQueue team = new ClusterQueue();
    team.setName("team-a");
    team.setNamespaces(List.of("team-a"));
    ClusterQueue defaultQueue = stored.getSpec().getClusterQueues().getFirst();
    defaultQueue.setNamespaces(List.of("kaiwo"));
    defaultQueue.getSpec().setPreemption(Map.of("withinClusterQueue", "LowerPriority"));
    stored.getSpec().setClusterQueues(List.of(defaultQueue, team));

    // The NVIDIA node goes away and another AMD node joins.
    List<Node> now =
        List.of(
            amd("a-0", 8, "128", "2048Gi").build(),
            amd("a-1", 8, "128", "2048Gi").build(),
            amd("a-2", 8, "128", "2048Gi").build(),
            cpu("c-0", "16", "64Gi").build());
    KaiwoQueueConfig merged = DefaultQueueConfig.merge(stored, pools(now, DEFAULTS), DEFAULTS);

    assertThat(merged.getSpec().getResourceFlavors())
        .extracting(ResourceFlavorSpec::getName)
        .containsExactly("reserved", "cpu-only-0gpu-14core-57gi", "amd-mi300x-8gpu-115core-1843gi");
    assertThat(merged.getSpec().getClusterQueues())
        .extracting(ClusterQueue::getName)
        .containsExactly("kaiwo", "team-a");
    ClusterQueue mergedDefault = merged.getSpec().getClusterQueues().getFirst();
    assertThat(mergedDefault.getNamespaces()).containsExactly("kaiwo");
    assertThat(mergedDefault.getSpec().getPreemption())
        .containsEntry("withinClusterQueue", "LowerPriority");
    assertThat(quotas(mergedDefault.getSpec().getResourceGroups().getFirst()))
        .containsEntry("amd-mi300x-8gpu-115core-1843gi", "345,5662308Mi,24");
    assertThat(stored.getSpec().getResourceFlavors()).as("input untouched").hasSize(4);
  }

  @Test
  void mergingUnchangedNodesChangesNothing() {
    KaiwoQueueConfig stored = DefaultQueueConfig.create(pools(MIXED, DEFAULTS), DEFAULTS);
    KaiwoQueueConfig again = DefaultQueueConfig.merge(stored, pools(MIXED, DEFAULTS), DEFAULTS);
    assertThat(ApiSerialization.sameContent(stored, again)).isTrue();
  }

  @Test
  void theDiscoveredTopologyGoesWhenNodesLeaveTheirRacks() {
    List<Node> racked = List.of(ClusterNodes.inRack(amd("a-0", 8, "128", "2048Gi"), "b", "r"));
    KaiwoQueueConfig stored = DefaultQueueConfig.create(pools(racked, DEFAULTS), DEFAULTS);
    KaiwoQueueConfig merged =
        DefaultQueueConfig.merge(
            stored, pools(List.of(amd("a-0", 8, "128", "2048Gi").build()), DEFAULTS), DEFAULTS);
    assertThat(merged.getSpec().getTopologies()).isEmpty();
    assertThat(merged.getMetadata().getAnnotations())
        .doesNotContainKey(DefaultQueueConfig.DISCOVERED_TOPOLOGY);
  }

  private static Map<String, String> quotas(ResourceGroup group) {
    return group.getFlavors().stream()
        .collect(
            Collectors.toMap(
                FlavorQuotas::getName,
                f ->
                    f.getResources().stream()
                        .map(ResourceQuota::getNominalQuota)
                        .map(Object::toString)
                        .collect(Collectors.joining(",")),
                (a, b) -> a,
                java.util.LinkedHashMap::new));
  }

  private static org.assertj.core.groups.Tuple flavor(String name) {
    return org.assertj.core.groups.Tuple.tuple(name, Map.of("kaiwo/nodepool", name));
  }

  private static <T> List<T> append(List<T> list, T item) {
    List<T> result = new java.util.ArrayList<>(list);
    result.add(item);
    return result;
  }
}
