package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import java.util.Optional;

/**
 * How a workload's GPUs are split into replicas (pods of a Deployment, Ray workers, or pods of an
 * indexed batch Job).
 *
 * @param vendor GPU vendor (the default vendor when the workload has no GPUs)
 * @param replicas number of replicas
 * @param gpusPerReplica GPUs of each replica (0 without GPUs)
 * @param totalGpus {@code replicas * gpusPerReplica}
 * @param note what became of {@code spec.replicas} or {@code spec.gpusPerReplica} when the split
 *     could not keep them, and why (e.g. "spec.replicas 3 became 4 so that 4 GPUs split evenly, 1
 *     per replica"); empty when it kept them
 */
public record ResourcePlan(
    GpuVendor vendor, int replicas, int gpusPerReplica, int totalGpus, String note) {

  /** The {@link #note} when the plan differs from what the spec asked for. */
  public Optional<String> adjustment() {
    return note == null || note.isEmpty() ? Optional.empty() : Optional.of(note);
  }

  /** Whether the workload asks for GPUs. */
  public boolean hasGpus() {
    return gpusPerReplica > 0;
  }
}
