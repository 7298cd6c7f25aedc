package ai.silogen.kaiwo.operator.workload.model;

/** The kind of pod a template describes; steps of the pod-template mutation differ by role. */
public enum PodRole {
  /** The pods of a batch Job or a Deployment: run the entrypoint, get the GPUs. */
  WORKLOAD("workload", "1Gi"),
  /** A Ray head: no GPUs, memory from KaiwoConfig {@code ray.headPodMemory}. */
  RAY_HEAD("ray-head", "1Gi"),
  /** A Ray worker of a group that carries the workload's GPUs. */
  RAY_WORKER("ray-worker", "200Gi"),
  /** A Ray worker of a CPU-only group (see {@link RayClusterMutator}): no GPUs. */
  RAY_CPU_WORKER("ray-worker", "200Gi");

  private final String containerName;
  private final String sharedMemory;

  PodRole(String containerName, String sharedMemory) {
    this.containerName = containerName;
    this.sharedMemory = sharedMemory;
  }

  /** Name of the container Kaiwo generates when the template has none. */
  public String containerName() {
    return containerName;
  }

  /** Size limit of the memory-backed {@code /dev/shm} volume added when the pod has none. */
  public String sharedMemory() {
    return sharedMemory;
  }

  /** Whether pods of this role get the workload's GPUs. */
  public boolean getsGpus() {
    return this != RAY_HEAD && this != RAY_CPU_WORKER;
  }
}
