package ai.silogen.kaiwo.sandbox.controlplane.reconcile;

import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.Informable;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.net.HttpURLConnection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The skeleton every simulated control-plane component shares, shaped like a
 * kube-controller-manager controller: fabric8 {@link SharedIndexInformer}s feed object keys into a
 * {@link WorkQueue}; worker threads (started once every informer has synced) call {@link
 * #reconcile} for one key at a time. Reconcilers read from the informer caches, write through the
 * client, and throw on failure (the key is retried with backoff; a 409 Conflict is expected and
 * retried quietly).
 *
 * <p>Subclasses create their informers in {@link #onStart} with {@link #inform}, mapping each event
 * to the keys to reconcile.
 */
public abstract class ControllerComponent implements SandboxComponent {

  private volatile boolean stopping;
  private static final Logger LOG = LoggerFactory.getLogger(ControllerComponent.class);

  private final String name;
  private final int workers;
  private final List<SharedIndexInformer<?>> informers = new ArrayList<>();
  private final List<Thread> threads = new ArrayList<>();
  private final List<AutoCloseable> resources = new ArrayList<>();
  private WorkQueue<ObjectKey> queue;
  private KubernetesClient client;

  /**
   * @param name component name used in logs and thread names
   * @param workers number of keys reconciled in parallel (never the same key twice)
   */
  protected ControllerComponent(String name, int workers) {
    this.name = name;
    this.workers = workers;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final synchronized void start(KubernetesClient client) {
    if (this.client != null) {
      throw new IllegalStateException(name + " is already started");
    }
    this.client = client;
    this.queue = new WorkQueue<>(name);
    onStart(client);
    CompletableFuture<?>[] synced =
        informers.stream()
            .map(i -> i.start().toCompletableFuture())
            .toArray(CompletableFuture[]::new);
    CompletableFuture.allOf(synced)
        .whenComplete(
            (ignored, failure) -> {
              if (failure != null && !stopping) {
                LOG.error("{}: informers failed to start", name, failure);
              } else if (failure == null) {
                startWorkers();
              }
            });
  }

  /** Creates informers (with {@link #inform}) and performs start-up writes. */
  protected abstract void onStart(KubernetesClient client);

  /** Makes the cluster match the desired state of {@code key}. */
  protected abstract Result reconcile(ObjectKey key) throws Exception;

  /** The client this component was started with. */
  protected final KubernetesClient client() {
    return client;
  }

  /** Registers an informer whose every event enqueues the keys {@code keys} maps the object to. */
  protected final <T extends HasMetadata> SharedIndexInformer<T> inform(
      Informable<T> source, Function<? super T, ? extends Collection<ObjectKey>> keys) {
    return inform(source, new Enqueuer<T>(keys));
  }

  /** Registers an informer with a custom event handler (use {@link #enqueue} in it). */
  protected final <T extends HasMetadata> SharedIndexInformer<T> inform(
      Informable<T> source, ResourceEventHandler<? super T> handler) {
    SharedIndexInformer<T> informer = source.runnableInformer(0);
    informer.addEventHandler(handler);
    informers.add(informer);
    return informer;
  }

  /** Registers {@code resource} (an event recorder, say) to be closed when the component stops. */
  protected final <T extends AutoCloseable> T closeOnStop(T resource) {
    synchronized (resources) {
      resources.add(resource);
    }
    return resource;
  }

  /** Queues {@code key} for reconciliation. */
  protected final void enqueue(ObjectKey key) {
    queue.add(key);
  }

  /** Queues {@code key} after {@code delay}. */
  protected final void enqueueAfter(ObjectKey key, Duration delay) {
    queue.addAfter(key, delay);
  }

  @Override
  public void stopping() {
    stopping = true;
  }

  @Override
  public synchronized void close() {
    // Stopping informers that are still syncing fails their start futures; that is not an error
    // then.
    stopping = true;
    informers.forEach(SharedIndexInformer::stop);
    if (queue != null) {
      queue.close();
    }
    threads.forEach(Thread::interrupt);
    for (Thread thread : threads) {
      try {
        thread.join(Duration.ofSeconds(2));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    synchronized (resources) {
      for (AutoCloseable resource : resources.reversed()) {
        try {
          resource.close();
        } catch (Exception e) {
          LOG.warn("{}: closing {} failed", name, resource, e);
        }
      }
      resources.clear();
    }
  }

  private synchronized void startWorkers() {
    if (queue == null) {
      return;
    }
    for (int i = 0; i < workers; i++) {
      Thread thread = Thread.ofPlatform().daemon().name(name + "-worker-" + i).start(this::work);
      threads.add(thread);
    }
  }

  private void work() {
    try {
      for (Optional<ObjectKey> next = queue.take(); next.isPresent(); next = queue.take()) {
        process(next.get());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void process(ObjectKey key) {
    try {
      Result result = reconcile(key);
      queue.forget(key);
      result.requeueAfter().ifPresent(delay -> queue.addAfter(key, delay));
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT
          || e.getCode() == HttpURLConnection.HTTP_NOT_FOUND) {
        // A stale cache: the object changed or went away; its watch event is on the way.
        LOG.debug("{}: {} on {}, retrying: {}", name, e.getCode(), key, e.getMessage());
      } else if (stopping) {
        LOG.debug("{}: reconciling {} failed while stopping: {}", name, key, e.getMessage());
      } else {
        LOG.warn("{}: reconciling {} failed, retrying: {}", name, key, e.getMessage());
      }
      queue.addRateLimited(key);
    } catch (Exception e) {
      if (stopping) {
        LOG.debug("{}: reconciling {} failed while stopping", name, key, e);
      } else {
        LOG.warn("{}: reconciling {} failed, retrying", name, key, e);
      }
      queue.addRateLimited(key);
    } finally {
      queue.done(key);
    }
  }

  /** Maps every add, update (old and new state) and delete to keys and queues them. */
  private final class Enqueuer<T> implements ResourceEventHandler<T> {
    private final Function<? super T, ? extends Collection<ObjectKey>> keys;

    Enqueuer(Function<? super T, ? extends Collection<ObjectKey>> keys) {
      this.keys = keys;
    }

    @Override
    public void onAdd(T obj) {
      keys.apply(obj).forEach(ControllerComponent.this::enqueue);
    }

    @Override
    public void onUpdate(T oldObj, T newObj) {
      keys.apply(oldObj).forEach(ControllerComponent.this::enqueue);
      keys.apply(newObj).forEach(ControllerComponent.this::enqueue);
    }

    @Override
    public void onDelete(T obj, boolean deletedFinalStateUnknown) {
      keys.apply(obj).forEach(ControllerComponent.this::enqueue);
    }
  }
}
