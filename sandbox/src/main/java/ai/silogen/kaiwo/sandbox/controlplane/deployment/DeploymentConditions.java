package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import ai.silogen.kaiwo.api.status.ConditionKind;
import io.fabric8.kubernetes.api.model.apps.DeploymentCondition;
import io.fabric8.kubernetes.api.model.apps.DeploymentConditionBuilder;

/** Deployment conditions for {@code Conditions} (with {@code lastUpdateTime}). */
final class DeploymentConditions {

  static final ConditionKind<DeploymentCondition> KIND =
      new ConditionKind<>(
          DeploymentCondition::getType,
          DeploymentCondition::getStatus,
          DeploymentCondition::getLastTransitionTime,
          (type, status, reason, message, now) ->
              new DeploymentConditionBuilder()
                  .withType(type)
                  .withStatus(status)
                  .withReason(reason)
                  .withMessage(message)
                  .withLastUpdateTime(now)
                  .withLastTransitionTime(now)
                  .build(),
          (condition, since, now) ->
              new DeploymentConditionBuilder(condition)
                  .withLastUpdateTime(now)
                  .withLastTransitionTime(since)
                  .build());

  private DeploymentConditions() {}
}
