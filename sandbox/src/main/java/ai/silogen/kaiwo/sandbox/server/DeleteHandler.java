package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.selector.ObjectSelector;
import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import ai.silogen.kaiwo.sandbox.store.SystemFinalizers;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.MockResponse;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * DELETE of one object or a collection, with {@code DeleteOptions} (propagation policy,
 * preconditions) read from the body or the query. Foreground and orphan deletion put the {@code
 * foregroundDeletion} / {@code orphan} finalizer on the object, as kube-apiserver does, and leave
 * the rest to the garbage collector; a Namespace goes {@code Terminating} and the namespace
 * controller empties and removes it; a pod on a node is deleted gracefully ({@link
 * GracefulPodDeletion}).
 */
final class DeleteHandler {

  private final ObjectIndex index;
  private final MockStore store;
  private final UpdateHandler updates;
  private final Clock clock;

  DeleteHandler(ObjectIndex index, MockStore store, UpdateHandler updates, Clock clock) {
    this.index = index;
    this.store = store;
    this.updates = updates;
    this.clock = clock;
  }

  MockResponse delete(ApiRequest request, ResourcePath path, ApiResource resource) {
    Optional<StoredObject> found =
        index.get(resource.group(), resource.plural(), path.namespace(), path.name());
    if (found.isEmpty()) {
      return ApiStatus.notFound(resource.group(), resource.plural(), path.name());
    }
    JsonNode options = deleteOptions(request.body());
    if (options == null) {
      return ApiStatus.badRequest("the body of the request is not valid DeleteOptions");
    }
    StoredObject current = found.get();
    JsonNode preconditions = options.path("preconditions");
    if (preconditions.hasNonNull("uid")
        && !preconditions.get("uid").asText().equals(current.uid())) {
      return ApiStatus.conflict(
          resource.group(),
          resource.plural(),
          path.name(),
          "Precondition failed: UID in precondition: "
              + preconditions.get("uid").asText()
              + ", UID in object meta: "
              + current.uid());
    }
    if (preconditions.hasNonNull("resourceVersion")
        && !preconditions.get("resourceVersion").asText().equals(current.resourceVersion())) {
      return ApiStatus.conflict(
          resource.group(), resource.plural(), path.name(), Responses.OBJECT_MODIFIED);
    }
    if (resource.group().isEmpty() && resource.plural().equals("namespaces")) {
      return terminateNamespace(current);
    }
    OptionalLong grace = GracefulPodDeletion.gracePeriod(resource, current, options, request);
    if (grace.isPresent()) {
      return ApiStatus.json(
          200, GracefulPodDeletion.mark(store, current, grace.getAsLong(), clock));
    }
    String policy = option(options, request, "propagationPolicy").orElse("Background");
    if (!current.deleting() && (policy.equals("Foreground") || policy.equals("Orphan"))) {
      MockResponse marked =
          addFinalizer(
              request,
              path,
              resource,
              current,
              policy.equals("Foreground") ? SystemFinalizers.FOREGROUND : SystemFinalizers.ORPHAN);
      if (marked.code() >= 300) {
        return marked;
      }
    }
    MockResponse response = store.delete(path.object().toPath());
    if (response.code() >= 300) {
      return Responses.normalize(response, resource, path.name());
    }
    Optional<StoredObject> after =
        index.get(resource.group(), resource.plural(), path.namespace(), path.name());
    return ApiStatus.json(
        after.isPresent() ? 202 : 200, after.map(StoredObject::json).orElse(current.json()));
  }

  MockResponse deleteCollection(ApiRequest request, ResourcePath path, ApiResource resource) {
    ObjectSelector selector;
    try {
      selector =
          ObjectSelector.parse(
              request.queryParam("labelSelector"), request.queryParam("fieldSelector"));
    } catch (IllegalArgumentException e) {
      return ApiStatus.badRequest(e.getMessage());
    }
    List<StoredObject> matching =
        index.list(resource.group(), resource.plural(), path.namespace()).stream()
            .filter(selector::matches)
            .toList();
    ObjectNode list =
        Json.object().put("apiVersion", resource.groupVersion()).put("kind", resource.listKind());
    list.putObject("metadata").put("resourceVersion", String.valueOf(store.resourceVersion()));
    ArrayNode items = list.putArray("items");
    for (StoredObject object : matching) {
      ResourcePath objectPath =
          ResourcePath.of(
              resource.group(),
              resource.version(),
              resource.plural(),
              object.namespace(),
              object.name());
      MockResponse deleted =
          delete(
              request.with(HttpMethod.DELETE, objectPath.toPath(), request.body()),
              objectPath,
              resource);
      if (deleted.code() < 300) {
        items.add(object.tree());
      }
    }
    return ApiStatus.json(200, list);
  }

  /**
   * {@code PUT namespaces/{name}/finalize}: sets {@code spec.finalizers}; a terminating namespace
   * whose finalizers are all gone is removed.
   */
  MockResponse finalizeNamespace(ApiRequest request, ResourcePath path, ApiResource resource) {
    Optional<StoredObject> found = index.get("", "namespaces", null, path.name());
    ObjectNode body = Responses.parseObject(request.body());
    if (found.isEmpty()) {
      return ApiStatus.notFound("", "namespaces", path.name());
    }
    if (body == null) {
      return Responses.undecodable();
    }
    JsonNode finalizers = body.path("spec").path("finalizers");
    if (found.get().deleting() && finalizers.isEmpty()) {
      store.delete(path.object().toPath());
      return ApiStatus.json(200, found.get().json());
    }
    ObjectNode object = (ObjectNode) found.get().tree();
    Json.child(object, "spec").set("finalizers", finalizers.deepCopy());
    return ApiStatus.json(200, store.overwrite(found.get(), object));
  }

  private MockResponse addFinalizer(
      ApiRequest request,
      ResourcePath path,
      ApiResource resource,
      StoredObject current,
      String finalizer) {
    if (current.finalizers().contains(finalizer)) {
      return ApiStatus.json(200, current.json());
    }
    ObjectNode object = (ObjectNode) current.tree();
    ObjectNode metadata = Json.child(object, "metadata");
    ArrayNode finalizers = metadata.putArray("finalizers");
    current.finalizers().forEach(finalizers::add);
    finalizers.add(finalizer);
    return updates.store(
        request.with(HttpMethod.PUT, path.object().toPath(), ""),
        path.object(),
        resource,
        object,
        current);
  }

  private MockResponse terminateNamespace(StoredObject namespace) {
    if (namespace.deleting()) {
      return ApiStatus.json(202, namespace.json());
    }
    ObjectNode object = (ObjectNode) namespace.tree();
    Json.child(object, "metadata")
        .put("deletionTimestamp", clock.instant().truncatedTo(ChronoUnit.SECONDS).toString());
    Json.child(object, "status").put("phase", "Terminating");
    return ApiStatus.json(202, store.overwrite(namespace, object));
  }

  /** A {@code DeleteOptions} field, from the body, else from the query (clients send either). */
  static Optional<String> option(JsonNode options, ApiRequest request, String name) {
    JsonNode value = options.path(name);
    return value.isValueNode() && !value.isNull()
        ? Optional.of(value.asText())
        : Optional.ofNullable(request.queryParam(name));
  }

  private static JsonNode deleteOptions(String body) {
    if (body.isBlank()) {
      return Json.object();
    }
    try {
      return Json.parse(body);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
