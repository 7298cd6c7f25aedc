package ai.silogen.kaiwo.gateway.proxy;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The request-body bytes the gateway holds at once, across every request and event loop, against a
 * limit. Bodies wait in memory while their model scales from zero and until an answer arrives (they
 * are replayed on retries), in the same direct memory that every read and write needs: without a
 * limit, a burst of large prompts for a cold model could leave requests already being answered
 * without buffers, and their streams would break (decision 0021).
 */
final class BodyBudget {
  private final long limit;
  private final AtomicLong held = new AtomicLong();

  /**
   * @param limit bytes; {@link Long#MAX_VALUE} for none
   */
  BodyBudget(long limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("limit must be positive, got " + limit);
    }
    this.limit = limit;
  }

  /** Takes {@code bytes} if they fit; otherwise takes nothing and returns false. */
  boolean tryTake(long bytes) {
    long now = held.addAndGet(bytes);
    if (now > limit) {
      held.addAndGet(-bytes);
      return false;
    }
    return true;
  }

  /** Gives back bytes taken with {@link #tryTake}. */
  void giveBack(long bytes) {
    held.addAndGet(-bytes);
  }

  long limit() {
    return limit;
  }

  /** Bytes held now. */
  long held() {
    return held.get();
  }
}
