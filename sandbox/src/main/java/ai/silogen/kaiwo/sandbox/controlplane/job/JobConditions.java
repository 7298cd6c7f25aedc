package ai.silogen.kaiwo.sandbox.controlplane.job;

import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Conditions;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import io.fabric8.kubernetes.api.model.batch.v1.JobConditionBuilder;

/** {@link Conditions.Adapter} for Job conditions ({@code lastProbeTime} is the update time). */
final class JobConditions implements Conditions.Adapter<JobCondition> {

  static final JobConditions ADAPTER = new JobConditions();

  @Override
  public String type(JobCondition condition) {
    return condition.getType();
  }

  @Override
  public String status(JobCondition condition) {
    return condition.getStatus();
  }

  @Override
  public String reason(JobCondition condition) {
    return condition.getReason();
  }

  @Override
  public String message(JobCondition condition) {
    return condition.getMessage();
  }

  @Override
  public String lastTransitionTime(JobCondition condition) {
    return condition.getLastTransitionTime();
  }

  @Override
  public JobCondition build(
      String type,
      String status,
      String reason,
      String message,
      String lastTransitionTime,
      String now) {
    return new JobConditionBuilder()
        .withType(type)
        .withStatus(status)
        .withReason(reason)
        .withMessage(message)
        .withLastProbeTime(now)
        .withLastTransitionTime(lastTransitionTime)
        .build();
  }
}
