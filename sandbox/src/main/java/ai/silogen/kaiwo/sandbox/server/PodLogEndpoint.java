package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code GET pods/{name}/log} from {@link PodLogs}: {@code container} (required when the pod has
 * several), {@code tailLines}, and {@code follow=true}, which streams new lines (polled every
 * {@value #POLL_MILLIS} ms) until the container terminates, the pod is deleted or the client
 * disconnects.
 */
final class PodLogEndpoint {

  static final long POLL_MILLIS = 100;

  private final ObjectIndex index;
  private final PodLogs logs;
  private final ScheduledExecutorService scheduler;

  PodLogEndpoint(ObjectIndex index, PodLogs logs, ScheduledExecutorService scheduler) {
    this.index = index;
    this.logs = logs;
    this.scheduler = scheduler;
  }

  MockResponse serve(ApiRequest request, ResourcePath path) {
    Optional<StoredObject> pod = index.get("", "pods", path.namespace(), path.name());
    if (pod.isEmpty()) {
      return ApiStatus.notFound("", "pods", path.name());
    }
    List<String> containers = containerNames(pod.get().tree());
    String container = request.queryParam("container");
    if (container == null || container.isEmpty()) {
      if (containers.size() != 1) {
        return ApiStatus.badRequest(
            "a container name must be specified for pod "
                + path.name()
                + ", choose one of: ["
                + String.join(" ", containers)
                + "]");
      }
      container = containers.get(0);
    } else if (!containers.contains(container)) {
      return ApiStatus.badRequest(
          "container " + container + " is not valid for pod " + path.name());
    }
    List<String> lines = logs.read(path.namespace(), path.name(), container);
    int start = firstLine(lines.size(), request.queryParam("tailLines"));
    if (!request.isTrue("follow")) {
      return new MockResponse()
          .setResponseCode(200)
          .setHeader("Content-Type", "text/plain")
          .setBody(join(lines.subList(start, lines.size())));
    }
    String name = container;
    return new StreamingResponse(
        200, "text/plain", sink -> follow(sink, path.namespace(), path.name(), name, start));
  }

  private void follow(
      StreamingResponse.Sink sink, String namespace, String pod, String container, int start) {
    AtomicInteger sent = new AtomicInteger(start);
    AtomicReference<ScheduledFuture<?>> task = new AtomicReference<>();
    Runnable poll =
        () -> {
          List<String> lines = logs.read(namespace, pod, container);
          if (lines.size() > sent.get()) {
            sink.write(join(lines.subList(sent.get(), lines.size())));
            sent.set(lines.size());
          }
          Optional<StoredObject> stored = index.get("", "pods", namespace, pod);
          if (sink.isClosed() || stored.isEmpty() || terminated(stored.get().tree(), container)) {
            sink.end();
            ScheduledFuture<?> self = task.get();
            if (self != null) {
              self.cancel(false);
            }
          }
        };
    task.set(scheduler.scheduleWithFixedDelay(poll, 0, POLL_MILLIS, TimeUnit.MILLISECONDS));
  }

  private static boolean terminated(JsonNode pod, String container) {
    String phase = pod.path("status").path("phase").asText("");
    if (phase.equals("Succeeded") || phase.equals("Failed")) {
      return true;
    }
    for (JsonNode status : pod.path("status").path("containerStatuses")) {
      if (status.path("name").asText().equals(container)) {
        return status.path("state").has("terminated");
      }
    }
    return false;
  }

  private static List<String> containerNames(JsonNode pod) {
    List<String> names = new ArrayList<>();
    pod.path("spec").path("containers").forEach(c -> names.add(c.path("name").asText()));
    pod.path("spec").path("initContainers").forEach(c -> names.add(c.path("name").asText()));
    return names;
  }

  private static int firstLine(int size, String tailLines) {
    if (tailLines == null || !tailLines.matches("\\d+")) {
      return 0;
    }
    return Math.max(0, size - Integer.parseInt(tailLines));
  }

  private static String join(List<String> lines) {
    StringBuilder text = new StringBuilder();
    lines.forEach(line -> text.append(line).append('\n'));
    return text.toString();
  }
}
