package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.status.WorkloadConditions;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * When to look again at a workload in ERROR because a child was refused ({@code SpecApplied=False},
 * {@code ApplyFailed}).
 *
 * <p>What refuses a child usually lies outside what the controller watches: a Service of the split
 * job's name that someone else owns, a ResourceQuota, an admission webhook, a CRD not installed
 * yet. Its removal wakes no workload: foreign objects carry no owner reference back, and an
 * informer on every Service of the cluster to see one of them go would cache far more than it is
 * worth and still miss the other causes. So the reconcile is rescheduled while the refusal lasts,
 * each time waiting as long as it has lasted so far (from {@link #FIRST} up to {@link #LONGEST}): a
 * fix made at once is seen within seconds, one made days later costs a lookup every few minutes
 * meanwhile.
 */
final class RefusalRetry {

  static final Duration FIRST = Duration.ofSeconds(5);
  static final Duration LONGEST = Duration.ofMinutes(2);

  private RefusalRetry() {}

  /** The delay before the next attempt, or empty when no child is refused. */
  static Optional<Duration> after(CommonStatus status, Instant now) {
    if (status.getStatus() != WorkloadStatus.ERROR) {
      return Optional.empty();
    }
    return Conditions.find(status.getConditions(), WorkloadConditions.SPEC_APPLIED)
        .filter(c -> Conditions.FALSE.equals(c.getStatus()))
        .filter(c -> WorkloadConditions.APPLY_FAILED.equals(c.getReason()))
        .map(
            refused -> {
              Duration lasted =
                  Conditions.transitionTime(refused)
                      .map(since -> Duration.between(since, now))
                      .orElse(Duration.ZERO);
              return lasted.compareTo(FIRST) < 0
                  ? FIRST
                  : lasted.compareTo(LONGEST) > 0 ? LONGEST : lasted;
            });
  }
}
