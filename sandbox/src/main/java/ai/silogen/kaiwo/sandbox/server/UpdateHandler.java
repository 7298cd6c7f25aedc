package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.admission.AdmissionChain;
import ai.silogen.kaiwo.sandbox.admission.AdmissionChain.FieldValidation;
import ai.silogen.kaiwo.sandbox.admission.FieldError;
import ai.silogen.kaiwo.sandbox.crd.CustomResourceType.CrdVersion;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.discovery.ResourceCatalog;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.patch.Patches;
import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin.Operation;
import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.List;
import java.util.Optional;

/**
 * PUT and PATCH of an object or its {@code status}. A PATCH is applied here (JSON patch, JSON merge
 * patch, or the strategic-merge subset for built-in kinds) and stored like a PUT, so that admission
 * always sees the complete new object; the dispatcher's write lock makes the read-modify-write
 * atomic.
 */
final class UpdateHandler {

  private static final List<String> SERVER_OWNED_METADATA =
      List.of("deletionTimestamp", "deletionGracePeriodSeconds");

  private final ObjectIndex index;
  private final ResourceCatalog catalog;
  private final AdmissionChain admission;
  private final MockStore store;

  UpdateHandler(
      ObjectIndex index, ResourceCatalog catalog, AdmissionChain admission, MockStore store) {
    this.index = index;
    this.catalog = catalog;
    this.admission = admission;
    this.store = store;
  }

  MockResponse put(ApiRequest request, ResourcePath path, ApiResource resource) {
    Optional<StoredObject> current = stored(path, resource);
    if (current.isEmpty()) {
      return ApiStatus.notFound(resource.group(), resource.plural(), path.name());
    }
    ObjectNode object = Responses.parseObject(request.body());
    if (object == null) {
      return Responses.undecodable();
    }
    return store(request, path, resource, object, current.get());
  }

  MockResponse patch(ApiRequest request, ResourcePath path, ApiResource resource) {
    Optional<StoredObject> current = stored(path, resource);
    if (current.isEmpty()) {
      return ApiStatus.notFound(resource.group(), resource.plural(), path.name());
    }
    boolean builtin = customResource(resource) == null;
    JsonNode patched;
    try {
      patched = Patches.apply(request.contentType(), current.get().tree(), request.body(), builtin);
    } catch (Patches.PatchException e) {
      return e.code() == 415
          ? ApiStatus.unsupportedMediaType(e.getMessage())
          : e.code() == 400
              ? ApiStatus.badRequest(e.getMessage())
              : ApiStatus.invalid(
                  resource.group(),
                  resource.kind(),
                  path.name(),
                  List.of(FieldError.invalid(FieldError.ROOT, "patch", e.getMessage())));
    }
    if (!(patched instanceof ObjectNode object)) {
      return ApiStatus.badRequest("the patch does not produce an object");
    }
    ObjectNode metadata = Json.child(object, "metadata");
    if (metadata.path("resourceVersion").asText("").isEmpty()) {
      metadata.put("resourceVersion", current.get().resourceVersion());
    }
    return store(request, path, resource, object, current.get());
  }

  /** Admits and stores a complete new version of an object (or of its status). */
  MockResponse store(
      ApiRequest request,
      ResourcePath path,
      ApiResource resource,
      ObjectNode object,
      StoredObject current) {
    boolean statusOnly = "status".equals(path.subresource());
    ObjectNode old = (ObjectNode) current.tree();
    ObjectNode metadata = Json.child(object, "metadata");
    String resourceVersion = metadata.path("resourceVersion").asText("");
    if (!resourceVersion.isEmpty() && !resourceVersion.equals(current.resourceVersion())) {
      return ApiStatus.conflict(
          resource.group(), resource.plural(), path.name(), Responses.OBJECT_MODIFIED);
    }
    CrdVersion crd = customResource(resource);
    if (resourceVersion.isEmpty() && crd != null) {
      return ApiStatus.invalid(
          resource.group(),
          resource.kind(),
          path.name(),
          List.of(
              FieldError.invalid(
                  "metadata.resourceVersion", "0x0", "must be specified for an update")));
    }
    String bodyName = metadata.path("name").asText("");
    if (!bodyName.isEmpty() && !bodyName.equals(path.name())) {
      return ApiStatus.badRequest(
          "the name of the object ("
              + bodyName
              + ") does not match the name on the URL ("
              + path.name()
              + ")");
    }
    ObjectNode toStore = statusOnly ? withStatusOf(old, object) : object;
    if (!statusOnly) {
      keepServerOwnedFields(resource, old, toStore);
    }
    AdmissionChain.Outcome outcome =
        admission.admit(
            Operation.UPDATE,
            resource,
            crd,
            toStore,
            old,
            FieldValidation.parse(request.queryParam("fieldValidation")),
            !statusOnly);
    if (outcome.rejected()) {
      return Responses.rejected(resource, path.name(), outcome);
    }
    if ("All".equals(request.queryParam("dryRun"))) {
      return ApiStatus.json(200, toStore);
    }
    MockResponse response =
        store.update(request.with(HttpMethod.PUT, path.toPath(), Json.write(toStore)));
    if (response.code() == 200 && (response.getBody() == null || response.getBody().size() == 0)) {
      // the mock deletes an object whose last finalizer was removed and answers with no body
      response = ApiStatus.json(200, toStore);
    }
    return Responses.withWarnings(
        Responses.normalize(response, resource, path.name()), outcome.warnings());
  }

  private static ObjectNode withStatusOf(ObjectNode old, ObjectNode object) {
    ObjectNode result = old.deepCopy();
    if (object.has("status")) {
      result.set("status", object.get("status"));
    } else {
      result.remove("status");
    }
    return result;
  }

  private static void keepServerOwnedFields(ApiResource resource, ObjectNode old, ObjectNode o) {
    ObjectNode metadata = Json.child(o, "metadata");
    JsonNode oldMetadata = old.path("metadata");
    for (String field : SERVER_OWNED_METADATA) {
      if (oldMetadata.has(field)) {
        metadata.set(field, oldMetadata.get(field));
      } else {
        metadata.remove(field);
      }
    }
    if (resource.hasStatus()) {
      if (old.has("status")) {
        o.set("status", old.get("status"));
      } else {
        o.remove("status");
      }
    }
  }

  private Optional<StoredObject> stored(ResourcePath path, ApiResource resource) {
    return index.get(resource.group(), resource.plural(), path.namespace(), path.name());
  }

  private CrdVersion customResource(ApiResource resource) {
    return catalog
        .customResource(resource.group(), resource.version(), resource.plural())
        .orElse(null);
  }
}
