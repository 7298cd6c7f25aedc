package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.ClusterQueueSpec.QueueingStrategy;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * One scheduling pass over the pending workloads of a ClusterQueue: highest priority first, then
 * oldest first, each admitted if it fits in what is left of the quota.
 *
 * <p>Under {@code StrictFIFO} the pass stops at the first workload that does not fit, so nothing
 * overtakes it; under {@code BestEffortFIFO} later workloads that fit are admitted anyway. Running
 * workloads are never preempted: a high-priority workload waits until quota is released, and is
 * then admitted before any lower-priority one.
 */
public final class QueueScheduler {

  /**
   * A workload waiting for quota.
   *
   * @param key workload namespace and name
   * @param priority priority (higher first)
   * @param created when it was queued (earlier first among equal priorities)
   * @param podSets what it asks for
   */
  public record QueuedWorkload(
      ObjectKey key, int priority, Instant created, List<PodSetRequest> podSets) {}

  /** What happens to one pending workload in this pass. */
  public sealed interface Decision permits Admit, Wait {
    ObjectKey key();
  }

  /** Admit with these pod set assignments. */
  public record Admit(ObjectKey key, List<PodSetAssignment> assignments) implements Decision {}

  /** Keep waiting; {@code message} explains why. */
  public record Wait(ObjectKey key, String message) implements Decision {}

  /** Kueue's queue order: priority descending, then queueing time, then name for stability. */
  public static final Comparator<QueuedWorkload> ORDER =
      Comparator.comparingInt(QueuedWorkload::priority)
          .reversed()
          .thenComparing(QueuedWorkload::created)
          .thenComparing(w -> w.key().toString());

  private QueueScheduler() {}

  /**
   * @param queue the ClusterQueue
   * @param flavors known ResourceFlavors by name
   * @param usage quota already reserved by admitted workloads
   * @param pending the queue's pending workloads, in any order
   * @return one decision per pending workload, in queue order
   */
  public static List<Decision> schedule(
      ClusterQueueSpec queue,
      Map<String, Flavor> flavors,
      FlavorUsage usage,
      List<QueuedWorkload> pending) {
    List<QueuedWorkload> ordered = pending.stream().sorted(ORDER).toList();
    List<Decision> decisions = new ArrayList<>();
    FlavorUsage reserved = usage;
    QueuedWorkload blockedHead = null;
    for (QueuedWorkload workload : ordered) {
      if (blockedHead != null) {
        decisions.add(
            new Wait(
                workload.key(),
                "Waiting behind workload %s at the head of StrictFIFO ClusterQueue %s"
                    .formatted(blockedHead.key(), queue.name())));
        continue;
      }
      FlavorAssigner.Result result =
          FlavorAssigner.assign(workload.podSets(), queue, flavors, reserved);
      switch (result) {
        case FlavorAssigner.Fit fit -> {
          decisions.add(new Admit(workload.key(), fit.assignments()));
          reserved = reserved.plus(fit.usage());
        }
        case FlavorAssigner.NoFit noFit -> {
          decisions.add(new Wait(workload.key(), noFit.message()));
          if (queue.strategy() == QueueingStrategy.StrictFIFO) {
            blockedHead = workload;
          }
        }
      }
    }
    return decisions;
  }
}
