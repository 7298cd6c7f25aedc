package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.operator.cluster.GpuVendor;

/**
 * How a workload's GPUs are split into replicas (pods of a Deployment, Ray workers, or pods of an
 * indexed batch Job).
 *
 * @param vendor GPU vendor (the default vendor when the workload has no GPUs)
 * @param replicas number of replicas
 * @param gpusPerReplica GPUs of each replica (0 without GPUs)
 * @param totalGpus {@code replicas * gpusPerReplica}
 */
public record ResourcePlan(GpuVendor vendor, int replicas, int gpusPerReplica, int totalGpus) {

  /** Whether the workload asks for GPUs. */
  public boolean hasGpus() {
    return gpusPerReplica > 0;
  }
}
