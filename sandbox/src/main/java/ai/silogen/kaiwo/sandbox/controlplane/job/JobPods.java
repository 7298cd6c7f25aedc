package ai.silogen.kaiwo.sandbox.controlplane.job;

import ai.silogen.kaiwo.sandbox.controlplane.pods.PodTemplates;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.Map;

/** Builds a Job's pods from its template, labelled as the job controller does it. */
public final class JobPods {

  /** Label carrying the Job's name. */
  public static final String JOB_NAME = "batch.kubernetes.io/job-name";

  /** Label carrying the Job's UID (the Job's selector on a real cluster). */
  public static final String CONTROLLER_UID = "batch.kubernetes.io/controller-uid";

  private JobPods() {}

  /**
   * A new pod {@code <job>-<5 random>} from the Job's template with the job labels (also in their
   * legacy spellings {@code job-name} and {@code controller-uid}). The API server adds these labels
   * to the template on a real cluster; adding them here again keeps pods right on servers that do
   * not.
   */
  public static Pod newPod(Job job) {
    String name = job.getMetadata().getName();
    String uid = job.getMetadata().getUid();
    return PodTemplates.newPod(
        job,
        job.getSpec().getTemplate(),
        Map.of(CONTROLLER_UID, uid, "controller-uid", uid, JOB_NAME, name, "job-name", name));
  }
}
