package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.crd.CustomResourceType.CrdVersion;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.discovery.ResourceCatalog;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.selector.FieldSelector;
import ai.silogen.kaiwo.sandbox.selector.LabelSelector;
import ai.silogen.kaiwo.sandbox.selector.ObjectSelector;
import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import ai.silogen.kaiwo.sandbox.table.TablePrinter;
import ai.silogen.kaiwo.sandbox.watch.DeletionLog;
import ai.silogen.kaiwo.sandbox.watch.FilteringWatchListener;
import ai.silogen.kaiwo.sandbox.watch.WatchFilter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * GET of objects, lists and watches. Objects and lists are served from the sorted {@link
 * ObjectIndex} (with label and field selectors, including set-based ones); watches use the mock's
 * watch machinery wrapped in a {@link FilteringWatchListener}, which first sends the deletions a
 * watch from an older resource version missed ({@link DeletionLog}). Both honour the Table format.
 */
final class ReadHandler {

  private final ObjectIndex index;
  private final ResourceCatalog catalog;
  private final TablePrinter tables;
  private final MockStore store;
  private final DeletionLog deletions;

  ReadHandler(
      ObjectIndex index,
      ResourceCatalog catalog,
      TablePrinter tables,
      MockStore store,
      DeletionLog deletions) {
    this.index = index;
    this.catalog = catalog;
    this.tables = tables;
    this.store = store;
    this.deletions = deletions;
  }

  MockResponse get(ApiRequest request, ResourcePath path, ApiResource resource) {
    Optional<StoredObject> object =
        index.get(resource.group(), resource.plural(), path.namespace(), path.name());
    if (object.isEmpty()) {
      return ApiStatus.notFound(resource.group(), resource.plural(), path.name());
    }
    if (request.wantsTable()) {
      return ApiStatus.json(
          200,
          tables.render(
              resource,
              crd(resource),
              List.of(object.get().tree()),
              request.queryParam("includeObject"),
              null));
    }
    return ApiStatus.json(200, object.get().json());
  }

  MockResponse list(ApiRequest request, ResourcePath path, ApiResource resource) {
    ObjectSelector selector;
    try {
      selector = selector(request, null);
    } catch (IllegalArgumentException e) {
      return ApiStatus.badRequest(e.getMessage());
    }
    List<StoredObject> items =
        index.list(resource.group(), resource.plural(), path.namespace()).stream()
            .filter(selector::matches)
            .toList();
    String resourceVersion = String.valueOf(store.resourceVersion());
    if (request.wantsTable()) {
      List<JsonNode> trees = items.stream().map(StoredObject::tree).toList();
      return ApiStatus.json(
          200,
          tables.render(
              resource,
              crd(resource),
              trees,
              request.queryParam("includeObject"),
              resourceVersion));
    }
    StringBuilder body =
        new StringBuilder(256 + items.size() * 512)
            .append("{\"apiVersion\":\"")
            .append(resource.groupVersion())
            .append("\",\"kind\":\"")
            .append(resource.listKind())
            .append("\",\"metadata\":{\"resourceVersion\":\"")
            .append(resourceVersion)
            .append("\"},\"items\":[");
    for (int i = 0; i < items.size(); i++) {
      body.append(i == 0 ? "" : ",").append(items.get(i).json());
    }
    return ApiStatus.json(200, body.append("]}").toString());
  }

  MockResponse watch(ApiRequest request, ResourcePath path, ApiResource resource) {
    ObjectSelector selector;
    try {
      selector = selector(request, path.name());
    } catch (IllegalArgumentException e) {
      return ApiStatus.badRequest(e.getMessage());
    }
    ResourcePath collection = path.collection();
    long since = WatchFilter.parse(request.queryParam("resourceVersion"));
    if (since > 0 && since < deletions.oldestKept()) {
      return ApiStatus.expired(since, deletions.oldestKept()); // the client relists
    }
    MockResponse response = store.watch(collection.toPath() + "?watch=true");
    UnaryOperator<JsonNode> render =
        request.wantsTable()
            ? o ->
                tables.render(
                    resource, crd(resource), List.of(o), request.queryParam("includeObject"), null)
            : UnaryOperator.identity();
    return response.withWebSocketUpgrade(
        new FilteringWatchListener(
            response.getWebSocketListener(),
            new WatchFilter(selector, since),
            render,
            () -> since > 0 ? missedDeletions(collection, since) : List.of(),
            store::withoutWrites));
  }

  /** Deletions after {@code since} in {@code collection}, as their DELETED events carry them. */
  private List<JsonNode> missedDeletions(ResourcePath collection, long since) {
    return deletions
        .since(since, collection.group(), collection.plural(), collection.namespace())
        .orElse(List.of())
        .stream()
        .map(
            deletion -> {
              ObjectNode object = (ObjectNode) deletion.object().tree().deepCopy();
              Json.child(object, "metadata")
                  .put("resourceVersion", String.valueOf(deletion.resourceVersion()));
              return (JsonNode) object;
            })
        .toList();
  }

  private static ObjectSelector selector(ApiRequest request, String name) {
    String fields = request.queryParam("fieldSelector");
    if (name != null) {
      fields = (fields == null || fields.isBlank() ? "" : fields + ",") + "metadata.name=" + name;
    }
    return new ObjectSelector(
        LabelSelector.parse(request.queryParam("labelSelector")), FieldSelector.parse(fields));
  }

  private CrdVersion crd(ApiResource resource) {
    return catalog
        .customResource(resource.group(), resource.version(), resource.plural())
        .orElse(null);
  }
}
