package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayJobSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobSpec;

/**
 * The RayJob of a KaiwoJob with Ray, named like it. Base: {@code spec.rayJob} when given, else a
 * RayJob that shuts its cluster down when the job finishes. The entrypoint is passed verbatim;
 * {@code backoffLimit} is forced to 0 as for batch Jobs; the cluster comes from {@link
 * RayClusterMutator}. Kueue's webhook suspends the RayJob until it is admitted.
 */
public final class RayJobBuilder {

  private RayJobBuilder() {}

  public static RayJob build(BuildContext context) {
    KaiwoJobSpec spec = (KaiwoJobSpec) context.spec();
    RayJob base = EmbeddedObjects.rayJob(spec).orElseGet(RayJob::new);
    RayJobSpec job = base.getSpec();
    if (job == null) {
      job = new RayJobSpec();
      job.setShutdownAfterJobFinishes(true);
    }
    Entrypoint.ray(spec.getEntrypoint()).ifPresent(job::setEntrypoint);
    job.setBackoffLimit(0);
    job.setRayClusterSpec(
        RayClusterMutator.mutate(
            job.getRayClusterSpec(), context, "spec.rayJob.spec.rayClusterSpec"));
    RayJob result = new RayJob();
    result.setMetadata(Ownership.queuedChildMetadata(context, base.getMetadata()));
    result.setSpec(job);
    return result;
  }
}
