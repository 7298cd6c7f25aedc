package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource.ScalePaths;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.patch.Patches;
import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code /scale} subresource: an {@code autoscaling/v1 Scale} view of the replicas at the
 * resource's {@code specReplicasPath} / {@code statusReplicasPath}. Writes set the spec path and go
 * through the normal update (admission, generation bump), as kube-apiserver does.
 */
final class ScaleSubresource {

  private final ObjectIndex index;
  private final UpdateHandler updates;

  ScaleSubresource(ObjectIndex index, UpdateHandler updates) {
    this.index = index;
    this.updates = updates;
  }

  MockResponse get(ResourcePath path, ApiResource resource) {
    return stored(path, resource)
        .map(object -> ApiStatus.json(200, scale(resource, object.tree())))
        .orElseGet(() -> ApiStatus.notFound(resource.group(), resource.plural(), path.name()));
  }

  MockResponse put(ApiRequest request, ResourcePath path, ApiResource resource) {
    ObjectNode scale = Responses.parseObject(request.body());
    if (scale == null) {
      return Responses.undecodable();
    }
    return write(request, path, resource, scale);
  }

  MockResponse patch(ApiRequest request, ResourcePath path, ApiResource resource) {
    Optional<StoredObject> current = stored(path, resource);
    if (current.isEmpty()) {
      return ApiStatus.notFound(resource.group(), resource.plural(), path.name());
    }
    try {
      JsonNode patched =
          Patches.apply(
              request.contentType(), scale(resource, current.get().tree()), request.body(), true);
      return write(request, path, resource, (ObjectNode) patched);
    } catch (Patches.PatchException e) {
      return e.code() == 415
          ? ApiStatus.unsupportedMediaType(e.getMessage())
          : ApiStatus.badRequest(e.getMessage());
    }
  }

  private MockResponse write(
      ApiRequest request, ResourcePath path, ApiResource resource, ObjectNode scale) {
    Optional<StoredObject> current = stored(path, resource);
    if (current.isEmpty()) {
      return ApiStatus.notFound(resource.group(), resource.plural(), path.name());
    }
    JsonNode replicas = scale.path("spec").path("replicas");
    if (!replicas.isIntegralNumber() || replicas.asLong() < 0) {
      return ApiStatus.badRequest("spec.replicas of the Scale must be a non-negative integer");
    }
    ObjectNode object = (ObjectNode) current.get().tree();
    set(object, resource.scale().specReplicasPath(), replicas.asLong());
    String rv = scale.path("metadata").path("resourceVersion").asText("");
    Json.child(object, "metadata")
        .put("resourceVersion", rv.isEmpty() ? current.get().resourceVersion() : rv);
    MockResponse response =
        updates.store(
            request.with(HttpMethod.PUT, path.object().toPath(), ""),
            path.object(),
            resource,
            object,
            current.get());
    if (response.code() != 200) {
      return response;
    }
    return get(path, resource);
  }

  private Optional<StoredObject> stored(ResourcePath path, ApiResource resource) {
    return index.get(resource.group(), resource.plural(), path.namespace(), path.name());
  }

  /** Builds the Scale document of an object. */
  static ObjectNode scale(ApiResource resource, JsonNode object) {
    ScalePaths paths = resource.scale();
    JsonNode metadata = object.path("metadata");
    ObjectNode scale = Json.object().put("kind", "Scale").put("apiVersion", "autoscaling/v1");
    ObjectNode scaleMetadata = scale.putObject("metadata");
    for (String field :
        List.of("name", "namespace", "uid", "resourceVersion", "creationTimestamp")) {
      if (metadata.has(field)) {
        scaleMetadata.set(field, metadata.get(field));
      }
    }
    scale.putObject("spec").put("replicas", get(object, paths.specReplicasPath()).asLong(0));
    ObjectNode status =
        scale
            .putObject("status")
            .put("replicas", get(object, paths.statusReplicasPath()).asLong(0));
    JsonNode selector =
        paths.labelSelectorPath() == null ? null : get(object, paths.labelSelectorPath());
    if (selector != null && selector.isTextual()) {
      status.put("selector", selector.asText());
    } else if (selector != null && selector.isObject()) {
      status.put("selector", selectorString(selector));
    }
    return scale;
  }

  /** Renders a {@code LabelSelector} object in query syntax. */
  static String selectorString(JsonNode selector) {
    List<String> parts = new ArrayList<>();
    selector
        .path("matchLabels")
        .properties()
        .forEach(e -> parts.add(e.getKey() + "=" + e.getValue().asText()));
    for (JsonNode expression : selector.path("matchExpressions")) {
      String key = expression.path("key").asText();
      List<String> values = Json.stringList(expression.get("values"));
      parts.add(
          switch (expression.path("operator").asText()) {
            case "In" -> key + " in (" + String.join(",", values) + ")";
            case "NotIn" -> key + " notin (" + String.join(",", values) + ")";
            case "DoesNotExist" -> "!" + key;
            default -> key;
          });
    }
    return String.join(",", parts);
  }

  private static JsonNode get(JsonNode object, String simplePath) {
    JsonNode node = object;
    for (String field : fields(simplePath)) {
      node = node.path(field);
    }
    return node;
  }

  private static void set(ObjectNode object, String simplePath, long value) {
    List<String> fields = fields(simplePath);
    ObjectNode node = object;
    for (int i = 0; i < fields.size() - 1; i++) {
      node = Json.child(node, fields.get(i));
    }
    node.put(fields.get(fields.size() - 1), value);
  }

  private static List<String> fields(String simplePath) {
    List<String> fields = new ArrayList<>();
    for (String part : simplePath.split("\\.")) {
      if (!part.isEmpty()) {
        fields.add(part);
      }
    }
    return fields;
  }
}
