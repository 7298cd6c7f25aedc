package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Conditions;
import io.fabric8.kubernetes.api.model.apps.DeploymentCondition;
import io.fabric8.kubernetes.api.model.apps.DeploymentConditionBuilder;

/** {@link Conditions.Adapter} for Deployment conditions (with {@code lastUpdateTime}). */
final class DeploymentConditions implements Conditions.Adapter<DeploymentCondition> {

  static final DeploymentConditions ADAPTER = new DeploymentConditions();

  @Override
  public String type(DeploymentCondition condition) {
    return condition.getType();
  }

  @Override
  public String status(DeploymentCondition condition) {
    return condition.getStatus();
  }

  @Override
  public String reason(DeploymentCondition condition) {
    return condition.getReason();
  }

  @Override
  public String message(DeploymentCondition condition) {
    return condition.getMessage();
  }

  @Override
  public String lastTransitionTime(DeploymentCondition condition) {
    return condition.getLastTransitionTime();
  }

  @Override
  public DeploymentCondition build(
      String type,
      String status,
      String reason,
      String message,
      String lastTransitionTime,
      String now) {
    return new DeploymentConditionBuilder()
        .withType(type)
        .withStatus(status)
        .withReason(reason)
        .withMessage(message)
        .withLastUpdateTime(now)
        .withLastTransitionTime(lastTransitionTime)
        .build();
  }
}
