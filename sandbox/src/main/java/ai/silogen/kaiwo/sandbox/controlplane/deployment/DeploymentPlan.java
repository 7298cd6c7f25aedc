package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import io.fabric8.kubernetes.api.model.apps.DeploymentStatus;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What the deployment controller should do for one Deployment.
 *
 * @param create the new ReplicaSet to create, if the current template has none
 * @param update ReplicaSets to write with new replicas or revision
 * @param delete old, empty ReplicaSets beyond {@code revisionHistoryLimit}
 * @param revision the Deployment's {@code deployment.kubernetes.io/revision} annotation
 * @param status the status to write
 * @param events events to record about the Deployment
 * @param requeueAfter when the progress deadline passes
 */
public record DeploymentPlan(
    Optional<ReplicaSet> create,
    List<ReplicaSet> update,
    List<ReplicaSet> delete,
    String revision,
    DeploymentStatus status,
    List<PlannedEvent> events,
    Optional<Duration> requeueAfter) {

  public DeploymentPlan {
    update = List.copyOf(update);
    delete = List.copyOf(delete);
    events = List.copyOf(events);
  }
}
