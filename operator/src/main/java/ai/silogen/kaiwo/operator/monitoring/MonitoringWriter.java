package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.status.RunningStatusWriter;
import ai.silogen.kaiwo.operator.workload.status.Termination;
import ai.silogen.kaiwo.operator.workload.status.WorkloadStatuses;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Instant;
import java.util.Optional;

/**
 * Writes a {@link UtilizationPlan.Verdict} into a workload's status through {@link
 * RunningStatusWriter}, and records its event once the write succeeded. A termination follows
 * {@link Termination}'s contract, so the workload controller deletes the children. The verdict is
 * dropped when the workload is no longer what it was decided on (another run, another phase,
 * another {@code ResourceUnderutilization} condition than the plan saw in its cache), the write
 * conflicts or the API server fails: the next poll decides again, and one workload the API server
 * refuses does not stop the others.
 */
final class MonitoringWriter {

  private final RunningStatusWriter writer;
  private final EventRecorder events;

  MonitoringWriter(KubernetesClient client, EventRecorder events) {
    this.writer = new RunningStatusWriter(client, events);
    this.events = events;
  }

  /** Whether the verdict was written. */
  boolean write(UtilizationPlan.Verdict verdict, Instant now) {
    MonitoredWorkload target = verdict.workload();
    Optional<HasMetadata> written =
        writer.update(
            target.kind(),
            target.namespace(),
            target.name(),
            current -> decidedOn(target, current),
            (current, status) -> {
              status.setConditions(Conditions.upsert(status.getConditions(), verdict.condition()));
              verdict
                  .termination()
                  .ifPresent(
                      message ->
                          Termination.request(
                              status,
                              UtilizationPlan.TERMINATION_REASON,
                              message,
                              now,
                              current.getMetadata().getGeneration()));
            });
    written.ifPresent(current -> verdict.event().ifPresent(e -> events.record(current, e)));
    return written.isPresent();
  }

  /**
   * Whether {@code stored} is the run the plan judged, with the same verdict on being underutilised
   * and since when.
   */
  private static boolean decidedOn(MonitoredWorkload judged, HasMetadata stored) {
    Optional<Condition> condition =
        Conditions.find(
            WorkloadStatuses.of(stored).getConditions(), UnderutilizationCondition.TYPE);
    return judged.uid().equals(stored.getMetadata().getUid())
        && judged
            .underutilization()
            .map(Condition::getStatus)
            .equals(condition.map(Condition::getStatus))
        && judged
            .underutilization()
            .map(Condition::getLastTransitionTime)
            .equals(condition.map(Condition::getLastTransitionTime));
  }
}
