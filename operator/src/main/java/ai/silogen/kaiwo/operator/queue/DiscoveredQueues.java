package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.TopologyLevel;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.TopologySpec;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueueSpec;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.FlavorQuotas;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceGroup;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceQuota;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ResourceFlavorSpec;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.nodepool.NodePool;
import ai.silogen.kaiwo.operator.nodepool.NodePoolDiscovery;
import io.fabric8.kubernetes.api.model.LabelSelector;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.TaintBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The KaiwoQueueConfig entries generated from discovered node pools: one ResourceFlavor per pool,
 * the default ClusterQueue offering all of them, and Kaiwo's default Topology when some pool's
 * nodes carry its labels.
 */
public final class DiscoveredQueues {

  private static final String CPU = "cpu";
  private static final String MEMORY = "memory";

  private DiscoveredQueues() {}

  /**
   * One flavor per pool, selecting its nodes by {@code kaiwo/nodepool}. Pools whose nodes carry the
   * default topology's labels reference that topology; GPU pools carry the GPU taint when {@code
   * nodes.addTaintsToGpuNodes} is set, so Kueue only admits workloads tolerating it there.
   */
  public static List<ResourceFlavorSpec> flavors(List<NodePool> pools, KaiwoConfigSpec settings) {
    List<ResourceFlavorSpec> flavors = new ArrayList<>();
    for (NodePool pool : pools) {
      ResourceFlavorSpec flavor = new ResourceFlavorSpec();
      flavor.setName(pool.name());
      flavor.setNodeLabels(new LinkedHashMap<>(Map.of(KaiwoLabels.NODE_POOL, pool.name())));
      if (pool.topologyReady()) {
        flavor.setTopologyName(settings.getDefaultTopologyName());
      }
      if (pool.gpusPerNode() > 0
          && Boolean.TRUE.equals(settings.getNodes().getAddTaintsToGpuNodes())) {
        flavor.setTaints(
            List.of(
                new TaintBuilder()
                    .withKey(settings.getNodes().getDefaultGpuTaintKey())
                    .withValue("true")
                    .withEffect("NoSchedule")
                    .build()));
      }
      flavors.add(flavor);
    }
    return flavors;
  }

  /**
   * The default ClusterQueue ({@code defaultClusterQueueName}, in cohort {@code
   * defaultClusterQueueCohortName}, open to all namespaces) with one resource group covering CPU,
   * memory and every GPU resource present, and each pool's quotas; a pool lacking a resource gets
   * quota 0 for it, as Kueue requires every flavor to list every covered resource.
   */
  public static ClusterQueue defaultClusterQueue(List<NodePool> pools, KaiwoConfigSpec settings) {
    ClusterQueueSpec spec = new ClusterQueueSpec();
    spec.setCohort(settings.getDefaultClusterQueueCohortName());
    spec.setNamespaceSelector(new LabelSelector());
    spec.setResourceGroups(resourceGroups(pools));
    ClusterQueue queue = new ClusterQueue();
    queue.setName(settings.getDefaultClusterQueueName());
    queue.setSpec(spec);
    return queue;
  }

  /** The resource groups of the default queue (none when there are no pools). */
  static List<ResourceGroup> resourceGroups(List<NodePool> pools) {
    if (pools.isEmpty()) {
      return List.of();
    }
    List<String> covered = new ArrayList<>(List.of(CPU, MEMORY));
    for (GpuVendor vendor : GpuVendor.values()) {
      if (pools.stream().anyMatch(p -> p.gpuVendor().filter(vendor::equals).isPresent())) {
        covered.add(vendor.resourceKey());
      }
    }
    List<FlavorQuotas> flavors = new ArrayList<>();
    for (NodePool pool : pools.stream().sorted(NodePool.QUEUE_ORDER).toList()) {
      FlavorQuotas quotas = new FlavorQuotas();
      quotas.setName(pool.name());
      quotas.setResources(covered.stream().map(resource -> quota(pool, resource)).toList());
      flavors.add(quotas);
    }
    ResourceGroup group = new ResourceGroup();
    group.setCoveredResources(covered);
    group.setFlavors(flavors);
    return List.of(group);
  }

  /** Kaiwo's default topology (block, rack, host), if some pool can use it. */
  public static Optional<Topology> topology(List<NodePool> pools, KaiwoConfigSpec settings) {
    if (pools.stream().noneMatch(NodePool::topologyReady)) {
      return Optional.empty();
    }
    Topology topology = new Topology();
    topology.setMetadata(
        new ObjectMetaBuilder().withName(settings.getDefaultTopologyName()).build());
    TopologySpec spec = new TopologySpec();
    spec.setLevels(
        NodePoolDiscovery.DEFAULT_TOPOLOGY_LEVELS.stream()
            .map(
                label -> {
                  TopologyLevel level = new TopologyLevel();
                  level.setNodeLabel(label);
                  return level;
                })
            .toList());
    topology.setSpec(spec);
    return Optional.of(topology);
  }

  private static ResourceQuota quota(NodePool pool, String resource) {
    long amount =
        switch (resource) {
          case CPU -> pool.cpuQuota();
          case MEMORY -> pool.memoryQuotaMi();
          default -> pool.gpuResource().filter(resource::equals).isPresent() ? pool.gpuQuota() : 0;
        };
    ResourceQuota quota = new ResourceQuota();
    quota.setName(resource);
    quota.setNominalQuota(
        new Quantity(
            amount == 0 || !MEMORY.equals(resource) ? Long.toString(amount) : amount + "Mi"));
    return quota;
  }
}
