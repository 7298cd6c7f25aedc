package ai.silogen.kaiwo.cli.chat;

import java.io.Closeable;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Closes a stream that has delivered nothing for longer than a limit. The JDK's HTTP client bounds
 * only the wait for the response headers; a model server that stops halfway through an answer would
 * otherwise leave {@code kaiwo chat} blocked in a read until the user gives up.
 */
final class StallWatch implements AutoCloseable {
  private final Closeable stream;
  private final long limitNanos;
  private final AtomicLong lastProgress = new AtomicLong(System.nanoTime());
  private final AtomicBoolean stalled = new AtomicBoolean();
  private final Thread watcher;

  StallWatch(Closeable stream, Duration limit) {
    this.stream = stream;
    this.limitNanos = limit.toNanos();
    this.watcher = Thread.ofPlatform().daemon().name("chat-stall-watch").start(this::watch);
  }

  /** Data arrived: the limit counts again from now. */
  void progress() {
    lastProgress.set(System.nanoTime());
  }

  /** Whether the stream was closed because it stalled. */
  boolean stalled() {
    return stalled.get();
  }

  private void watch() {
    // Check a few times per limit, so a stall is noticed within about a quarter of it.
    long step = Math.max(Duration.ofMillis(10).toNanos(), Math.min(limitNanos / 4, 1_000_000_000L));
    try {
      while (true) {
        Thread.sleep(Duration.ofNanos(step));
        if (System.nanoTime() - lastProgress.get() > limitNanos) {
          stalled.set(true);
          stream.close(); // unblocks the reader with an IOException
          return;
        }
      }
    } catch (InterruptedException e) {
      // the answer ended; nothing to watch
    } catch (IOException e) {
      // closing failed: the reader stays blocked as it would have without the watch
    }
  }

  @Override
  public void close() {
    watcher.interrupt();
  }
}
