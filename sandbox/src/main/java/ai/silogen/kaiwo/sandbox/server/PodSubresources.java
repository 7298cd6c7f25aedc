package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.MockResponse;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * {@code pods/binding} (what kube-scheduler posts: sets {@code spec.nodeName} and the {@code
 * PodScheduled} condition in one write, refuses pods already bound) and {@code pods/eviction}
 * (deletes the pod; disruption budgets are not evaluated).
 */
final class PodSubresources {

  private final ObjectIndex index;
  private final MockStore store;
  private final DeleteHandler deletes;
  private final Clock clock;

  PodSubresources(ObjectIndex index, MockStore store, DeleteHandler deletes, Clock clock) {
    this.index = index;
    this.store = store;
    this.deletes = deletes;
    this.clock = clock;
  }

  MockResponse bind(ApiRequest request, ResourcePath path) {
    Optional<StoredObject> found = index.get("", "pods", path.namespace(), path.name());
    if (found.isEmpty()) {
      return ApiStatus.notFound("", "pods", path.name());
    }
    ObjectNode binding = Responses.parseObject(request.body());
    if (binding == null || binding.path("target").path("name").asText("").isEmpty()) {
      return ApiStatus.badRequest("a Binding needs target.name");
    }
    StoredObject pod = found.get();
    String uid = binding.path("metadata").path("uid").asText("");
    if (!uid.isEmpty() && !uid.equals(pod.uid())) {
      return ApiStatus.conflict(
          "",
          "pods/binding",
          path.name(),
          "Precondition failed: UID in"
              + " precondition: "
              + uid
              + ", UID in object meta: "
              + pod.uid());
    }
    if (pod.nodeName() != null && !pod.nodeName().isEmpty()) {
      return ApiStatus.conflict(
          "",
          "pods/binding",
          path.name(),
          "pod " + path.name() + " is already assigned to node \"" + pod.nodeName() + "\"");
    }
    if (pod.deleting()) {
      return ApiStatus.conflict(
          "",
          "pods/binding",
          path.name(),
          "pod " + path.name() + " is being deleted, cannot be assigned to a host");
    }
    ObjectNode object = (ObjectNode) pod.tree();
    Json.child(object, "spec").put("nodeName", binding.path("target").path("name").asText());
    setScheduledCondition(Json.child(object, "status"));
    store.overwrite(pod, object);
    return created();
  }

  MockResponse evict(ApiRequest request, ResourcePath path, ApiResource pods) {
    ObjectNode eviction =
        request.body().isBlank() ? Json.object() : Responses.parseObject(request.body());
    if (eviction == null) {
      return Responses.undecodable();
    }
    JsonNode options = eviction.path("deleteOptions");
    ResourcePath pod = path.object();
    MockResponse deleted =
        deletes.delete(
            request.with(
                HttpMethod.DELETE, pod.toPath(), options.isObject() ? Json.write(options) : ""),
            pod,
            pods);
    return deleted.code() < 300 ? created() : deleted;
  }

  private void setScheduledCondition(ObjectNode status) {
    ArrayNode conditions =
        status.get("conditions") instanceof ArrayNode existing
            ? existing
            : status.putArray("conditions");
    for (int i = conditions.size() - 1; i >= 0; i--) {
      if (conditions.get(i).path("type").asText().equals("PodScheduled")) {
        conditions.remove(i);
      }
    }
    conditions
        .addObject()
        .put("type", "PodScheduled")
        .put("status", "True")
        .putNull("lastProbeTime")
        .put("lastTransitionTime", clock.instant().truncatedTo(ChronoUnit.SECONDS).toString());
  }

  private static MockResponse created() {
    ObjectNode status = Json.object().put("kind", "Status").put("apiVersion", "v1");
    status.putObject("metadata");
    return ApiStatus.json(201, status.put("status", "Success").put("code", 201));
  }
}
