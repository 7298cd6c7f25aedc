package ai.silogen.kaiwo.operator.cluster;

import java.util.Collection;

/**
 * The GPUs of one vendor across the cluster.
 *
 * @param vendor the vendor
 * @param nodes nodes that have at least one GPU of this vendor
 * @param totalGpus GPUs of this vendor on all those nodes
 * @param minGpusPerNode fewest GPUs on one of those nodes (0 when there are none); the size Kaiwo
 *     splits multi-node workloads into, so that every replica fits on any node
 * @param maxGpusPerNode most GPUs on one node (0 when there are none); a replica asking more can
 *     never be scheduled
 */
public record GpuCapacity(
    GpuVendor vendor, int nodes, int totalGpus, int minGpusPerNode, int maxGpusPerNode) {

  /** Sums the nodes of {@code vendor} among {@code nodeGpus}. */
  public static GpuCapacity of(GpuVendor vendor, Collection<NodeGpus> nodeGpus) {
    int nodes = 0;
    int total = 0;
    int min = Integer.MAX_VALUE;
    int max = 0;
    for (NodeGpus node : nodeGpus) {
      if (node.hasVendor(vendor)) {
        nodes++;
        total += node.gpus();
        min = Math.min(min, node.gpus());
        max = Math.max(max, node.gpus());
      }
    }
    return new GpuCapacity(vendor, nodes, total, nodes == 0 ? 0 : min, max);
  }

  /** Whether the cluster has no GPU of this vendor. */
  public boolean isEmpty() {
    return totalGpus == 0;
  }
}
