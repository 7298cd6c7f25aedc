package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentCondition;
import io.fabric8.kubernetes.api.model.apps.DeploymentStatus;
import java.util.Optional;

/**
 * The phase of a Deployment: a rollout past its progress deadline is an ERROR (recoverable: it
 * clears when the rollout progresses again); all desired replicas updated and available is RUNNING;
 * anything else is STARTING.
 */
public final class DeploymentObserver {

  private DeploymentObserver() {}

  public static ChildStatus observe(Deployment deployment) {
    DeploymentStatus status =
        deployment.getStatus() == null ? new DeploymentStatus() : deployment.getStatus();
    Optional<DeploymentCondition> stalled =
        status.getConditions() == null
            ? Optional.empty()
            : status.getConditions().stream()
                .filter(
                    c ->
                        "Progressing".equals(c.getType())
                            && "False".equals(c.getStatus())
                            && "ProgressDeadlineExceeded".equals(c.getReason()))
                .findFirst();
    if (stalled.isPresent()) {
      return ChildStatus.of(
          WorkloadStatus.ERROR,
          "ProgressDeadlineExceeded",
          "Deployment exceeded its progress deadline"
              + (stalled.get().getMessage() == null ? "" : ": " + stalled.get().getMessage()));
    }
    long generation =
        deployment.getMetadata().getGeneration() == null
            ? 0
            : deployment.getMetadata().getGeneration();
    long observed = status.getObservedGeneration() == null ? 0 : status.getObservedGeneration();
    int desired =
        deployment.getSpec() == null || deployment.getSpec().getReplicas() == null
            ? 1
            : deployment.getSpec().getReplicas();
    int available = status.getAvailableReplicas() == null ? 0 : status.getAvailableReplicas();
    if (observed < generation || available < desired) {
      return ChildStatus.of(WorkloadStatus.STARTING);
    }
    return ChildStatus.of(WorkloadStatus.RUNNING);
  }
}
