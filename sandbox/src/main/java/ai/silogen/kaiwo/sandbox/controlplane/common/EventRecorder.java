package ai.silogen.kaiwo.sandbox.controlplane.common;

import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes core/v1 Events about objects, the way controller-runtime's recorder does, so that {@code
 * kubectl describe} and {@code kubectl get events} show what a stand-in did. Failing to record an
 * event never fails a reconcile.
 */
public final class EventRecorder {

  private static final Logger LOG = LoggerFactory.getLogger(EventRecorder.class);

  private final KubeApi api;
  private final String component;
  private final Clock clock;
  private final AtomicLong sequence = new AtomicLong();

  public EventRecorder(KubeApi api, String component, Clock clock) {
    this.api = api;
    this.component = component;
    this.clock = clock;
  }

  public void normal(JsonNode object, String reason, String message) {
    record(object, "Normal", reason, message);
  }

  public void warning(JsonNode object, String reason, String message) {
    record(object, "Warning", reason, message);
  }

  private void record(JsonNode object, String type, String reason, String message) {
    String namespace = Json.namespace(object).isEmpty() ? "default" : Json.namespace(object);
    String now = Condition.timestamp(clock.instant());
    String name =
        Json.name(object)
            + "."
            + Long.toHexString(clock.millis())
            + Long.toHexString(sequence.incrementAndGet());
    Event event =
        new EventBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(namespace)
            .endMetadata()
            .withNewInvolvedObject()
            .withApiVersion(object.path("apiVersion").asText())
            .withKind(object.path("kind").asText())
            .withName(Json.name(object))
            .withNamespace(Json.namespace(object).isEmpty() ? null : Json.namespace(object))
            .withUid(Json.uid(object))
            .withResourceVersion(object.path("metadata").path("resourceVersion").asText(null))
            .endInvolvedObject()
            .withType(type)
            .withReason(reason)
            .withMessage(message)
            .withNewSource()
            .withComponent(component)
            .endSource()
            .withReportingComponent(component)
            .withFirstTimestamp(now)
            .withLastTimestamp(now)
            .withCount(1)
            .build();
    try {
      api.client().v1().events().inNamespace(namespace).resource(event).create();
    } catch (KubernetesClientException e) {
      LOG.warn("{}: could not record event {} on {}: {}", component, reason, name, e.getMessage());
    }
  }
}
