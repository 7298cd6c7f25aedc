package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.admission.AdmissionChain;
import ai.silogen.kaiwo.sandbox.crd.CrdRegistry;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.discovery.DiscoveryDocuments;
import ai.silogen.kaiwo.sandbox.discovery.ResourceCatalog;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.protobuf.KubernetesProtobuf;
import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin;
import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoreListener;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import ai.silogen.kaiwo.sandbox.table.TablePrinter;
import ai.silogen.kaiwo.sandbox.watch.DeletionLog;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.server.mock.KubernetesAttributesExtractor;
import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.mockwebserver.crud.Attribute;
import io.fabric8.mockwebserver.crud.AttributeSet;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sandbox API server's request router, built on the mock's CRUD dispatcher. The mock stays the
 * store of record (resource versions, generation, finalizers, status subresource rules, watch
 * events); this class routes each request to discovery, the read path (sorted index, selectors,
 * Table), the write handlers (admission before the mock stores anything), deletion with
 * propagation, and the {@code scale} and {@code log} subresources. Writes are serialised by one
 * lock so that read-modify-write operations (PATCH, finalizers) are atomic. The mock finds the
 * object a write or delete addresses through a key index ({@link MockStoreKeys}) instead of
 * comparing every stored object.
 */
public final class SandboxDispatcher extends KubernetesCrudDispatcher {

  private static final Logger LOG = LoggerFactory.getLogger(SandboxDispatcher.class);

  /** Deletions remembered for watches from older versions; beyond it a watch gets 410 Gone. */
  private static final int DELETIONS_KEPT = 4096;

  private final ReentrantLock writeLock = new ReentrantLock();
  private final ObjectIndex index = new ObjectIndex();
  private final MockStoreKeys keys = new MockStoreKeys(map);
  private final LongAdder scans = new LongAdder();
  private final CrdRegistry crds = new CrdRegistry();
  private final ResourceCatalog catalog = new ResourceCatalog(crds);
  private final List<StoreListener> listeners = new CopyOnWriteArrayList<>();
  private final AtomicLong lastResourceVersion = new AtomicLong();
  private final LongAdder networkRequests = new LongAdder();
  private final DeletionLog deletions = new DeletionLog(DELETIONS_KEPT);
  private final ApiRouter router;
  private volatile DiscoveryDocuments discovery;
  private volatile Lock mockWriteLock;

  /**
   * @param plugins mutating admission plugins, run in order
   * @param podLogs source of {@code pods/log}
   * @param scheduler runs {@code follow} log streams
   * @param clock time source for ages and timestamps
   */
  public SandboxDispatcher(
      List<AdmissionPlugin> plugins,
      PodLogs podLogs,
      ScheduledExecutorService scheduler,
      Clock clock) {
    MockStore store = new Store();
    AdmissionChain admission = new AdmissionChain(plugins);
    UpdateHandler updates = new UpdateHandler(index, catalog, admission, store);
    DeleteHandler deletes = new DeleteHandler(index, store, updates, clock);
    this.router =
        new ApiRouter(
            catalog,
            new ReadHandler(index, catalog, new TablePrinter(clock), store, deletions),
            new CreateHandler(index, catalog, admission, new ServerSetFields(clock), store),
            updates,
            deletes,
            new ScaleSubresource(index, updates),
            new PodLogEndpoint(index, podLogs, scheduler),
            new PodSubresources(index, store, deletes, clock));
    this.discovery = new DiscoveryDocuments(catalog, "127.0.0.1:0");
  }

  /** Sets the address discovery reports, once the HTTP server is bound. */
  public void serverAddress(String hostAndPort) {
    this.discovery = new DiscoveryDocuments(catalog, hostAndPort);
  }

  @Override
  public MockResponse dispatch(RecordedRequest request) {
    networkRequests.increment();
    return handle(ApiRequest.of(request));
  }

  /**
   * How many requests clients have sent over the network so far (watches count once, when opened);
   * what a benchmark reads as the cluster's API load.
   */
  public long networkRequests() {
    return networkRequests.sum();
  }

