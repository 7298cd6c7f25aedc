package ai.silogen.kaiwo.operator.nodepool;

import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Nodes with the same {@link NodeProfile} shape: one discovered node pool, which becomes one Kueue
 * ResourceFlavor. Quotas count schedulable (uncordoned) members only; a pool whose nodes are all
 * cordoned is kept with zero quota, so its flavor is not deleted and re-created as nodes are
 * drained and return.
 *
 * @param name pool (and flavor) name, see {@link NodeProfile#poolName()}
 * @param vendor {@code cpu}, {@code amd} or {@code nvidia}
 * @param gpuModel normalised GPU model, {@code only} for CPU pools
 * @param gpusPerNode GPUs on each node
 * @param cpuPerNode nominal CPU cores of each node
 * @param memoryPerNodeMi nominal memory (MiB) of each node
 * @param nodes names of all member nodes, sorted
 * @param schedulableNodes how many members are not cordoned
 * @param cpuQuota sum of nominal CPU cores of schedulable members
 * @param memoryQuotaMi sum of nominal memory (MiB) of schedulable members
 * @param gpuQuota sum of GPUs of schedulable members
 * @param topologyReady whether every member carries the labels of Kaiwo's default topology, so the
 *     flavor can take part in topology-aware scheduling
 */
public record NodePool(
    String name,
    String vendor,
    String gpuModel,
    int gpusPerNode,
    long cpuPerNode,
    long memoryPerNodeMi,
    List<String> nodes,
    int schedulableNodes,
    long cpuQuota,
    long memoryQuotaMi,
    long gpuQuota,
    boolean topologyReady) {

  /**
   * Order of flavors in the default ClusterQueue: CPU pools first, then by GPUs per node, CPU and
   * memory, so Kueue tries the smallest nodes that fit before bigger ones.
   */
  public static final Comparator<NodePool> QUEUE_ORDER =
      Comparator.comparing((NodePool p) -> p.gpusPerNode() > 0)
          .thenComparingInt(NodePool::gpusPerNode)
          .thenComparingLong(NodePool::cpuPerNode)
          .thenComparingLong(NodePool::memoryPerNodeMi)
          .thenComparing(NodePool::name);

  /** The GPU vendor, empty for CPU pools. */
  public Optional<GpuVendor> gpuVendor() {
    return GpuVendor.parse(vendor);
  }

  /** The pod resource name of the pool's GPUs (e.g. {@code amd.com/gpu}), empty for CPU pools. */
  public Optional<String> gpuResource() {
    return gpuVendor().map(GpuVendor::resourceKey);
  }
}
