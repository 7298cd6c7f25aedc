package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.status.Termination;
import ai.silogen.kaiwo.operator.workload.status.WorkloadStatuses;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.time.Instant;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes a {@link UtilizationPlan.Verdict} into a workload's status with an optimistic-locking
 * status update, and records its events once the write succeeded. A termination follows {@link
 * Termination}'s contract, so the workload controller deletes the children. The verdict is dropped
 * when the workload is no longer what it was decided on (another run, another phase, another {@code
 * ResourceUnderutilization} condition than the plan saw in its cache) or the write conflicts: the
 * next poll decides again on the newer object. Any other API failure is logged and drops this
 * workload's verdict only, so one workload the API server refuses does not stop the others.
 */
final class MonitoringWriter {

  private static final Logger LOG = LoggerFactory.getLogger(MonitoringWriter.class);

  private final KubernetesClient client;
  private final EventRecorder events;

  MonitoringWriter(KubernetesClient client, EventRecorder events) {
    this.client = client;
    this.events = events;
  }

  /** Whether the verdict was written. */
  boolean write(UtilizationPlan.Verdict verdict, Instant now) {
    MonitoredWorkload target = verdict.workload();
    try {
      return update(verdict, now);
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT
          || e.getCode() == HttpURLConnection.HTTP_NOT_FOUND) {
        LOG.debug("{} changed during the poll; the next one decides again", target.describe());
      } else {
        LOG.warn("cannot write the GPU utilization verdict of {}", target.describe(), e);
      }
      return false;
    }
  }

  private boolean update(UtilizationPlan.Verdict verdict, Instant now) {
    MonitoredWorkload target = verdict.workload();
    Class<? extends HasMetadata> type =
        KaiwoJob.class.getSimpleName().equals(target.kind()) ? KaiwoJob.class : KaiwoService.class;
    HasMetadata current =
        client.resources(type).inNamespace(target.namespace()).withName(target.name()).get();
    CommonStatus status = current == null ? null : WorkloadStatuses.of(current);
    if (status == null
        || status.getStatus() != WorkloadStatus.RUNNING
        || !target.uid().equals(current.getMetadata().getUid())
        || !sameVerdict(
            target.underutilization(),
            Conditions.find(status.getConditions(), UnderutilizationCondition.TYPE))) {
      return false;
    }
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
    client.resource(WorkloadStatuses.with(current, status)).updateStatus();
    verdict.event().ifPresent(event -> events.record(current, event));
    verdict
        .termination()
        .ifPresent(
            message -> {
              LOG.info("terminating {}: {}", target.describe(), message);
              events.warning(current, "WorkloadTermination", message);
            });
    return true;
  }

  /** Whether both say the same about being underutilised, and since when. */
  private static boolean sameVerdict(Optional<Condition> judged, Optional<Condition> stored) {
    return judged.map(Condition::getStatus).equals(stored.map(Condition::getStatus))
        && judged
            .map(Condition::getLastTransitionTime)
            .equals(stored.map(Condition::getLastTransitionTime));
  }
}
