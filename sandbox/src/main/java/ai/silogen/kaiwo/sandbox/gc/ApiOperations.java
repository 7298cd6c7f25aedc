package ai.silogen.kaiwo.sandbox.gc;

import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.server.ApiRequest;
import ai.silogen.kaiwo.sandbox.server.SandboxDispatcher;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@link ClusterOperations} as in-process requests to the sandbox's dispatcher. */
public final class ApiOperations implements ClusterOperations {

  private static final Logger LOG = LoggerFactory.getLogger(ApiOperations.class);
  private static final String MERGE_PATCH = "application/merge-patch+json";

  private final SandboxDispatcher dispatcher;

  public ApiOperations(SandboxDispatcher dispatcher) {
    this.dispatcher = dispatcher;
  }

  @Override
  public void delete(StoredObject object, String propagationPolicy) {
    ObjectNode options =
        Json.object()
            .put("kind", "DeleteOptions")
            .put("apiVersion", "v1")
            .put("propagationPolicy", propagationPolicy);
    options.putObject("preconditions").put("uid", object.uid());
    call(HttpMethod.DELETE, object, null, Json.write(options));
  }

  @Override
  public void removeFinalizer(StoredObject object, String finalizer) {
    List<String> remaining =
        object.finalizers().stream().filter(f -> !f.equals(finalizer)).toList();
    ObjectNode patch = Json.object();
    ObjectNode metadata =
        patch.putObject("metadata").put("resourceVersion", object.resourceVersion());
    if (remaining.isEmpty()) {
      metadata.putNull("finalizers");
    } else {
      remaining.forEach(metadata.putArray("finalizers")::add);
    }
    call(HttpMethod.PATCH, object, MERGE_PATCH, Json.write(patch));
  }

  @Override
  public void removeOwnerReferences(StoredObject object, Set<String> ownerUids) {
    ArrayNode kept = Json.array();
    for (JsonNode owner : object.tree().path("metadata").path("ownerReferences")) {
      if (!ownerUids.contains(owner.path("uid").asText())) {
        kept.add(owner);
      }
    }
    ObjectNode patch = Json.object();
    ObjectNode metadata =
        patch.putObject("metadata").put("resourceVersion", object.resourceVersion());
    if (kept.isEmpty()) {
      metadata.putNull("ownerReferences");
    } else {
      metadata.set("ownerReferences", kept);
    }
    call(HttpMethod.PATCH, object, MERGE_PATCH, Json.write(patch));
  }

  @Override
  public void finalizeNamespace(StoredObject namespace) {
    ObjectNode body = (ObjectNode) namespace.tree();
    Json.child(body, "spec").putArray("finalizers");
    dispatcher.handle(
        ApiRequest.internal(
            HttpMethod.PUT,
            namespace.path().toPath() + "/finalize",
            "application/json",
            Json.write(body)));
  }

  private void call(HttpMethod method, StoredObject object, String contentType, String body) {
    MockResponse response =
        dispatcher.handle(ApiRequest.internal(method, object.path().toPath(), contentType, body));
    if (response.code() >= 300 && response.code() != 404 && response.code() != 409) {
      LOG.warn("{} {} failed with {}", method, object.path(), response.code());
    }
  }
}
