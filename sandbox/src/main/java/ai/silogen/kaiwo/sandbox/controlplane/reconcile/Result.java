package ai.silogen.kaiwo.sandbox.controlplane.reconcile;

import java.time.Duration;
import java.util.Optional;

/**
 * What a reconcile asks of its work queue: nothing more, or another look after a delay (for timers
 * such as a Job's TTL or a pod's run time). Failures are reported by throwing; the queue then
 * retries with backoff.
 *
 * @param requeueAfter when to reconcile the key again, empty for "only on the next change"
 */
public record Result(Optional<Duration> requeueAfter) {

  private static final Result DONE = new Result(Optional.empty());

  /** The object is in its desired state until something changes. */
  public static Result done() {
    return DONE;
  }

  /** Reconcile again after {@code delay} (negative delays count as zero). */
  public static Result requeueAfter(Duration delay) {
    return new Result(Optional.of(delay.isNegative() ? Duration.ZERO : delay));
  }

  /** The earlier of two results' requeue times; {@code done} when neither requeues. */
  public Result sooner(Result other) {
    if (requeueAfter.isEmpty()) {
      return other;
    }
    if (other.requeueAfter.isEmpty()) {
      return this;
    }
    return requeueAfter.get().compareTo(other.requeueAfter.get()) <= 0 ? this : other;
  }
}
