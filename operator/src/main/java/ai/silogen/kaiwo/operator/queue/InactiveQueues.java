package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The owned ClusterQueues that Kueue reports as unable to admit workloads. Kueue is the judge of
 * what a queue needs (its flavors, admission checks, cohort), so the config's status repeats its
 * verdict instead of guessing it from the spec. A queue stopped on purpose ({@code stopPolicy}) is
 * inactive as asked, and a queue Kueue has not looked at yet has no verdict: neither is a problem.
 */
final class InactiveQueues {

  static final String ACTIVE = "Active";
  private static final String STOPPED = "Stopped";

  private InactiveQueues() {}

  /** One line per inactive queue, e.g. {@code kaiwo: FlavorNotFound: Can't admit ...}. */
  static List<String> of(List<ClusterQueue> owned) {
    return owned.stream()
        .sorted(Comparator.comparing(q -> q.getMetadata().getName()))
        .map(InactiveQueues::problem)
        .flatMap(Optional::stream)
        .toList();
  }

  private static Optional<String> problem(ClusterQueue queue) {
    if (queue.getStatus() == null) {
      return Optional.empty();
    }
    return Conditions.find(queue.getStatus().getConditions(), ACTIVE)
        .filter(c -> "False".equals(c.getStatus()) && !STOPPED.equals(c.getReason()))
        .map(c -> queue.getMetadata().getName() + ": " + c.getReason() + ": " + c.getMessage());
  }

  /** Whether an update changed what {@link #of} reads, so that Kueue's verdict wakes the config. */
  static boolean verdictChanged(ClusterQueue after, ClusterQueue before) {
    return !Objects.equals(active(after), active(before));
  }

  private static Optional<List<String>> active(ClusterQueue queue) {
    return Optional.ofNullable(queue.getStatus())
        .flatMap(s -> Conditions.find(s.getConditions(), ACTIVE))
        .map((Condition c) -> List.of(c.getStatus(), String.valueOf(c.getReason())));
  }
}
