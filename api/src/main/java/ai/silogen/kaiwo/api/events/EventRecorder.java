package ai.silogen.kaiwo.api.events;

import ai.silogen.kaiwo.api.status.Timestamps;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.ObjectReference;
import io.fabric8.kubernetes.api.model.ObjectReferenceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records core/v1 Events about objects, the stand-in for client-go's event recorder: events are
 * written asynchronously (recording never blocks or fails a reconcile), and a repeat of the same
 * event (same object, type, reason and message) bumps {@code count} and {@code lastTimestamp} of
 * the existing Event instead of creating a new one, like client-go's event correlator. {@code
 * kubectl describe} shows them.
 */
public final class EventRecorder implements AutoCloseable {

  /** Event type {@code Normal}. */
  public static final String NORMAL = "Normal";

  /** Event type {@code Warning}. */
  public static final String WARNING = "Warning";

  private static final Logger LOG = LoggerFactory.getLogger(EventRecorder.class);
  private static final int MAX_MESSAGE_LENGTH = 1024;
  private static final int MAX_REMEMBERED = 4096;

  private final KubernetesClient client;
  private final String component;
  private final String host;
  private final Clock clock;
  private final ExecutorService writer;
  private long lastNameNanos;
  private final Map<String, Event> recent =
      new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Event> eldest) {
          return size() > MAX_REMEMBERED;
        }
      };

  /**
   * @param client client to write Events with
   * @param component {@code source.component} / {@code reportingComponent}, e.g. {@code
   *     job-controller}
   * @param host {@code source.host} (the node name for a kubelet), may be {@code null}
   * @param clock time source for timestamps
   */
  public EventRecorder(KubernetesClient client, String component, String host, Clock clock) {
    this.client = client;
    this.component = component;
    this.host = host;
    this.clock = clock;
    this.writer =
        Executors.newSingleThreadExecutor(
            runnable ->
                Thread.ofPlatform().daemon().name(component + "-events").unstarted(runnable));
  }

  /** Records a {@code Normal} event. */
  public void normal(HasMetadata object, String reason, String message) {
    record(object, NORMAL, reason, message);
  }

  /** Records a {@code Warning} event. */
  public void warning(HasMetadata object, String reason, String message) {
    record(object, WARNING, reason, message);
  }

  /** Records a planned event about {@code object}. */
  public void record(HasMetadata object, PlannedEvent event) {
    record(object, event.type(), event.reason(), event.message());
  }

  /** Records an event of {@code type} about {@code object}. */
  public void record(HasMetadata object, String type, String reason, String message) {
    ObjectReference involved = referenceTo(object);
    String text =
        message.length() > MAX_MESSAGE_LENGTH ? message.substring(0, MAX_MESSAGE_LENGTH) : message;
    Instant now = clock.instant();
    try {
      writer.execute(() -> write(involved, type, reason, text, now));
    } catch (RejectedExecutionException e) {
      LOG.debug("{}: recorder closed, dropping event {} {}", component, reason, text);
    }
  }

  @Override
  public void close() {
    writer.shutdownNow();
  }

  private void write(
      ObjectReference involved, String type, String reason, String message, Instant now) {
    String correlation =
        String.join(
            "\u0000",
            involved.getKind(),
            String.valueOf(involved.getNamespace()),
            involved.getName(),
            String.valueOf(involved.getUid()),
            type,
            reason,
            message);
    try {
      Event previous = recent.get(correlation);
      Event written =
          previous == null ? create(involved, type, reason, message, now) : bump(previous, now);
      recent.put(correlation, written);
    } catch (RuntimeException e) {
      // Events are best effort, as in client-go: a lost event must not disturb the controller.
      LOG.debug(
          "{}: could not record event {} on {}: {}", component, reason, involved, e.toString());
      recent.remove(correlation);
    }
  }

  private Event create(
      ObjectReference involved, String type, String reason, String message, Instant now) {
    String timestamp = Timestamps.format(now);
    String namespace = involved.getNamespace() == null ? "default" : involved.getNamespace();
    Event event =
        new EventBuilder()
            .withNewMetadata()
            .withName(involved.getName() + "." + Long.toHexString(epochNanos(now)))
            .withNamespace(namespace)
            .endMetadata()
            .withInvolvedObject(involved)
            .withType(type)
            .withReason(reason)
            .withMessage(message)
            .withNewSource(component, host)
            .withReportingComponent(component)
            .withReportingInstance(host == null ? component : component + "-" + host)
            .withCount(1)
            .withFirstTimestamp(timestamp)
            .withLastTimestamp(timestamp)
            .build();
    return client.v1().events().inNamespace(namespace).resource(event).create();
  }

  private Event bump(Event previous, Instant now) {
    Event bumped =
        new EventBuilder(previous)
            .withCount(previous.getCount() == null ? 2 : previous.getCount() + 1)
            .withLastTimestamp(Timestamps.format(now))
            .build();
    try {
      return client.v1().events().resource(bumped).update();
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_NOT_FOUND) {
        throw e;
      }
      return create(
          previous.getInvolvedObject(),
          previous.getType(),
          previous.getReason(),
          previous.getMessage(),
          now);
    }
  }

  /** Unique per recorder even when the clock does not advance between two events. */
  private long epochNanos(Instant instant) {
    lastNameNanos =
        Math.max(lastNameNanos + 1, instant.getEpochSecond() * 1_000_000_000L + instant.getNano());
    return lastNameNanos;
  }

  private static ObjectReference referenceTo(HasMetadata object) {
    return new ObjectReferenceBuilder()
        .withApiVersion(object.getApiVersion())
        .withKind(object.getKind())
        .withNamespace(object.getMetadata().getNamespace())
        .withName(object.getMetadata().getName())
        .withUid(object.getMetadata().getUid())
        .withResourceVersion(object.getMetadata().getResourceVersion())
        .build();
  }
}
