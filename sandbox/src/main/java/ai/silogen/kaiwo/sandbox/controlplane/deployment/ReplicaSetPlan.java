package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetStatus;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What the replica-set controller should do for one ReplicaSet.
 *
 * @param podsToCreate number of pods to create from the template
 * @param podsToDelete active pods to delete
 * @param status the status to write
 * @param requeueAfter when a ready pod becomes available ({@code minReadySeconds})
 */
public record ReplicaSetPlan(
    int podsToCreate,
    List<Pod> podsToDelete,
    ReplicaSetStatus status,
    Optional<Duration> requeueAfter) {

  public ReplicaSetPlan {
    podsToDelete = List.copyOf(podsToDelete);
  }
}
