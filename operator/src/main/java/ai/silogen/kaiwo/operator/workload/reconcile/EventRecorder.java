package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.operator.workload.status.Timestamps;
import ai.silogen.kaiwo.operator.workload.status.WorkloadEvent;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Clock;
import java.util.concurrent.ThreadLocalRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records Kubernetes Events (core/v1, shown by {@code kubectl describe} and {@code kubectl events})
 * about Kaiwo objects. Events are best effort: a failure to record one is logged, never fails a
 * reconcile.
 */
final class EventRecorder {

  static final String COMPONENT = "kaiwo-operator";
  private static final Logger LOG = LoggerFactory.getLogger(EventRecorder.class);

  private final KubernetesClient client;
  private final Clock clock;

  EventRecorder(KubernetesClient client, Clock clock) {
    this.client = client;
    this.clock = clock;
  }

  void record(HasMetadata about, WorkloadEvent event) {
    String now = Timestamps.format(clock.instant());
    String name =
        about.getMetadata().getName()
            + "."
            + Long.toHexString(ThreadLocalRandom.current().nextLong());
    Event resource =
        new EventBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(about.getMetadata().getNamespace())
            .endMetadata()
            .withNewInvolvedObject()
            .withApiVersion(about.getApiVersion())
            .withKind(about.getKind())
            .withName(about.getMetadata().getName())
            .withNamespace(about.getMetadata().getNamespace())
            .withUid(about.getMetadata().getUid())
            .withResourceVersion(about.getMetadata().getResourceVersion())
            .endInvolvedObject()
            .withType(event.warning() ? "Warning" : "Normal")
            .withReason(event.reason())
            .withMessage(event.message())
            .withNewSource(COMPONENT, null)
            .withReportingComponent(COMPONENT)
            .withFirstTimestamp(now)
            .withLastTimestamp(now)
            .withCount(1)
            .build();
    try {
      client
          .v1()
          .events()
          .inNamespace(about.getMetadata().getNamespace())
          .resource(resource)
          .create();
    } catch (KubernetesClientException e) {
      LOG.warn(
          "could not record event {} on {}/{}: {}",
          event.reason(),
          about.getKind(),
          about.getMetadata().getName(),
          e.getMessage());
    }
  }
}
