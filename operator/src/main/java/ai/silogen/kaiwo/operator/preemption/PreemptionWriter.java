package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.status.Termination;
import ai.silogen.kaiwo.operator.workload.status.WorkloadStatuses;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes a {@link PreemptionPlan.Change} into a workload's status with an optimistic-locking status
 * update. A termination follows the workload controller's contract: status {@code TERMINATING} with
 * {@code WorkloadTerminatedEarly=False} carrying the reason; the workload controller then deletes
 * the children and marks it {@code TERMINATED}. On a conflict the change is dropped: the write that
 * won changed the workload, which wakes the next sweep to decide again.
 */
final class PreemptionWriter {

  private static final Logger LOG = LoggerFactory.getLogger(PreemptionWriter.class);

  private final KubernetesClient client;
  private final EventRecorder events;

  PreemptionWriter(KubernetesClient client, EventRecorder events) {
    this.client = client;
    this.events = events;
  }

  /**
   * Writes {@code change}; an API failure drops it (logged) so that the sweep goes on with the
   * other workloads, and the next sweep decides again.
   */
  void write(PreemptionPlan.Change change, Instant now) {
    try {
      update(change, now);
    } catch (KubernetesClientException e) {
      LOG.warn("cannot write the preemption change of {}", change.workload().describe(), e);
    }
  }

  private void update(PreemptionPlan.Change change, Instant now) {
    WorkloadSnapshot target = change.workload();
    HasMetadata current = read(target);
    CommonStatus status = current == null ? null : WorkloadStatuses.of(current);
    if (status == null || status.getStatus() != WorkloadStatus.RUNNING) {
      return;
    }
    if (change.terminateFor().isPresent() && !stillPending(change.terminateFor().get())) {
      // The plan read a cache: the workload it would make room for has started or gone since.
      LOG.debug(
          "{} no longer waits; {} keeps running",
          change.terminateFor().get().describe(),
          target.describe());
      return;
    }
    Long generation = current.getMetadata().getGeneration();
    status.setConditions(
        Conditions.upsert(
            status.getConditions(),
            PreemptableCondition.of(change.preemptable(), now, generation)));
    if (change.terminateFor().isPresent()) {
      Termination.request(
          status, PreemptionPlan.REASON, change.message().orElseThrow(), now, generation);
    }
    try {
      client.resource(WorkloadStatuses.with(current, status)).updateStatus();
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT
          || e.getCode() == HttpURLConnection.HTTP_NOT_FOUND) {
        LOG.debug("{} changed while preempting; the next sweep decides again", target.describe());
        return;
      }
      throw e;
    }
    if (change.terminateFor().isPresent()) {
      LOG.info("terminating {}: {}", target.describe(), change.message().orElseThrow());
      events.warning(current, "WorkloadTermination", change.message().orElseThrow());
    }
  }

  private boolean stillPending(WorkloadSnapshot waiting) {
    HasMetadata current = read(waiting);
    CommonStatus status = current == null ? null : WorkloadStatuses.of(current);
    return status != null && status.getStatus() == WorkloadStatus.PENDING;
  }

  private HasMetadata read(WorkloadSnapshot workload) {
    Class<? extends HasMetadata> type =
        KaiwoJob.class.getSimpleName().equals(workload.kind())
            ? KaiwoJob.class
            : KaiwoService.class;
    return client.resources(type).inNamespace(workload.namespace()).withName(workload.name()).get();
  }
}
