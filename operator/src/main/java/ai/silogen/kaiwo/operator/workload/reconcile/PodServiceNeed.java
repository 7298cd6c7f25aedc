package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.operator.workload.status.BatchJobObserver;
import io.fabric8.kubernetes.api.model.batch.v1.Job;

/**
 * What becomes of a KaiwoJob's headless Service, the one the pods of a Job split over several pods
 * look each other up through.
 */
enum PodServiceNeed {
  /** The pods of the Job (to come, or running) need it: created, or brought in line. */
  APPLY,
  /** The spec no longer splits the job, but the started Job's pods keep their subdomain. */
  KEEP,
  /** Nothing uses it: deleted when it exists. */
  DELETE;

  /**
   * @param wanted whether the desired state has the Service
   * @param job the workload's Job, or {@code null} when there is none (or it is being deleted)
   * @param name the Service's name (the workload's)
   */
  static PodServiceNeed of(boolean wanted, Job job, String name) {
    if (job != null && BatchJobObserver.observe(job).phase().isFinal()) {
      // Its pods have ended and never run again (no retries): nobody looks the others up any
      // more, and the workload's phase is final, so nothing creates the Service again.
      return DELETE;
    }
    if (wanted) {
      return APPLY;
    }
    boolean inUse =
        job != null && name.equals(job.getSpec().getTemplate().getSpec().getSubdomain());
    return inUse ? KEEP : DELETE;
  }
}
