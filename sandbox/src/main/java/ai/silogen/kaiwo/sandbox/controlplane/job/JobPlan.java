package ai.silogen.kaiwo.sandbox.controlplane.job;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.JobStatus;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What the job controller should do for one Job.
 *
 * @param podsToCreate number of new pods to create from the template
 * @param indexesToCreate for an Indexed Job, the index of each of those pods (empty otherwise)
 * @param podsToDelete active pods to delete
 * @param status the status to write
 * @param events events to record about the Job
 * @param deleteJob whether the Job's time-to-live after finishing has passed
 * @param requeueAfter when to look again without any change (deadline or TTL timers)
 */
public record JobPlan(
    int podsToCreate,
    List<Integer> indexesToCreate,
    List<Pod> podsToDelete,
    JobStatus status,
    List<PlannedEvent> events,
    boolean deleteJob,
    Optional<Duration> requeueAfter) {

  public JobPlan {
    indexesToCreate = List.copyOf(indexesToCreate);
    podsToDelete = List.copyOf(podsToDelete);
    events = List.copyOf(events);
  }
}
