package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.admission.AdmissionChain;
import ai.silogen.kaiwo.sandbox.admission.AdmissionChain.FieldValidation;
import ai.silogen.kaiwo.sandbox.crd.CustomResourceType.CrdVersion;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.discovery.ResourceCatalog;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin.Operation;
import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.http.MockResponse;
import java.security.SecureRandom;
import java.util.Optional;

/**
 * POST to a collection: namespace checks, {@code generateName}, server-set fields, admission, then
 * the mock stores the object (uid, resource version, creation timestamp, generation).
 */
final class CreateHandler {

  /** The alphabet kube-apiserver uses for generated name suffixes (no vowels, no look-alikes). */
  private static final String SUFFIX_ALPHABET = "bcdfghjklmnpqrstvwxz2456789";

  private final ObjectIndex index;
  private final ResourceCatalog catalog;
  private final AdmissionChain admission;
  private final ServerSetFields serverSetFields;
  private final MockStore store;
  private final SecureRandom random = new SecureRandom();

  CreateHandler(
      ObjectIndex index,
      ResourceCatalog catalog,
      AdmissionChain admission,
      ServerSetFields serverSetFields,
      MockStore store) {
    this.index = index;
    this.catalog = catalog;
    this.admission = admission;
    this.serverSetFields = serverSetFields;
    this.store = store;
  }

  MockResponse create(ApiRequest request, ResourcePath path, ApiResource resource) {
    ObjectNode object = Responses.parseObject(request.body());
    if (object == null) {
      return Responses.undecodable();
    }
    String kind = object.path("kind").asText("");
    if (kind.isEmpty()) {
      return ApiStatus.badRequest("Object 'Kind' is missing in '" + request.body() + "'");
    }
    if (!kind.equals(resource.kind())) {
      return ApiStatus.badRequest(
          "the kind in the body ("
              + kind
              + ") does not match the kind of"
              + " the resource ("
              + resource.kind()
              + ")");
    }
    object.put("apiVersion", object.path("apiVersion").asText(resource.groupVersion()));
    ObjectNode metadata = Json.child(object, "metadata");
    if (resource.namespaced()) {
      Optional<MockResponse> refused = checkNamespace(path, metadata);
      if (refused.isPresent()) {
        return refused.get();
      }
    } else {
      metadata.remove("namespace");
    }
    generateName(resource, path.namespace(), metadata);
    serverSetFields.onCreate(resource, object);
    CrdVersion crd =
        catalog
            .customResource(resource.group(), resource.version(), resource.plural())
            .orElse(null);
    AdmissionChain.Outcome outcome =
        admission.admit(
            Operation.CREATE,
            resource,
            crd,
            object,
            null,
            FieldValidation.parse(request.queryParam("fieldValidation")),
            true);
    String name = metadata.path("name").asText("");
    if (outcome.rejected()) {
      return Responses.rejected(resource, name, outcome);
    }
    if ("All".equals(request.queryParam("dryRun"))) {
      return ApiStatus.json(201, object);
    }
    MockResponse response =
        store.create(request.with(path.collection().toPath(), Json.write(object)));
    return Responses.withWarnings(
        Responses.normalize(response, resource, name), outcome.warnings());
  }

  private Optional<MockResponse> checkNamespace(ResourcePath path, ObjectNode metadata) {
    String namespace = path.namespace();
    if (namespace == null) {
      return Optional.of(ApiStatus.methodNotAllowed());
    }
    String declared = metadata.path("namespace").asText("");
    if (!declared.isEmpty() && !declared.equals(namespace)) {
      return Optional.of(
          ApiStatus.badRequest(
              "the namespace of the provided object does not"
                  + " match the namespace sent on the request"));
    }
    metadata.put("namespace", namespace);
    Optional<StoredObject> stored = index.get("", "namespaces", null, namespace);
    if (stored.isEmpty()) {
      return Optional.of(ApiStatus.notFound("", "namespaces", namespace));
    }
    if (stored.get().deleting()) {
      return Optional.of(
          ApiStatus.forbidden(
              "unable to create new content in namespace "
                  + namespace
                  + " because it is being terminated"));
    }
    return Optional.empty();
  }

  private void generateName(ApiResource resource, String namespace, ObjectNode metadata) {
    String generateName = metadata.path("generateName").asText("");
    if (!metadata.path("name").asText("").isEmpty() || generateName.isEmpty()) {
      return;
    }
    // kube-apiserver keeps room for the 5-character suffix within 63 characters
    String prefix = generateName.length() > 58 ? generateName.substring(0, 58) : generateName;
    String name;
    do {
      StringBuilder suffix = new StringBuilder();
      for (int i = 0; i < 5; i++) {
        suffix.append(SUFFIX_ALPHABET.charAt(random.nextInt(SUFFIX_ALPHABET.length())));
      }
      name = prefix + suffix;
    } while (index.get(resource.group(), resource.plural(), namespace, name).isPresent());
    metadata.put("name", name);
  }
}
