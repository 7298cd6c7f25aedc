package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import io.fabric8.kubernetes.client.CustomResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.util.List;

/**
 * Writes a workload's status with optimistic locking (an update carrying the resourceVersion that
 * was read) and then records its events. A conflict means someone else wrote first (for example a
 * controller requesting termination); the write is dropped, and the newer version triggers another
 * reconcile, so nobody's decision is overwritten with stale data. A workload deleted while it was
 * being reconciled has no status to write; that is the end of its reconciling, not a failure.
 */
final class StatusWriter {

  /** What became of a write. */
  enum Outcome {
    WRITTEN,
    /** Someone else wrote first; the newer version is reconciled next. */
    CONFLICT,
    /** The workload was deleted meanwhile. */
    GONE
  }

  private final KubernetesClient client;
  private final EventRecorder events;

  StatusWriter(KubernetesClient client, EventRecorder events) {
    this.client = client;
    this.events = events;
  }

  /** Writes {@code status} and, once it is written, records the events. */
  <P extends CustomResource<?, ?>> Outcome write(
      P resource, CommonStatus status, List<PlannedEvent> recorded) {
    P copy = ApiSerialization.copy(resource);
    setStatus(copy, status);
    try {
      client.resource(copy).updateStatus();
    } catch (KubernetesClientException e) {
      switch (e.getCode()) {
        case HttpURLConnection.HTTP_CONFLICT:
          return Outcome.CONFLICT;
        case HttpURLConnection.HTTP_NOT_FOUND:
          return Outcome.GONE;
        default:
          throw e;
      }
    }
    recorded.forEach(event -> events.record(resource, event));
    return Outcome.WRITTEN;
  }

  @SuppressWarnings("unchecked")
  private static void setStatus(CustomResource<?, ?> resource, CommonStatus status) {
    ((CustomResource<?, CommonStatus>) resource).setStatus(status);
  }
}
