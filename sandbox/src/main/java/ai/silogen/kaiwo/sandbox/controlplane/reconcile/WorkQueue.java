package ai.silogen.kaiwo.sandbox.controlplane.reconcile;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A de-duplicating work queue with delayed and rate-limited adds, modelled on client-go's {@code
 * workqueue}: a key is queued at most once, and a key being processed is never handed to a second
 * worker; if it changes meanwhile it is queued again once the first worker is {@link #done done}.
 * This is what lets reconcilers be written as "make the world match this key" without locking.
 *
 * @param <K> key type
 */
public final class WorkQueue<K> implements AutoCloseable {

  private static final Duration BASE_BACKOFF = Duration.ofMillis(10);
  private static final Duration MAX_BACKOFF = Duration.ofSeconds(2);

  private final Deque<K> queue = new ArrayDeque<>();
  private final Set<K> dirty = new HashSet<>();
  private final Set<K> processing = new HashSet<>();
  private final Map<K, Integer> failures = new HashMap<>();
  private final Map<K, Long> delayedUntilNanos = new HashMap<>();
  private final ScheduledExecutorService timer;
  private boolean shutDown;

  /** Creates a queue whose delayed adds run on a daemon timer thread named after {@code name}. */
  public WorkQueue(String name) {
    this.timer =
        Executors.newSingleThreadScheduledExecutor(
            runnable -> Thread.ofPlatform().daemon().name(name + "-timer").unstarted(runnable));
  }

  /** Queues {@code key} unless it is already queued. */
  public synchronized void add(K key) {
    if (shutDown || !dirty.add(key)) {
      return;
    }
    if (!processing.contains(key)) {
      queue.addLast(key);
      notifyAll();
    }
  }

  /** Queues {@code key} after {@code delay}, unless an earlier delayed add is already pending. */
  public synchronized void addAfter(K key, Duration delay) {
    if (shutDown) {
      return;
    }
    if (delay.isZero() || delay.isNegative()) {
      add(key);
      return;
    }
    long due = System.nanoTime() + delay.toNanos();
    Long pending = delayedUntilNanos.get(key);
    if (pending != null && pending - due <= 0) {
      return;
    }
    delayedUntilNanos.put(key, due);
    timer.schedule(() -> fireDelayed(key, due), delay.toNanos(), TimeUnit.NANOSECONDS);
  }

  /** Queues {@code key} again after an exponential backoff that grows with its failures. */
  public synchronized void addRateLimited(K key) {
    int count = failures.merge(key, 1, Integer::sum);
    long millis = BASE_BACKOFF.toMillis() << Math.min(count - 1, 20);
    addAfter(key, Duration.ofMillis(Math.min(millis, MAX_BACKOFF.toMillis())));
  }

  /** Resets the backoff of {@code key} after a successful reconcile. */
  public synchronized void forget(K key) {
    failures.remove(key);
  }

  /**
   * Waits for the next key and marks it as processing; empty once the queue is shut down.
   *
   * @throws InterruptedException when the waiting thread is interrupted
   */
  public synchronized Optional<K> take() throws InterruptedException {
    while (queue.isEmpty() && !shutDown) {
      wait();
    }
    if (shutDown) {
      return Optional.empty();
    }
    K key = queue.removeFirst();
    dirty.remove(key);
    processing.add(key);
    return Optional.of(key);
  }

  /** Marks {@code key} as processed; queues it again if it was added while being processed. */
  public synchronized void done(K key) {
    processing.remove(key);
    if (dirty.contains(key)) {
      queue.addLast(key);
      notifyAll();
    }
  }

  /** Number of keys waiting (not counting delayed ones). */
  public synchronized int size() {
    return queue.size();
  }

  @Override
  public void close() {
    synchronized (this) {
      shutDown = true;
      notifyAll();
    }
    timer.shutdownNow();
  }

  private synchronized void fireDelayed(K key, long due) {
    if (delayedUntilNanos.get(key) instanceof Long pending && pending == due) {
      delayedUntilNanos.remove(key);
    }
    add(key);
  }
}
