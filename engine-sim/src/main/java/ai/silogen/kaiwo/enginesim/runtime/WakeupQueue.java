package ai.silogen.kaiwo.enginesim.runtime;

import io.vertx.core.Vertx;
import java.util.PriorityQueue;

/**
 * Coalesces the wake-ups of all requests of one engine onto a single Vert.x timer: when it fires,
 * every request whose deadline has passed runs, then the timer is re-armed for the earliest
 * remaining deadline. A busy engine thus costs at most one timer callback per millisecond instead
 * of one per token per request, which matters when several time-compressed engines share the cores
 * with the gateway being measured. Confined to the engine's event loop.
 */
final class WakeupQueue {

  /** A pending wake-up; cancel it with {@link #cancel(Wakeup)}. */
  static final class Wakeup implements Comparable<Wakeup> {
    private final long deadline;
    private final long sequence;
    private final Runnable action;

    private Wakeup(long deadline, long sequence, Runnable action) {
      this.deadline = deadline;
      this.sequence = sequence;
      this.action = action;
    }

    @Override
    public int compareTo(Wakeup other) {
      // nanoTime values are compared by difference, which survives their wrap-around.
      long diff = deadline - other.deadline;
      return diff != 0 ? Long.signum(diff) : Long.compare(sequence, other.sequence);
    }
  }

  private final Vertx vertx;
  private final PriorityQueue<Wakeup> queue = new PriorityQueue<>();
  private long nextSequence;
  private long timerId = -1;
  private long armedFor;
  private boolean firing;

  WakeupQueue(Vertx vertx) {
    this.vertx = vertx;
  }

  /** Runs {@code action} once {@link System#nanoTime()} reaches {@code deadline}. */
  Wakeup schedule(long deadline, Runnable action) {
    Wakeup wakeup = new Wakeup(deadline, nextSequence++, action);
    queue.add(wakeup);
    arm();
    return wakeup;
  }

  /** Drops a pending wake-up; a no-op if it already ran. */
  void cancel(Wakeup wakeup) {
    queue.remove(wakeup);
  }

  /** Pending wake-ups. */
  int size() {
    return queue.size();
  }

  private void fire() {
    timerId = -1;
    firing = true; // actions reschedule themselves; arm once, after all due ones ran
    try {
      long now = System.nanoTime();
      Wakeup head;
      while ((head = queue.peek()) != null && head.deadline - now <= 0) {
        queue.poll();
        head.action.run();
      }
    } finally {
      firing = false;
    }
    arm();
  }

  private void arm() {
    Wakeup head = queue.peek();
    if (firing || head == null || (timerId >= 0 && head.deadline - armedFor >= 0)) {
      return; // nothing to wait for, or the armed timer fires early enough
    }
    if (timerId >= 0) {
      vertx.cancelTimer(timerId);
    }
    long delayNanos = head.deadline - System.nanoTime();
    long delayMillis = Math.max(1, (delayNanos + 999_999) / 1_000_000);
    armedFor = head.deadline;
    timerId = vertx.setTimer(delayMillis, id -> fire());
  }
}
