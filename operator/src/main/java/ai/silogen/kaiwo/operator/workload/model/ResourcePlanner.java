package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonMetaSpec;
import ai.silogen.kaiwo.operator.cluster.GpuCapacity;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import java.util.Objects;

/**
 * The GPU scheduling math: {@code replicas}, {@code gpus} and {@code gpusPerReplica} plus the
 * cluster's GPU nodes give the replica split.
 *
 * <ul>
 *   <li>No GPUs: {@code replicas} replicas without GPUs (0 scales a Deployment to zero).
 *   <li>{@code gpusPerReplica} set and {@code replicas * gpusPerReplica >= gpus}: exactly that.
 *   <li>Otherwise Kaiwo splits {@code total = max(gpus, replicas * gpusPerReplica)} itself: into at
 *       least {@code replicas} and at least {@code ceil(total / gpusPerNode)} replicas (so every
 *       replica fits on the smallest GPU node of the vendor), choosing the smallest such count that
 *       divides {@code total} so that every GPU asked for is allocated.
 * </ul>
 *
 * <p>The original divided with a remainder (9 GPUs on 8-GPU nodes gave 2 × 4 = 8) and ignored
 * {@code replicas} in the automatic split; both are fixed here. Requests larger than the cluster
 * are not capped: {@link SchedulingCheck} reports them instead. Specs past {@link
 * WorkloadValidator}'s bounds are invalid and never planned; the arithmetic cannot overflow within
 * them.
 */
public final class ResourcePlanner {

  private ResourcePlanner() {}

  /**
   * Plans {@code spec} on a cluster with {@code capacity} GPUs of the spec's vendor.
   *
   * @param vendor the spec's GPU vendor
   */
  public static ResourcePlan plan(CommonMetaSpec spec, GpuVendor vendor, GpuCapacity capacity) {
    Objects.requireNonNull(vendor);
    int replicas = orZero(spec.getReplicas(), 1);
    int gpusPerReplica = orZero(spec.getGpusPerReplica(), 0);
    int gpus = orZero(spec.getGpus(), 0);
    // long: replicas * gpusPerReplica of two ints can wrap (65536 * 65536 gave 0 GPUs).
    long requestedGpus = (long) replicas * gpusPerReplica;
    if (requestedGpus > WorkloadValidator.MAX_GPUS || gpus > WorkloadValidator.MAX_GPUS) {
      throw new IllegalArgumentException(
          "more than " + WorkloadValidator.MAX_GPUS + " GPUs; WorkloadValidator refuses this spec");
    }
    int requested = (int) requestedGpus;
    int total = Math.max(requested, gpus);
    if (total == 0) {
      return new ResourcePlan(vendor, replicas, 0, 0);
    }
    if (gpusPerReplica > 0 && requested >= gpus) {
      return new ResourcePlan(vendor, replicas, gpusPerReplica, requested);
    }
    int perNode = capacity.minGpusPerNode() > 0 ? capacity.minGpusPerNode() : total;
    int split = splitReplicas(total, Math.max(replicas, Math.ceilDiv(total, perNode)), perNode);
    return new ResourcePlan(vendor, split, total / split, total);
  }

  /** Smallest replica count {@code >= atLeast} that divides {@code total} evenly. */
  private static int splitReplicas(int total, int atLeast, int perNode) {
    for (int count = atLeast; count <= total; count++) {
      if (total % count == 0) {
        return count;
      }
    }
    // More replicas asked than GPUs: one GPU each is impossible, so fit to the nodes instead.
    return splitReplicas(total, Math.ceilDiv(total, perNode), perNode);
  }

  private static int orZero(Integer value, int fallback) {
    return value == null ? fallback : Math.max(0, value);
  }
}
