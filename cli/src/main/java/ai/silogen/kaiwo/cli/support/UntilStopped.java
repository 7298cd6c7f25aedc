package ai.silogen.kaiwo.cli.support;

import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Keeps a server command ({@code kaiwo sandbox}, {@code kaiwo gateway}) running until the process
 * is asked to stop (Ctrl-C, SIGTERM from the kubelet) or the waiting thread is interrupted (a test
 * or an embedding program), then closes what it runs. On a signal the closing happens in a shutdown
 * hook, because the JVM does not wait for the main thread once it shuts down; the hook is in place
 * from construction, so a signal during start-up work still closes everything.
 *
 * <pre>{@code
 * UntilStopped lifetime = new UntilStopped(List.of(connection, gateway));
 * lifetime.await();
 * }</pre>
 */
public final class UntilStopped {
  private final List<? extends AutoCloseable> resources;
  private final CountDownLatch closed = new CountDownLatch(1);
  private final Thread hook;

  /** Closes {@code resources} in reverse order when the process stops. */
  public UntilStopped(List<? extends AutoCloseable> resources) {
    this.resources = List.copyOf(resources);
    this.hook = new Thread(this::closeAll, "kaiwo-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /**
   * Blocks until stopped.
   *
   * @throws InterruptedException when the waiting thread was interrupted (resources are closed)
   */
  public void await() throws InterruptedException {
    try {
      closed.await();
    } catch (InterruptedException e) {
      if (removeHook()) {
        closeAll();
      }
      throw e;
    }
  }

  private boolean removeHook() {
    try {
      return Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      return false; // already shutting down: the hook closes everything
    }
  }

  private void closeAll() {
    Closeables.closeInReverse(resources);
    closed.countDown();
  }
}
