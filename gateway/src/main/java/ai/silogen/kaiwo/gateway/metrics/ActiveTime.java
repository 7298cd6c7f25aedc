package ai.silogen.kaiwo.gateway.metrics;

import java.util.function.LongSupplier;

/**
 * A model's active requests now and their integral over time, in request-seconds. The integral's
 * rate is the mean number of active requests over any interval (Little's law), which the fast
 * autoscaler reads between two ticks: an instantaneous count misses every request that starts and
 * ends between them, and a model whose only traffic is such short requests would be scaled to zero
 * under it (decision 0019).
 *
 * <p>Two event loops change it, each with a lock taken for a few arithmetic operations per request
 * start and end, at times the request path has read from the clock already; reads are rare (a
 * scrape, an autoscaler tick) and read the clock themselves.
 */
final class ActiveTime {
  private final LongSupplier nanoTime;
  private int active;
  private long changedAt;
  private long activeNanos;

  ActiveTime(LongSupplier nanoTime) {
    this.nanoTime = nanoTime;
    this.changedAt = nanoTime.getAsLong();
  }

  /** A request became active at {@code nowNanos} ({@link System#nanoTime()}). */
  synchronized void started(long nowNanos) {
    change(1, nowNanos);
  }

  /** A request ended at {@code nowNanos}. */
  synchronized void finished(long nowNanos) {
    change(-1, nowNanos);
  }

  synchronized int active() {
    return active;
  }

  /** Request-seconds so far, counting requests still active up to now. */
  synchronized double seconds() {
    long now = nanoTime.getAsLong();
    return (activeNanos + active * (now - changedAt)) / 1e9;
  }

  private void change(int delta, long now) {
    activeNanos += active * (now - changedAt);
    changedAt = now;
    active += delta;
  }
}
