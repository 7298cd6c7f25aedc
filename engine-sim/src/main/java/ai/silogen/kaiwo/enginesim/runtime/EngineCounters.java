package ai.silogen.kaiwo.enginesim.runtime;

import ai.silogen.kaiwo.enginesim.metrics.EngineStats;
import ai.silogen.kaiwo.enginesim.metrics.Histogram;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The live counters of one engine. Only the engine's event loop writes them; any thread may read a
 * {@link #snapshot()}.
 */
public final class EngineCounters {

  private final int kvCapacity;
  private final AtomicInteger running = new AtomicInteger();
  private final AtomicInteger waiting = new AtomicInteger();
  private final AtomicInteger kvBlocksInUse = new AtomicInteger();
  private final AtomicInteger cachedBlocks = new AtomicInteger();
  private final AtomicLong finishedByLength = new AtomicLong();
  private final AtomicLong finishedByStop = new AtomicLong();
  private final AtomicLong rejected = new AtomicLong();
  private final AtomicLong cancelled = new AtomicLong();
  private final AtomicLong promptTokens = new AtomicLong();
  private final AtomicLong generationTokens = new AtomicLong();
  private final AtomicLong prefixQueries = new AtomicLong();
  private final AtomicLong prefixHits = new AtomicLong();
  private final Histogram timeToFirstToken = new Histogram(Histogram.TTFT_BUCKETS);

  public EngineCounters(int kvCapacity) {
    this.kvCapacity = kvCapacity;
  }

  /** A consistent-enough copy for reporting (each field is read atomically). */
  public EngineStats snapshot() {
    return new EngineStats(
        running.get(),
        waiting.get(),
        finishedByLength.get(),
        finishedByStop.get(),
        rejected.get(),
        cancelled.get(),
        promptTokens.get(),
        generationTokens.get(),
        prefixQueries.get(),
        prefixHits.get(),
        kvBlocksInUse.get(),
        kvCapacity,
        cachedBlocks.get(),
        timeToFirstToken.snapshot());
  }

  void gauges(int runningNow, int waitingNow, int kvInUse, int cached) {
    running.set(runningNow);
    waiting.set(waitingNow);
    kvBlocksInUse.set(kvInUse);
    cachedBlocks.set(cached);
  }

  void started(int prompt) {
    promptTokens.addAndGet(prompt);
  }

  void prefixLookup(int queriedTokens, int hitTokens) {
    prefixQueries.addAndGet(queriedTokens);
    prefixHits.addAndGet(hitTokens);
  }

  void firstToken(long nanosSinceArrival) {
    timeToFirstToken.observeNanos(nanosSinceArrival);
  }

  void generated() {
    generationTokens.incrementAndGet();
  }

  void finished(boolean byLength) {
    (byLength ? finishedByLength : finishedByStop).incrementAndGet();
  }

  void rejected() {
    rejected.incrementAndGet();
  }

  void cancelled() {
    cancelled.incrementAndGet();
  }
}