  /** Handles one request, from the network or from the sandbox's own controllers. */
  public MockResponse handle(ApiRequest request) {
    LOG.debug("{}", request);
    try {
      if (request.method().name().equals("GET")) {
        Optional<ObjectNode> document = discovery.document(request.path());
        return document.isPresent() ? ApiStatus.json(200, document.get()) : router.read(request);
      }
      if (request.contentType().contains("protobuf")) {
        return decodeProtobuf(request)
            .map(this::write)
            .orElseGet(
                () ->
                    ApiStatus.unsupportedMediaType(
                        "the sandbox decodes protobuf bodies only for "
                            + KubernetesProtobuf.supportedKinds()
                            + "; send JSON (kubectl apply/create -f do)"));
      }
      return AccessReviews.answer(request).orElseGet(() -> write(request));
    } catch (IllegalArgumentException e) {
      return ApiStatus.badRequest(String.valueOf(e.getMessage()));
    } catch (RuntimeException e) {
      LOG.error("{} failed", request, e);
      return ApiStatus.internalError(String.valueOf(e.getMessage()));
    }
  }

  private MockResponse write(ApiRequest request) {
    writeLock.lock();
    try {
      return router.write(request);
    } finally {
      writeLock.unlock();
    }
  }

  /** The request with its protobuf body as JSON; empty for kinds that are not decoded. */
  private static Optional<ApiRequest> decodeProtobuf(ApiRequest request) {
    return KubernetesProtobuf.decode(request.bodyBytes())
        .map(object -> request.withJsonBody(Json.write(object)));
  }

  public ObjectIndex index() {
    return index;
  }

  public ResourceCatalog catalog() {
    return catalog;
  }

  /** Registers a listener for every stored change (garbage collector, controllers). */
  public void addListener(StoreListener listener) {
    listeners.add(listener);
  }

  /**
   * Remembers the mock's own write lock so that {@link MockStore#overwrite} and {@link
   * #handleDelete} can take it too.
   */
  @Override
  protected void locked(Lock lock) {
    if (lock instanceof ReentrantReadWriteLock.WriteLock) {
      mockWriteLock = lock;
    }
  }

  @Override
  public long requestResourceVersion() {
    long version = super.requestResourceVersion();
    lastResourceVersion.accumulateAndGet(version, Math::max);
    return version;
  }

  /**
   * Custom resources with a status subresource drop the status of a create, like kube-apiserver;
   * built-in kinds keep it (nodes register with their status) but, like custom resources, keep
   * their stored status when the main resource is updated.
   */
  @Override
  public boolean isStatusSubresourceEnabledForResource(String path) {
    Optional<ResourcePath> parsed = ResourcePath.parse(withoutQuery(path));
    if (parsed.isEmpty()) {
      return false;
    }
    ResourcePath p = parsed.get();
    boolean hasStatus =
        catalog.find(p.group(), p.version(), p.plural()).map(ApiResource::hasStatus).orElse(false);
    boolean custom = catalog.customResource(p.group(), p.version(), p.plural()).isPresent();
    return hasStatus && (custom || p.isObject());
  }

  /**
   * Keeps the index and the CRD registry in step with the mock store before the mock notifies
   * watchers, so that a client reacting to an event reads the new state.
   */
  @Override
  public void processEvent(
      String path,
      AttributeSet pathAttributes,
      AttributeSet oldAttributes,
      GenericKubernetesResource resource,
      String newState) {
    AttributeSet storedKey =
        newState == null
            ? null
            : keys.keyOf(attributeExtractor, pathAttributes, resource, newState);
    ResourcePath at = ResourcePath.parse(withoutQuery(path)).orElse(null);
    StoredObject before = null;
    StoredObject after = null;
    if (at != null) {
      if (newState != null) {
        // An update replaces in place: removing first would leave a moment in which the object is
        // missing for the controllers reading the index on other threads.
        after = StoredObject.of(at, newState);
        before = index.put(after).orElse(null);
      } else if (oldAttributes != null) {
        before =
            index
                .remove(
                    at.group(),
                    at.plural(),
                    value(oldAttributes, KubernetesAttributesExtractor.NAMESPACE),
                    value(oldAttributes, KubernetesAttributesExtractor.NAME))
                .orElse(null);
        if (before != null) {
          // Its own version, newer than any list that still showed the object (see DeletionLog).
          deletions.record(requestResourceVersion(), before);
        }
      }
      trackCrds(at, before, after);
    }
    try {
      super.processEvent(path, pathAttributes, oldAttributes, resource, newState);
    } finally {
      keys.written(oldAttributes, storedKey);
    }
    for (StoreListener listener : listeners) {
      try {
        listener.onChange(before, after);
      } catch (RuntimeException e) {
        LOG.warn("store listener failed", e);
      }
    }
  }

