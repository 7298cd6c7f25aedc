package ai.silogen.kaiwo.operator.modelserving.cache;

import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import java.util.Optional;

/** Reads the outcome of a Job from its conditions. */
public final class JobState {

  private JobState() {}

  public static boolean complete(Job job) {
    return condition(job, "Complete").isPresent();
  }

  /** The failure message of a failed Job, if it failed. */
  public static Optional<String> failure(Job job) {
    return condition(job, "Failed")
        .map(c -> c.getMessage() != null ? c.getMessage() : String.valueOf(c.getReason()));
  }

  private static Optional<JobCondition> condition(Job job, String type) {
    if (job.getStatus() == null || job.getStatus().getConditions() == null) {
      return Optional.empty();
    }
    return job.getStatus().getConditions().stream()
        .filter(c -> type.equals(c.getType()) && "True".equals(c.getStatus()))
        .findFirst();
  }
}
