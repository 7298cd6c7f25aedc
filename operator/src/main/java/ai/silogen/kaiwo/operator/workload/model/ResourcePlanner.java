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
 * {@code replicas} in the automatic split; both are fixed here. When the split cannot keep {@code
 * replicas} (or {@code gpusPerReplica}) the plan carries a note saying what became of them and why,
 * which the workload's status, {@code kaiwo render} and {@code kaiwo submit} show. Requests larger
 * than the cluster are not capped: {@link SchedulingCheck} reports them instead. Specs past {@link
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
      return new ResourcePlan(vendor, replicas, 0, 0, "");
    }
    if (gpusPerReplica > 0 && requested >= gpus) {
      return new ResourcePlan(vendor, replicas, gpusPerReplica, requested, "");
    }
    int perNode = capacity.minGpusPerNode() > 0 ? capacity.minGpusPerNode() : total;
    int fit = Math.ceilDiv(total, perNode);
    int split = splitReplicas(total, Math.max(replicas, fit), perNode);
    int each = total / split;
    return new ResourcePlan(
        vendor,
        split,
        each,
        total,
        note(replicas, gpusPerReplica, total, split, each, fit > replicas));
  }

  /**
   * The GPUs {@link #plan} allocates for these spec fields whatever the cluster: {@code max(gpus,
   * replicas × gpusPerReplica)} ({@code null} read as the CRD defaults). For views that have the
   * spec but no cluster.
   */
  public static int totalGpus(Integer replicas, Integer gpus, Integer gpusPerReplica) {
    long requested = (long) orZero(replicas, 1) * orZero(gpusPerReplica, 0);
    return (int) Math.min(Integer.MAX_VALUE, Math.max(requested, orZero(gpus, 0)));
  }

  /**
   * Why the automatic split did not keep {@code spec.replicas} or {@code spec.gpusPerReplica}, in
   * words for users; empty when it kept them.
   *
   * @param nodeBound whether the smallest GPU node, not the even split, raised the replica count
   */
  private static String note(
      int replicas, int gpusPerReplica, int total, int split, int each, boolean nodeBound) {
    String became = "spec.replicas " + replicas + " became " + split;
    String perReplica = ", " + each + " per replica";
    String note = "";
    if (split < replicas) {
      String why = gpusOf(total) + " cannot give each of " + replicas + " replicas one";
      note = became + ": " + why + perReplica;
    } else if (split > replicas) {
      String fit = nodeBound ? " into replicas that each fit on the smallest GPU node" : "";
      note = became + " so that " + gpusOf(total) + " split evenly" + fit + perReplica;
    }
    if (gpusPerReplica > 0 && gpusPerReplica != each) {
      String perReplicaNote =
          "spec.gpusPerReplica "
              + gpusPerReplica
              + " became "
              + each
              + " because spec.gpus asks for "
              + total
              + ", more than replicas × gpusPerReplica";
      note = note.isEmpty() ? perReplicaNote : note + "; " + perReplicaNote;
    }
    return note;
  }

  private static String gpusOf(int count) {
    return count == 1 ? "1 GPU" : count + " GPUs";
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