  /** The mock's lookup of the entry a write addresses, by key instead of a scan of the store. */
  @Override
  public Map.Entry<AttributeSet, String> findResource(AttributeSet query) {
    Optional<List<Map.Entry<AttributeSet, String>>> found = keys.matching(query);
    if (found.isEmpty()) {
      scans.increment();
      return super.findResource(query);
    }
    return found.get().isEmpty() ? null : found.get().getFirst();
  }

  /** DELETE of one object, as the mock does it but found by key; a collection goes to the mock. */
  @Override
  public MockResponse handleDelete(String path) {
    Lock lock = mockWriteLock; // null until the mock's first write, when its store is empty
    AttributeSet query = getKey(path);
    if (lock == null || !query.containsKey(KubernetesAttributesExtractor.NAME)) {
      return super.handleDelete(path);
    }
    lock.lock();
    try {
      Optional<List<Map.Entry<AttributeSet, String>>> found = keys.matching(query);
      if (found.isEmpty()) {
        scans.increment();
        return super.handleDelete(path); // the write lock is reentrant
      }
      return found.get().isEmpty()
          ? new MockResponse().setResponseCode(404)
          : MockObjectDeletion.delete(this, path, query, found.get().getFirst());
    } finally {
      lock.unlock();
    }
  }

  @Override
  public void reset() {
    super.reset();
    keys.invalidate();
  }

  /**
   * How often a lookup went over every stored object: the key index could not answer it, or had
   * fallen out of step with the store and was rebuilt.
   */
  long storeScans() {
    return scans.sum() + keys.rebuilds();
  }

  private void trackCrds(ResourcePath at, StoredObject before, StoredObject after) {
    if (!at.group().equals("apiextensions.k8s.io")
        || !at.plural().equals("customresourcedefinitions")) {
      return;
    }
    if (after != null) {
      crds.register(after.tree());
    } else if (before != null) {
      crds.unregister(before.name());
    }
  }

  private static String value(AttributeSet attributes, String key) {
    Attribute attribute = attributes.getAttribute(key);
    return attribute == null || attribute.getValues().isEmpty()
        ? null
        : attribute.getValues().get(0).toString();
  }

  private static String withoutQuery(String path) {
    int query = path.indexOf('?');
    return query < 0 ? path : path.substring(0, query);
  }

  /** The mock's operations, exposed to the handlers. */
  private final class Store implements MockStore {
    @Override
    public MockResponse create(ApiRequest request) {
      return handleCreate(request.raw());
    }

    @Override
    public MockResponse update(ApiRequest request) {
      return handleUpdate(request.raw());
    }

    @Override
    public MockResponse delete(String objectPath) {
      return handleDelete(objectPath);
    }

    @Override
    public MockResponse watch(String collectionPath) {
      return handleWatch(collectionPath);
    }

    @Override
    public String overwrite(StoredObject current, ObjectNode object) {
      Lock lock = mockWriteLock;
      if (lock != null) {
        lock.lock();
      }
      try {
        String path = current.path().toPath();
        AttributeSet key = getKey(path);
        Map.Entry<AttributeSet, String> entry = findResource(key);
        Json.child(object, "metadata")
            .put("resourceVersion", String.valueOf(requestResourceVersion()));
        String json = Json.write(object);
        processEvent(path, key, entry == null ? null : entry.getKey(), null, json);
        return json;
      } finally {
        if (lock != null) {
          lock.unlock();
        }
      }
    }

    @Override
    public long resourceVersion() {
      return lastResourceVersion.get();
    }

    @Override
    public void withoutWrites(Runnable action) {
      writeLock.lock(); // every write goes through write(), so holding its lock excludes them all
      try {
        action.run();
      } finally {
        writeLock.unlock();
      }
    }
  }
}
