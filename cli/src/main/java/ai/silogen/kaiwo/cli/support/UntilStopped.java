package ai.silogen.kaiwo.cli.support;

import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
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
  private volatile OptionalInt exitStatusOnSignal = OptionalInt.empty();
  private volatile boolean stopping;

  /** Closes {@code resources} in reverse order when the process stops. */
  public UntilStopped(List<? extends AutoCloseable> resources) {
    this.resources = List.copyOf(resources);
    this.hook = new Thread(this::stopBySignal, "kaiwo-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /**
   * Makes a stop by signal end the process with {@code status} instead of the signal's code (130
   * for Ctrl-C, 143 for SIGTERM): for a command that already knows it failed and only keeps running
   * to be inspected.
   */
  public void exitOnSignalWith(int status) {
    exitStatusOnSignal = OptionalInt.of(status);
  }

  /**
   * Runs {@code work} in the calling thread. If it fails after a stop began, it failed because its
   * resources were closed under it (Ctrl-C while {@code kaiwo sandbox --run} follows a job reads
   * "Client already closed"): that is not reported; this waits for the stop to finish and returns
   * {@code whenStopped}, and the process ends with the signal's status.
   */
  public <T> T runUnlessStopped(Callable<T> work, T whenStopped) throws Exception {
    try {
      return work.call();
    } catch (Exception e) {
      if (!stopping) {
        throw e;
      }
      await();
      return whenStopped;
    }
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

  /**
   * Once the JVM shuts down on a signal, its exit status is the signal's and {@code System.exit}
   * blocks; halting after closing is the only way to end with another status.
   */
  private void stopBySignal() {
    closeAll();
    exitStatusOnSignal.ifPresent(Runtime.getRuntime()::halt);
  }

  private void closeAll() {
    stopping = true;
    Closeables.closeInReverse(resources);
    closed.countDown();
  }
}
