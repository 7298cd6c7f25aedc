package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.status.WorkloadStatuses;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.Optional;

/**
 * What resource monitoring needs to know about one KaiwoJob or KaiwoService.
 *
 * @param kind {@code KaiwoJob} or {@code KaiwoService}
 * @param namespace its namespace
 * @param name its name
 * @param uid its UID, which its pods carry as {@code kaiwo.silogen.ai/run-id}
 * @param phase its phase ({@link WorkloadStatus#NEW} when unset)
 * @param underutilization its {@code ResourceUnderutilization} condition, if it has one
 */
public record MonitoredWorkload(
    String kind,
    String namespace,
    String name,
    String uid,
    WorkloadStatus phase,
    Optional<Condition> underutilization) {

  /** The view of a KaiwoJob or KaiwoService. */
  public static MonitoredWorkload of(HasMetadata workload) {
    CommonStatus status = WorkloadStatuses.of(workload);
    WorkloadStatus phase =
        status == null || status.getStatus() == null ? WorkloadStatus.NEW : status.getStatus();
    return new MonitoredWorkload(
        workload.getKind(),
        workload.getMetadata().getNamespace(),
        workload.getMetadata().getName(),
        workload.getMetadata().getUid(),
        phase,
        Conditions.find(
            status == null ? null : status.getConditions(), UnderutilizationCondition.TYPE));
  }

  /** {@code Kind namespace/name}. */
  public String describe() {
    return kind + " " + namespace + "/" + name;
  }
}
