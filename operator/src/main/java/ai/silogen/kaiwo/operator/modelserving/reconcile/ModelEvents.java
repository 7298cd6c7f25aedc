package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records Kubernetes Events on Models ({@code kubectl describe model} shows them). Callers emit an
 * event when a condition changes, not on every reconciliation, so there is no need for counting or
 * rate limiting here. Failing to record an event never fails a reconciliation.
 */
public final class ModelEvents {

  /** {@code source.component} of the events. */
  public static final String COMPONENT = "kaiwo-model-controller";

  private static final Logger LOG = LoggerFactory.getLogger(ModelEvents.class);

  private final KubernetesClient client;
  private final Clock clock;

  public ModelEvents(KubernetesClient client, Clock clock) {
    this.client = client;
    this.clock = clock;
  }

  public void normal(Model model, String reason, String message) {
    record(model, "Normal", reason, message);
  }

  public void warning(Model model, String reason, String message) {
    record(model, "Warning", reason, message);
  }

  private void record(Model model, String type, String reason, String message) {
    String now = clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
    String suffix =
        Long.toHexString(clock.millis())
            + Integer.toHexString(ThreadLocalRandom.current().nextInt(0x1000));
    Event event =
        new EventBuilder()
            .withNewMetadata()
            .withName(model.getMetadata().getName() + "." + suffix.toLowerCase(Locale.ROOT))
            .withNamespace(model.getMetadata().getNamespace())
            .endMetadata()
            .withNewInvolvedObject()
            .withApiVersion(model.getApiVersion())
            .withKind(model.getKind())
            .withName(model.getMetadata().getName())
            .withNamespace(model.getMetadata().getNamespace())
            .withUid(model.getMetadata().getUid())
            .withResourceVersion(model.getMetadata().getResourceVersion())
            .endInvolvedObject()
            .withType(type)
            .withReason(reason)
            .withMessage(message)
            .withCount(1)
            .withFirstTimestamp(now)
            .withLastTimestamp(now)
            .withNewSource(COMPONENT, null)
            .withReportingComponent(COMPONENT)
            .build();
    try {
      client.v1().events().inNamespace(model.getMetadata().getNamespace()).resource(event).create();
    } catch (KubernetesClientException e) {
      LOG.debug("cannot record event {} on model {}", reason, model.getMetadata().getName(), e);
    }
  }
}
