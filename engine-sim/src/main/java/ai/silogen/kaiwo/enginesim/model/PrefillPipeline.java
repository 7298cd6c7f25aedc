package ai.silogen.kaiwo.enginesim.model;

/**
 * One replica's prefill compute as a single first-come-first-served resource. A GPU computes the
 * uncached prompt tokens of concurrent requests out of one throughput budget (vLLM's
 * max-num-batched-tokens per step), so a cache miss delays the prefills queued behind it. Without
 * this pipeline every request prefills as if it had the GPU to itself, which is how
 * llm-d-inference-sim models latency and under-punishes misses at high load.
 *
 * <p>Pure bookkeeping on a caller-supplied clock, not thread-safe. Reserved compute is not returned
 * when a request is cancelled mid-prefill: the work already scheduled on a GPU is not undone
 * either, and the benchmarks that enable this do not cancel.
 */
public final class PrefillPipeline {

  private long freeAt;
  private boolean used;

  /**
   * Reserves {@code workNanos} of prefill compute for a request arriving at {@code nowNanos}.
   *
   * @return how long the request waits before its own compute starts (0 when the pipeline is idle)
   */
  public long reserve(long nowNanos, long workNanos) {
    if (workNanos < 0) {
      throw new IllegalArgumentException("negative prefill work: " + workNanos);
    }
    long start = used && freeAt - nowNanos > 0 ? freeAt : nowNanos;
    used = true;
    freeAt = start + workNanos;
    return start - nowNanos;
  }

  /** Compute still queued at {@code nowNanos}, i.e. the wait a new request would see. */
  public long backlog(long nowNanos) {
    return used ? Math.max(0, freeAt - nowNanos) : 0;
  }
}
