package ai.silogen.kaiwo.operator.workload.model;

/** What runs a Kaiwo workload. */
public enum WorkloadRuntime {
  /** KaiwoJob without Ray: a batch/v1 Job. */
  BATCH_JOB,
  /** KaiwoJob with {@code ray: true} or {@code rayJob}: a KubeRay RayJob. */
  RAY_JOB,
  /** KaiwoService without Ray: an apps/v1 Deployment. */
  DEPLOYMENT,
  /** KaiwoService with {@code ray: true} or {@code rayService}: a RayService in an AppWrapper. */
  RAY_SERVICE;

  /** Whether this runtime runs a KaiwoJob (rather than a KaiwoService). */
  public boolean isJob() {
    return this == BATCH_JOB || this == RAY_JOB;
  }

  /** Whether the workload runs on a Ray cluster. */
  public boolean isRay() {
    return this == RAY_JOB || this == RAY_SERVICE;
  }
}
