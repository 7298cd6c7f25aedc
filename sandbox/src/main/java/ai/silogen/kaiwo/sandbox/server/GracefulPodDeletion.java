package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.OptionalLong;

/**
 * kube-apiserver's graceful deletion of pods: a pod running on a node is not removed by a DELETE
 * but marked, with {@code deletionTimestamp} = now + grace period and {@code
 * deletionGracePeriodSeconds}; its node's kubelet stops its containers (a server drains the
 * requests it has) and then removes it with grace period 0. Unbound and finished pods, and a grace
 * period of 0, are removed at once. A second DELETE may bring the deadline forward, never postpone
 * it.
 */
final class GracefulPodDeletion {
  /** {@code terminationGracePeriodSeconds} when the pod does not say. */
  private static final long DEFAULT_GRACE_SECONDS = 30;

  private GracefulPodDeletion() {}

  /**
   * The grace period this DELETE gives {@code pod}, or empty when it is to be removed at once (not
   * a pod, not running on a node, finished, or a grace period of 0).
   */
  static OptionalLong gracePeriod(
      ApiResource resource, StoredObject pod, JsonNode options, ApiRequest request) {
    if (!resource.group().isEmpty()
        || !resource.plural().equals("pods")
        || pod.nodeName() == null
        || pod.nodeName().isEmpty()
        || "Succeeded".equals(pod.phase())
        || "Failed".equals(pod.phase())) {
      return OptionalLong.empty();
    }
    long grace =
        requested(options, request)
            .orElseGet(
                () ->
                    pod.tree()
                        .path("spec")
                        .path("terminationGracePeriodSeconds")
                        .asLong(DEFAULT_GRACE_SECONDS));
    return grace <= 0 ? OptionalLong.empty() : OptionalLong.of(grace);
  }

  /**
   * Marks {@code pod} terminating with {@code grace} seconds, unless it already is with an earlier
   * or equal deadline (a repeated DELETE never postpones the end); the stored object, as JSON.
   */
  static String mark(MockStore store, StoredObject pod, long grace, Clock clock) {
    Instant deadline = clock.instant().plusSeconds(grace).truncatedTo(ChronoUnit.SECONDS);
    ObjectNode object = (ObjectNode) pod.tree();
    JsonNode marked = object.path("metadata").path("deletionTimestamp");
    if (marked.isTextual() && !Instant.parse(marked.asText()).isAfter(deadline)) {
      return pod.json();
    }
    Json.child(object, "metadata")
        .put("deletionTimestamp", deadline.toString())
        .put("deletionGracePeriodSeconds", grace);
    return store.overwrite(pod, object);
  }

  private static OptionalLong requested(JsonNode options, ApiRequest request) {
    try {
      return DeleteHandler.option(options, request, "gracePeriodSeconds")
          .map(value -> OptionalLong.of(Long.parseLong(value)))
          .orElse(OptionalLong.empty());
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }
}
