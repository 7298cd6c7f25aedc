package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How controllers other than the workload controller (duration preemption, resource monitoring)
 * change the status of a RUNNING KaiwoJob or KaiwoService. They plan from informer caches, so the
 * workload is read fresh, checked again, edited and written with optimistic locking. A change that
 * cannot be written is dropped, never retried here: the caller's next pass decides again on the
 * newer object. When the edit requests a termination ({@link Termination#request}), the Warning
 * event of {@link Termination}'s contract is recorded once the write succeeded.
 */
public final class RunningStatusWriter {

  /** Reason of the event that announces a requested termination. */
  public static final String TERMINATION_EVENT = "WorkloadTermination";

  private static final Logger LOG = LoggerFactory.getLogger(RunningStatusWriter.class);

  private final KubernetesClient client;
  private final EventRecorder events;

  public RunningStatusWriter(KubernetesClient client, EventRecorder events) {
    this.client = client;
    this.events = events;
  }

  /** The stored KaiwoJob or KaiwoService ({@code kind}), or {@code null} when there is none. */
  public HasMetadata read(String kind, String namespace, String name) {
    Class<? extends HasMetadata> type =
        KaiwoJob.class.getSimpleName().equals(kind) ? KaiwoJob.class : KaiwoService.class;
    return client.resources(type).inNamespace(namespace).withName(name).get();
  }

  /**
   * Applies {@code edit} to the stored workload's status and writes it.
   *
   * @param stillValid whether what the caller decided from its cache still holds for the stored
   *     workload (asked only while it is RUNNING)
   * @param edit changes the status (the second argument) of the stored workload in place
   * @return the workload as written; empty when it is gone, no longer RUNNING or valid, changed
   *     meanwhile, or the API server failed (logged)
   */
  public Optional<HasMetadata> update(
      String kind,
      String namespace,
      String name,
      Predicate<HasMetadata> stillValid,
      BiConsumer<HasMetadata, CommonStatus> edit) {
    String described = kind + " " + namespace + "/" + name;
    try {
      HasMetadata current = read(kind, namespace, name);
      CommonStatus status = current == null ? null : WorkloadStatuses.of(current);
      if (status == null
          || status.getStatus() != WorkloadStatus.RUNNING
          || !stillValid.test(current)) {
        return Optional.empty();
      }
      edit.accept(current, status);
      client.resource(WorkloadStatuses.with(current, status)).updateStatus();
      if (Termination.isRequested(status)) {
        String message =
            Conditions.find(status.getConditions(), WorkloadConditions.TERMINATED_EARLY)
                .orElseThrow()
                .getMessage();
        LOG.info("terminating {}: {}", described, message);
        events.warning(current, TERMINATION_EVENT, message);
      }
      return Optional.of(current);
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT
          || e.getCode() == HttpURLConnection.HTTP_NOT_FOUND) {
        LOG.debug("{} changed meanwhile; the next pass decides again", described);
      } else {
        LOG.warn("cannot write the status of {}", described, e);
      }
      return Optional.empty();
    }
  }
}
