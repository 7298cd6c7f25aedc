package ai.silogen.kaiwo.enginesim.runtime;

import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.model.BlockHasher;
import ai.silogen.kaiwo.enginesim.model.LatencyModel;
import ai.silogen.kaiwo.enginesim.model.PrefillPipeline;
import ai.silogen.kaiwo.enginesim.model.PrefixCache;
import ai.silogen.kaiwo.enginesim.model.SlotScheduler;
import io.vertx.core.Vertx;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The simulated engine: scheduler, prefix cache and latency model driven by a Vert.x timer. All
 * methods must be called on the one event loop that owns the engine, which is what makes the pure
 * model classes safe to use without locks; only {@link #counters()} may be read elsewhere.
 */
public final class EngineRuntime {

  final WakeupQueue wakeups;
  final LatencyModel latency;
  final BlockHasher hasher;
  final PrefixCache cache;
  final PrefillPipeline prefill;
  final EngineCounters counters;
  final RandomGenerator jitter;
  private final double timeScale;
  private final long readyAtNanos;
  private final SlotScheduler<Job> scheduler;
  private int privateBlocks;
  private boolean starting;

  /**
   * @param counters where the engine publishes its metrics
   * @param startNanos {@link System#nanoTime()} at which the engine started loading
   */
  public EngineRuntime(Vertx vertx, EngineConfig config, EngineCounters counters, long startNanos) {
    this.wakeups = new WakeupQueue(vertx);
    this.latency = new LatencyModel(config.latency(), config.maxNumSeqs());
    this.hasher = new BlockHasher(config.blockSize());
    this.cache = config.prefixCaching() ? new PrefixCache(config.numGpuBlocks()) : null;
    this.prefill = config.serialPrefill() ? new PrefillPipeline() : null;
    this.counters = counters;
    this.jitter = config.jitter() ? new SplittableRandom(config.seed()) : null;
    this.timeScale = config.timeScale();
    this.scheduler = new SlotScheduler<>(config.maxNumSeqs(), config.maxWaitingRequests());
    this.readyAtNanos = startNanos + scaled(config.startupDelay().toNanos());
  }

  /** Whether the simulated model has finished loading. */
  public boolean ready() {
    return System.nanoTime() - readyAtNanos >= 0;
  }

  /** The engine's counters; safe to read from any thread. */
  public EngineCounters counters() {
    return counters;
  }

  /**
   * Admits a request: it starts at once when a slot is free, waits in the queue otherwise, or is
   * rejected through {@link GenerationSink#rejected()} when the queue is full.
   *
   * @return a handle to cancel the request when its client goes away
   */
  public Job submit(SimulatedRequest request, GenerationSink sink) {
    Job job = new Job(this, request, sink, System.nanoTime());
    if (!scheduler.enqueue(job)) {
      job.reject();
      counters.rejected();
      sink.rejected();
      return job;
    }
    startWaiting();
    return job;
  }

  /** Simulated nanoseconds to wall-clock nanoseconds. */
  long scaled(long simulatedNanos) {
    return Math.round(simulatedNanos * timeScale);
  }

  int running() {
    return scheduler.running();
  }

  /**
   * Starts waiting requests while slots are free. Requests may run to completion inside {@code
   * start()} (zero latency) and call back here; the guard turns that recursion into this loop.
   */
  void startWaiting() {
    if (starting) {
      return;
    }
    starting = true;
    try {
      Job next;
      while ((next = scheduler.nextToRun()) != null) {
        publishGauges();
        next.start();
      }
    } finally {
      starting = false;
    }
    publishGauges();
  }

  /** Frees the slot of a running job that finished or was cancelled. */
  void releaseSlot() {
    scheduler.finished();
    publishGauges();
  }

  void removeWaiting(Job job) {
    scheduler.removeWaiting(job);
    publishGauges();
  }

  void adjustPrivateBlocks(int delta) {
    privateBlocks += delta;
  }

  void publishGauges() {
    int pinned = cache == null ? 0 : cache.pinnedBlocks();
    int cached = cache == null ? 0 : cache.size();
    counters.gauges(scheduler.running(), scheduler.waiting(), pinned + privateBlocks, cached);
  }
}
