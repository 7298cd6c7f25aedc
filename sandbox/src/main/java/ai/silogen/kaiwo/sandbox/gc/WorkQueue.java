package ai.silogen.kaiwo.sandbox.gc;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One background thread for the sandbox's built-in controllers, with de-duplication: a key that is
 * already waiting is not queued twice (it will see the newest state when it runs).
 */
public final class WorkQueue implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(WorkQueue.class);

  private final ExecutorService executor;
  private final Set<String> pending = ConcurrentHashMap.newKeySet();

  public WorkQueue(String threadName) {
    this.executor =
        Executors.newSingleThreadExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, threadName);
              thread.setDaemon(true);
              return thread;
            });
  }

  /** Queues {@code task} unless a task with the same key is already waiting. */
  public void add(String key, Runnable task) {
    if (!pending.add(key)) {
      return;
    }
    try {
      executor.execute(
          () -> {
            pending.remove(key);
            try {
              task.run();
            } catch (RuntimeException e) {
              LOG.warn("{} failed", key, e);
            }
          });
    } catch (RejectedExecutionException e) {
      pending.remove(key);
    }
  }

  @Override
  public void close() {
    executor.shutdownNow();
  }
}
