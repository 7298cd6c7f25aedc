package ai.silogen.kaiwo.enginesim.model;

import java.util.ArrayDeque;

/**
 * vLLM-style admission: at most {@code maxRunning} requests run; the rest wait in a bounded FIFO
 * queue and anything beyond it is rejected. Pure bookkeeping, not thread-safe.
 *
 * @param <T> the request type
 */
public final class SlotScheduler<T> {

  private final int maxRunning;
  private final int maxWaiting;
  private final ArrayDeque<T> waiting = new ArrayDeque<>();
  private int running;

  public SlotScheduler(int maxRunning, int maxWaiting) {
    if (maxRunning < 1 || maxWaiting < 0) {
      throw new IllegalArgumentException(
          "need maxRunning >= 1 and maxWaiting >= 0, got " + maxRunning + ", " + maxWaiting);
    }
    this.maxRunning = maxRunning;
    this.maxWaiting = maxWaiting;
  }

  /**
   * Queues a request; call {@link #nextToRun()} afterwards to start it if a slot is free.
   *
   * @return false when slots and queue are full, i.e. the request is rejected
   */
  public boolean enqueue(T request) {
    if (running + waiting.size() >= maxRunning + maxWaiting) {
      return false;
    }
    waiting.addLast(request);
    return true;
  }

  /** Moves the oldest waiting request into a free slot and returns it, or null if none can run. */
  public T nextToRun() {
    if (running >= maxRunning || waiting.isEmpty()) {
      return null;
    }
    running++;
    return waiting.pollFirst();
  }

  /** Frees the slot of a request that finished or was cancelled while running. */
  public void finished() {
    if (running == 0) {
      throw new IllegalStateException("no running request to finish");
    }
    running--;
  }

  /** Removes a request that gave up while waiting; false if it was not waiting. */
  public boolean removeWaiting(T request) {
    return waiting.remove(request);
  }

  public int running() {
    return running;
  }

  public int waiting() {
    return waiting.size();
  }
}
