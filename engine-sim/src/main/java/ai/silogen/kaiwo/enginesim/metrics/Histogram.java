package ai.silogen.kaiwo.enginesim.metrics;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A Prometheus-style histogram of seconds with fixed upper bounds. One thread observes (the
 * engine's event loop); any thread may take a {@link #snapshot()}.
 */
public final class Histogram {

  /** vLLM's buckets for {@code vllm:time_to_first_token_seconds}. */
  public static final double[] TTFT_BUCKETS = {
    0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0,
    20.0, 40.0, 80.0, 160.0, 640.0, 2560.0
  };

  private final double[] bounds;
  private final AtomicLongArray counts;
  private final AtomicLong count = new AtomicLong();
  private final AtomicLong sumNanos = new AtomicLong();

  public Histogram(double[] upperBounds) {
    this.bounds = upperBounds.clone();
    this.counts = new AtomicLongArray(upperBounds.length);
  }

  /** Records one observation of {@code nanos} nanoseconds. */
  public void observeNanos(long nanos) {
    double seconds = nanos / 1e9;
    for (int i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]) {
        counts.incrementAndGet(i);
        break;
      }
    }
    sumNanos.addAndGet(nanos);
    count.incrementAndGet();
  }

  /** Cumulative bucket counts, as exposed in Prometheus text. */
  public HistogramSnapshot snapshot() {
    long[] cumulative = new long[bounds.length];
    long running = 0;
    for (int i = 0; i < bounds.length; i++) {
      running += counts.get(i);
      cumulative[i] = running;
    }
    long total = Math.max(count.get(), running);
    return new HistogramSnapshot(bounds.clone(), cumulative, total, sumNanos.get() / 1e9);
  }
}
