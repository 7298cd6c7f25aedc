package ai.silogen.kaiwo.enginesim.runtime;

import ai.silogen.kaiwo.enginesim.model.PrefixCache;
import ai.silogen.kaiwo.enginesim.model.SyntheticText;
import ai.silogen.kaiwo.enginesim.model.Usage;

/**
 * One request inside the engine: waits for a slot, pins its prompt blocks, "prefills", emits its
 * tokens via the engine's wake-up queue and releases everything when it finishes or is cancelled.
 * Deadlines are absolute nanoseconds, so sub-millisecond (time-scaled) latencies do not drift: when
 * a wake-up comes late, every token whose time has come is emitted at once.
 */
public final class Job {

  private enum State {
    WAITING,
    PREFILL,
    DECODE,
    PAUSED,
    DONE,
    CANCELLED,
    REJECTED
  }

  private final EngineRuntime engine;
  private final SimulatedRequest request;
  private final GenerationSink sink;
  private final long arrivalNanos;
  private State state = State.WAITING;
  private PrefixCache.Lease lease;
  private int cachedTokens;
  private int emitted;
  private int privateBlocks;
  private long deadline;
  private WakeupQueue.Wakeup pending;

  Job(EngineRuntime engine, SimulatedRequest request, GenerationSink sink, long arrivalNanos) {
    this.engine = engine;
    this.request = request;
    this.sink = sink;
    this.arrivalNanos = arrivalNanos;
  }

  /** Abandons the request (its client went away): frees its queue place or slot and blocks. */
  public void cancel() {
    switch (state) {
      case WAITING -> {
        state = State.CANCELLED;
        engine.removeWaiting(this);
        engine.counters.cancelled();
      }
      case PREFILL, DECODE, PAUSED -> {
        state = State.CANCELLED;
        if (pending != null) {
          engine.wakeups.cancel(pending);
          pending = null;
        }
        releaseBlocks(false);
        engine.counters.cancelled();
        engine.releaseSlot();
        engine.startWaiting();
      }
      default -> {
        // already over
      }
    }
  }

  /** Whether the request is still waiting for a slot. */
  public boolean waiting() {
    return state == State.WAITING;
  }

  void reject() {
    state = State.REJECTED;
  }

  void start() {
    state = State.PREFILL;
    int prompt = request.promptTokens();
    if (engine.cache != null && request.prefixCacheable()) {
      long[] hashes = engine.hasher.hashes(request.prompt(), request.lora());
      // vLLM always computes the last prompt token, so a fully cached prompt misses one block.
      int maxHits = engine.hasher.fullBlocks(Math.max(0, prompt - 1));
      lease = engine.cache.acquire(hashes, maxHits);
      cachedTokens = lease.hitBlocks() * engine.hasher.blockSize();
      engine.counters.prefixLookup(prompt, cachedTokens);
    }
    engine.counters.started(prompt);
    updatePrivateBlocks();
    int running = engine.running();
    long now = System.nanoTime();
    long prefill =
        engine.scaled(engine.latency.prefillNanos(prompt, cachedTokens, running, engine.jitter));
    if (engine.prefill != null) {
      long work = engine.latency.prefillComputeNanos(prompt, cachedTokens, running);
      prefill += engine.prefill.reserve(now, engine.scaled(work));
    }
    deadline = now + prefill;
    advance();
  }

  private void advance() {
    pending = null;
    while (state == State.PREFILL || state == State.DECODE) {
      long now = System.nanoTime();
      if (deadline - now > 0) {
        pending = engine.wakeups.schedule(deadline, this::advance);
        return;
      }
      if (request.outputTokens() == 0) {
        finish();
        return;
      }
      if (!sink.writable()) {
        state = State.PAUSED;
        sink.whenWritable(this::resume);
        return;
      }
      emitToken(now);
    }
  }

  private void emitToken(long now) {
    if (emitted == 0) {
      engine.counters.firstToken(now - arrivalNanos);
      state = State.DECODE;
    }
    int index = emitted++;
    boolean last = emitted == request.outputTokens();
    engine.counters.generated();
    updatePrivateBlocks();
    sink.token(index, SyntheticText.token(request.outputSeed(), index), last);
    if (state != State.DECODE) {
      return; // cancelled from within the sink
    }
    if (last) {
      finish();
    } else {
      deadline += engine.scaled(engine.latency.interTokenNanos(engine.running(), engine.jitter));
    }
  }

  private void resume() {
    if (state == State.PAUSED) {
      state = emitted == 0 ? State.PREFILL : State.DECODE;
      // A slow reader delays the remaining tokens instead of receiving them in a burst.
      deadline = Math.max(deadline, System.nanoTime());
      advance();
    }
  }

  private void finish() {
    state = State.DONE;
    releaseBlocks(true);
    engine.counters.finished(request.stopsAtLength());
    engine.releaseSlot();
    sink.completed(new Usage(request.promptTokens(), emitted, cachedTokens));
    engine.startWaiting();
  }

  /**
   * Unpins the prompt blocks. On success the blocks completed by generated tokens are cached too,
   * as vLLM does, except the block of the last token whose KV was never computed.
   */
  private void releaseBlocks(boolean cacheOutput) {
    if (lease != null) {
      long[] extended = null;
      if (cacheOutput && emitted > 1) {
        String computed = request.prompt() + SyntheticText.text(request.outputSeed(), emitted - 1);
        extended = engine.hasher.hashes(computed, request.lora());
      }
      engine.cache.release(lease, extended);
      lease = null;
    }
    engine.adjustPrivateBlocks(-privateBlocks);
    privateBlocks = 0;
  }

  /** Blocks this request holds outside the prefix cache: its partial tail and decoded tokens. */
  private void updatePrivateBlocks() {
    int blockSize = engine.hasher.blockSize();
    int needed = (request.promptTokens() + emitted + blockSize - 1) / blockSize;
    int updated = Math.max(0, needed - (lease == null ? 0 : lease.pinnedBlocks()));
    if (updated != privateBlocks) {
      engine.adjustPrivateBlocks(updated - privateBlocks);
      privateBlocks = updated;
      engine.publishGauges();
    }
  }
}
