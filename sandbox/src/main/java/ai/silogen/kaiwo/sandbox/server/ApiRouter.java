package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.discovery.ResourceCatalog;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.Optional;
import java.util.Set;

/** Maps a request on a resource path (method, collection/object, subresource) to its handler. */
final class ApiRouter {

  private static final Set<String> HEALTH = Set.of("/healthz", "/readyz", "/livez");
  private static final Set<String> NO_PROCESSES = Set.of("exec", "attach", "portforward");

  private final ResourceCatalog catalog;
  private final ReadHandler reads;
  private final CreateHandler creates;
  private final UpdateHandler updates;
  private final DeleteHandler deletes;
  private final ScaleSubresource scale;
  private final PodLogEndpoint logs;
  private final PodSubresources pods;

  ApiRouter(
      ResourceCatalog catalog,
      ReadHandler reads,
      CreateHandler creates,
      UpdateHandler updates,
      DeleteHandler deletes,
      ScaleSubresource scale,
      PodLogEndpoint logs,
      PodSubresources pods) {
    this.catalog = catalog;
    this.reads = reads;
    this.creates = creates;
    this.updates = updates;
    this.deletes = deletes;
    this.scale = scale;
    this.logs = logs;
    this.pods = pods;
  }

  MockResponse read(ApiRequest request) {
    if (HEALTH.contains(request.path())) {
      return new MockResponse()
          .setResponseCode(200)
          .setHeader("Content-Type", "text/plain")
          .setBody("ok");
    }
    if (request.path().equals("/openapi/v2")) {
      // an empty protobuf document: kubectl then skips client-side schema validation and leaves
      // validation to the server (custom resources are validated on admission)
      return new MockResponse()
          .setResponseCode(200)
          .setHeader("Content-Type", "application/com.github.proto-openapi.spec.v2.v1.0+protobuf");
    }
    return resolve(
        request,
        (path, resource) -> {
          String subresource = path.subresource();
          if (subresource == null || subresource.equals("status")) {
            if (path.isObject()) {
              return request.isWatch()
                  ? reads.watch(request, path, resource)
                  : reads.get(request, path, resource);
            }
            return request.isWatch()
                ? reads.watch(request, path, resource)
                : reads.list(request, path, resource);
          }
          return switch (subresource) {
            case "scale" -> scale.get(path, resource);
            case "log" -> logs.serve(request, path);
            default -> unsupportedSubresource(subresource);
          };
        });
  }

  MockResponse write(ApiRequest request) {
    return resolve(
        request,
        (path, resource) -> {
          String subresource = path.subresource();
          if (subresource != null && NO_PROCESSES.contains(subresource)) {
            return unsupportedSubresource(subresource);
          }
          return switch (request.method()) {
            case POST ->
                !path.isObject()
                    ? creates.create(request, path, resource)
                    : "binding".equals(subresource)
                        ? pods.bind(request, path)
                        : "eviction".equals(subresource)
                            ? pods.evict(request, path, resource)
                            : ApiStatus.methodNotAllowed();
            case PUT ->
                !path.isObject()
                    ? ApiStatus.methodNotAllowed()
                    : "scale".equals(subresource)
                        ? scale.put(request, path, resource)
                        : "finalize".equals(subresource)
                            ? deletes.finalizeNamespace(request, path, resource)
                            : isMainOrStatus(subresource)
                                ? updates.put(request, path, resource)
                                : ApiStatus.methodNotAllowed();
            case PATCH ->
                !path.isObject()
                    ? ApiStatus.methodNotAllowed()
                    : "scale".equals(subresource)
                        ? scale.patch(request, path, resource)
                        : isMainOrStatus(subresource)
                            ? updates.patch(request, path, resource)
                            : ApiStatus.methodNotAllowed();
            case DELETE ->
                subresource != null
                    ? ApiStatus.methodNotAllowed()
                    : path.isObject()
                        ? deletes.delete(request, path, resource)
                        : deletes.deleteCollection(request, path, resource);
            default -> ApiStatus.methodNotAllowed();
          };
        });
  }

  private static boolean isMainOrStatus(String subresource) {
    return subresource == null || subresource.equals("status");
  }

  private static MockResponse unsupportedSubresource(String subresource) {
    if (NO_PROCESSES.contains(subresource)) {
      return ApiStatus.badRequest(
          subresource
              + " is not supported by the kaiwo sandbox: simulated"
              + " pods run no processes");
    }
    return ApiStatus.methodNotAllowed();
  }

  private interface Action {
    MockResponse apply(ResourcePath path, ApiResource resource);
  }

  private MockResponse resolve(ApiRequest request, Action action) {
    Optional<ResourcePath> parsed = request.resource();
    if (parsed.isEmpty()) {
      return ApiStatus.notFoundPath();
    }
    ResourcePath path = parsed.get();
    Optional<ApiResource> resource = catalog.find(path.group(), path.version(), path.plural());
    if (resource.isEmpty()
        || (!resource.get().namespaced() && path.namespace() != null)
        || (path.subresource() != null && !resource.get().hasSubresource(path.subresource()))) {
      return ApiStatus.notFoundPath();
    }
    return action.apply(path, resource.get());
  }
}
