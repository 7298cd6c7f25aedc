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
 * reconcile, so nobody's decision is overwritten with stale data.
 */
final class StatusWriter {

  private final KubernetesClient client;
  private final EventRecorder events;

  StatusWriter(KubernetesClient client, EventRecorder events) {
    this.client = client;
    this.events = events;
  }

  /**
   * @return {@code false} when the write lost a conflict
   */
  <P extends CustomResource<?, ?>> boolean write(
      P resource, CommonStatus status, List<PlannedEvent> recorded) {
    P copy = ApiSerialization.copy(resource);
    setStatus(copy, status);
    try {
      client.resource(copy).updateStatus();
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT) {
        return false;
      }
      throw e;
    }
    recorded.forEach(event -> events.record(resource, event));
    return true;
  }

  @SuppressWarnings("unchecked")
  private static void setStatus(CustomResource<?, ?> resource, CommonStatus status) {
    ((CustomResource<?, CommonStatus>) resource).setStatus(status);
  }
}
