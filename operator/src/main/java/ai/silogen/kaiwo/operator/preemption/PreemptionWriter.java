package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.status.RunningStatusWriter;
import ai.silogen.kaiwo.operator.workload.status.Termination;
import ai.silogen.kaiwo.operator.workload.status.WorkloadStatuses;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Instant;

/**
 * Writes a {@link PreemptionPlan.Change} into a workload's status through {@link
 * RunningStatusWriter}. A termination follows the workload controller's contract: status {@code
 * TERMINATING} with {@code WorkloadTerminatedEarly=False} carrying the reason; the workload
 * controller then deletes the children and marks it {@code TERMINATED}. A change is dropped when it
 * cannot be written (a conflict, an API failure) or when the workload it would make room for no
 * longer waits: the sweep planned from a cache, and the next sweep decides again.
 */
final class PreemptionWriter {

  private final RunningStatusWriter writer;

  PreemptionWriter(KubernetesClient client, EventRecorder events) {
    this.writer = new RunningStatusWriter(client, events);
  }

  void write(PreemptionPlan.Change change, Instant now) {
    WorkloadSnapshot target = change.workload();
    writer.update(
        target.kind(),
        target.namespace(),
        target.name(),
        current -> change.terminateFor().map(this::stillPending).orElse(true),
        (current, status) -> {
          Long generation = current.getMetadata().getGeneration();
          status.setConditions(
              Conditions.upsert(
                  status.getConditions(),
                  PreemptableCondition.of(change.preemptable(), now, generation)));
          if (change.terminateFor().isPresent()) {
            Termination.request(
                status, PreemptionPlan.REASON, change.message().orElseThrow(), now, generation);
          }
        });
  }

  private boolean stillPending(WorkloadSnapshot waiting) {
    HasMetadata current = writer.read(waiting.kind(), waiting.namespace(), waiting.name());
    CommonStatus status = current == null ? null : WorkloadStatuses.of(current);
    return status != null && status.getStatus() == WorkloadStatus.PENDING;
  }
}
