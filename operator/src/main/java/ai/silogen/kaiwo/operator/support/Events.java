package ai.silogen.kaiwo.operator.support;

import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.ObjectReferenceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Clock;
import java.util.Locale;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records Kubernetes events ({@code kubectl describe}) about the objects the operator manages.
 * Events are best effort: a failure to record one is logged and never fails a reconciliation.
 */
public final class Events {

  private static final Logger LOG = LoggerFactory.getLogger(Events.class);

  /** Component name shown as the event source. */
  public static final String COMPONENT = "kaiwo-operator";

  /** Namespace of events about cluster-scoped objects, as kubectl looks them up. */
  private static final String CLUSTER_EVENTS_NAMESPACE = "default";

  private final KubernetesClient client;
  private final Clock clock;

  public Events(KubernetesClient client, Clock clock) {
    this.client = client;
    this.clock = clock;
  }

  /** A {@code Normal} event. */
  public void normal(HasMetadata about, String reason, String message) {
    record(about, "Normal", reason, message);
  }

  /** A {@code Warning} event. */
  public void warning(HasMetadata about, String reason, String message) {
    record(about, "Warning", reason, message);
  }

  private void record(HasMetadata about, String type, String reason, String message) {
    String namespace =
        about.getMetadata().getNamespace() == null
            ? CLUSTER_EVENTS_NAMESPACE
            : about.getMetadata().getNamespace();
    String now = Conditions.format(clock.instant());
    var event =
        new EventBuilder()
            .withNewMetadata()
            .withName(
                about.getMetadata().getName()
                    + "."
                    + UUID.randomUUID().toString().substring(0, 8).toLowerCase(Locale.ROOT))
            .withNamespace(namespace)
            .endMetadata()
            .withInvolvedObject(
                new ObjectReferenceBuilder()
                    .withApiVersion(about.getApiVersion())
                    .withKind(about.getKind())
                    .withName(about.getMetadata().getName())
                    .withNamespace(about.getMetadata().getNamespace())
                    .withUid(about.getMetadata().getUid())
                    .withResourceVersion(about.getMetadata().getResourceVersion())
                    .build())
            .withType(type)
            .withReason(reason)
            .withMessage(message)
            .withFirstTimestamp(now)
            .withLastTimestamp(now)
            .withCount(1)
            .withNewSource(COMPONENT, null)
            .withReportingComponent(COMPONENT)
            .build();
    try {
      client.v1().events().inNamespace(namespace).resource(event).create();
    } catch (KubernetesClientException e) {
      LOG.debug("cannot record event {} about {}", reason, about.getMetadata().getName(), e);
    }
  }
}
