package ai.silogen.kaiwo.sandbox.controlplane.common;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The work queue of one controller, shaped like client-go's: keys are reconciled one at a time on a
 * single worker thread, a key queued several times before it runs is reconciled once, a reconcile
 * may ask to run again after a delay, and a failing key is retried with exponential back-off.
 *
 * <p>A single worker keeps controllers free of races between their own reconciles; sandbox clusters
 * are small enough that this is never the bottleneck.
 *
 * @param <K> the key type, typically a namespace/name pair
 */
public final class WorkQueue<K> implements AutoCloseable {

  /** Reconciles one key. */
  @FunctionalInterface
  public interface Reconciler<K> {
    /**
     * Brings the world in line for {@code key}.
     *
     * @return a delay after which to reconcile the key again, or empty when nothing is pending
     */
    Optional<Duration> reconcile(K key) throws Exception;
  }

  private static final Logger LOG = LoggerFactory.getLogger(WorkQueue.class);
  private static final Duration FIRST_RETRY = Duration.ofMillis(100);
  private static final Duration MAX_RETRY = Duration.ofSeconds(5);

  private final String name;
  private final Reconciler<K> reconciler;
  private final ScheduledExecutorService worker;
  private final Set<K> queued = ConcurrentHashMap.newKeySet();
  private final Map<K, Integer> failures = new ConcurrentHashMap<>();
  private volatile boolean closed;

  public WorkQueue(String name, Reconciler<K> reconciler) {
    this.name = name;
    this.reconciler = reconciler;
    this.worker =
        Executors.newSingleThreadScheduledExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, name);
              thread.setDaemon(true);
              return thread;
            });
  }

  /** Queues {@code key} unless it is already waiting to run. */
  public void add(K key) {
    if (queued.add(key)) {
      submit(() -> run(key));
    }
  }

  /** Queues {@code key} after {@code delay}. */
  public void addAfter(K key, Duration delay) {
    try {
      worker.schedule(() -> add(key), delay.toMillis(), TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException closed) {
      // The controller is shutting down; nothing left to do for this key.
    }
  }

  private void submit(Runnable task) {
    try {
      worker.execute(task);
    } catch (RejectedExecutionException closed) {
      queued.clear();
    }
  }

  private void run(K key) {
    // Leave the queued set first so that events arriving during the reconcile queue it again.
    queued.remove(key);
    try {
      Optional<Duration> requeue = reconciler.reconcile(key);
      failures.remove(key);
      requeue.ifPresent(delay -> addAfter(key, delay));
    } catch (Exception e) {
      if (closed) {
        // Closing interrupts in-flight API calls; their failures mean nothing.
        return;
      }
      int attempt = failures.merge(key, 1, Integer::sum);
      Duration delay = backoff(attempt);
      LOG.warn(
          "{}: reconcile of {} failed (attempt {}), retrying in {}", name, key, attempt, delay, e);
      addAfter(key, delay);
    }
  }

  static Duration backoff(int attempt) {
    Duration delay = FIRST_RETRY.multipliedBy(1L << Math.min(attempt - 1, 16));
    return delay.compareTo(MAX_RETRY) > 0 ? MAX_RETRY : delay;
  }

  @Override
  public void close() {
    closed = true;
    worker.shutdownNow();
  }
}
