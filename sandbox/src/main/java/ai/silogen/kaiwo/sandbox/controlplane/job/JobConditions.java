package ai.silogen.kaiwo.sandbox.controlplane.job;

import ai.silogen.kaiwo.api.status.ConditionKind;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import io.fabric8.kubernetes.api.model.batch.v1.JobConditionBuilder;

/** Job conditions for {@code Conditions} ({@code lastProbeTime} is the update time). */
final class JobConditions {

  static final ConditionKind<JobCondition> KIND =
      new ConditionKind<>(
          JobCondition::getType,
          JobCondition::getStatus,
          JobCondition::getLastTransitionTime,
          (type, status, reason, message, now) ->
              new JobConditionBuilder()
                  .withType(type)
                  .withStatus(status)
                  .withReason(reason)
                  .withMessage(message)
                  .withLastProbeTime(now)
                  .withLastTransitionTime(now)
                  .build(),
          (condition, since, now) ->
              new JobConditionBuilder(condition)
                  .withLastProbeTime(now)
                  .withLastTransitionTime(since)
                  .build());

  private JobConditions() {}
}
