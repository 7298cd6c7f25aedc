package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobSpec;

/**
 * The batch Job of a KaiwoJob without Ray, named like it. Base: {@code spec.job} when given.
 *
 * <ul>
 *   <li>{@code suspend: true}: Kueue un-suspends the Job when it admits it.
 *   <li>{@code backoffLimit} forced to 0: a failed GPU job is reported, not silently retried while
 *       holding quota.
 *   <li>{@code ttlSecondsAfterFinished} 3600 unless the user set one.
 *   <li>When the GPUs are split over several replicas (more GPUs than one node has, or {@code
 *       replicas > 1}), an Indexed Job with one pod per replica ({@code completions = parallelism =
 *       replicas}); every pod sees {@code JOB_COMPLETION_INDEX} and {@code NUM_REPLICAS}, and the
 *       pods find each other through a headless Service and the rendezvous environment ({@link
 *       Rendezvous}). The original created a single pod with only one node's worth of GPUs.
 * </ul>
 */
public final class BatchJobBuilder {

  static final int DEFAULT_TTL_SECONDS = 3600;

  private BatchJobBuilder() {}

  public static Job build(BuildContext context) {
    KaiwoJobSpec spec = (KaiwoJobSpec) context.spec();
    Job base = EmbeddedObjects.job(spec).orElseGet(Job::new);
    JobSpec job = base.getSpec() == null ? new JobSpec() : base.getSpec();
    PodTemplateSpec template =
        PodTemplateMutator.mutate(job.getTemplate(), context, PodRole.WORKLOAD);
    if (template.getSpec().getRestartPolicy() == null) {
      template.getSpec().setRestartPolicy("Never");
    }
    job.setTemplate(template);
    job.setBackoffLimit(0);
    if (job.getTtlSecondsAfterFinished() == null) {
      job.setTtlSecondsAfterFinished(DEFAULT_TTL_SECONDS);
    }
    job.setSuspend(true);
    int replicas = context.plan().replicas();
    if (replicas > 1) {
      job.setCompletionMode("Indexed");
      job.setCompletions(replicas);
      job.setParallelism(replicas);
    }
    Job result = new Job();
    result.setMetadata(Ownership.queuedChildMetadata(context, base.getMetadata()));
    result.setSpec(job);
    Rendezvous.addTo(result, context);
    return result;
  }
}
