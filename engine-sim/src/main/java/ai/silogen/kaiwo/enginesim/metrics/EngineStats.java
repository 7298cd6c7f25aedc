package ai.silogen.kaiwo.enginesim.metrics;

/**
 * A point-in-time copy of a simulated engine's counters, readable from any thread (benchmarks use
 * it in-process instead of scraping {@code /metrics}). Counters are cumulative since start;
 * subtract two snapshots for a window.
 *
 * @param running requests holding a slot
 * @param waiting requests in the waiting queue
 * @param finishedByLength requests that stopped at their {@code max_tokens}
 * @param finishedByStop requests that stopped at the default output length
 * @param requestsRejected requests refused because slots and queue were full
 * @param requestsCancelled requests abandoned by their client before finishing
 * @param promptTokens prompt tokens of requests that started running
 * @param generationTokens output tokens emitted
 * @param prefixCacheQueries prompt tokens looked up in the prefix cache
 * @param prefixCacheHits prompt tokens found in the prefix cache
 * @param kvBlocksInUse KV blocks held by running requests
 * @param kvBlocksCapacity KV capacity in blocks
 * @param cachedBlocks blocks currently in the prefix cache, pinned or not
 * @param timeToFirstToken wall-clock time from arrival to first token
 */
public record EngineStats(
    int running,
    int waiting,
    long finishedByLength,
    long finishedByStop,
    long requestsRejected,
    long requestsCancelled,
    long promptTokens,
    long generationTokens,
    long prefixCacheQueries,
    long prefixCacheHits,
    int kvBlocksInUse,
    int kvBlocksCapacity,
    int cachedBlocks,
    HistogramSnapshot timeToFirstToken) {

  /** Requests that finished successfully. */
  public long requestsSucceeded() {
    return finishedByLength + finishedByStop;
  }

  /** Share of queried prompt tokens that hit the prefix cache (0 without queries). */
  public double prefixCacheHitRate() {
    return prefixCacheQueries == 0 ? 0 : (double) prefixCacheHits / prefixCacheQueries;
  }

  /** KV-cache usage in [0, 1], as {@code vllm:kv_cache_usage_perc}. */
  public double kvCacheUsage() {
    return Math.min(1.0, (double) kvBlocksInUse / kvBlocksCapacity);
  }
}
