package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.ClusterQueueSpec.QueueingStrategy;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.FlavorAssigner.Fit;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.FlavorAssigner.NoFit;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One scheduling pass over the pending workloads of a ClusterQueue, or of the ClusterQueues of one
 * cohort: highest priority first, then oldest first, each admitted if it fits in what is left of
 * the quota, its queue's own or borrowed from the cohort.
 *
 * <p>Under {@code StrictFIFO} the pass stops at the first workload that does not fit, so nothing
 * overtakes it; under {@code BestEffortFIFO} later workloads that fit are admitted anyway. Running
 * workloads are never preempted, nor is lent quota reclaimed: a high-priority workload waits until
 * quota is released, and is then admitted before any lower-priority one.
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

  /**
   * Heads that fit without borrowing first (as Kueue's scheduler orders them), then queue order.
   */
  private static final Comparator<Head> HEAD_ORDER =
      Comparator.<Head, Boolean>comparing(h -> h.fit().borrows())
          .thenComparing(Head::workload, ORDER);

  private record Head(ClusterQueueSpec queue, QueuedWorkload workload, Fit fit) {}

  private QueueScheduler() {}

  /**
   * One pass over a queue without a cohort.
   *
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
    return schedule(
            Map.of(queue.name(), queue),
            flavors,
            CohortQuota.alone(queue, usage),
            Map.of(queue.name(), pending))
        .get(queue.name());
  }

  /**
   * One pass over the pending workloads of the queues of one cohort, which share its quota. As in
   * Kueue's scheduling cycles, each round takes the head of every queue and admits first the heads
   * that fit without borrowing, then the others, each by priority and age; a head that no longer
   * fits once others took quota in the round is tried again in the next one.
   *
   * @param queues the cohort's queues with pending workloads, by name
   * @param quota quota already reserved in every queue of the cohort
   * @param pending each queue's pending workloads, in any order
   * @return one decision per pending workload, per queue in queue order
   */
  public static Map<String, List<Decision>> schedule(
      Map<String, ClusterQueueSpec> queues,
      Map<String, Flavor> flavors,
      CohortQuota quota,
      Map<String, List<QueuedWorkload>> pending) {
    Map<String, Deque<QueuedWorkload>> waiting = new LinkedHashMap<>();
    Map<String, List<Decision>> decisions = new LinkedHashMap<>();
    pending.forEach(
        (queue, workloads) -> {
          waiting.put(queue, new ArrayDeque<>(workloads.stream().sorted(ORDER).toList()));
          decisions.put(queue, new ArrayList<>());
        });
    CohortQuota reserved = quota;
    while (waiting.values().stream().anyMatch(w -> !w.isEmpty())) {
      List<Head> fitting = new ArrayList<>();
      for (Map.Entry<String, Deque<QueuedWorkload>> entry : waiting.entrySet()) {
        QueuedWorkload head = entry.getValue().peekFirst();
        if (head == null) {
          continue;
        }
        ClusterQueueSpec queue = queues.get(entry.getKey());
        switch (FlavorAssigner.assign(head.podSets(), queue, flavors, reserved)) {
          case Fit fit -> fitting.add(new Head(queue, head, fit));
          case NoFit noFit -> {
            entry.getValue().removeFirst();
            List<Decision> queueDecisions = decisions.get(queue.name());
            queueDecisions.add(new Wait(head.key(), noFit.message()));
            if (queue.strategy() == QueueingStrategy.StrictFIFO) {
              blockBehind(head, queue, entry.getValue(), queueDecisions);
            }
          }
        }
      }
      fitting.sort(HEAD_ORDER);
      for (Head head : fitting) {
        String name = head.queue().name();
        if (FlavorAssigner.assign(head.workload().podSets(), head.queue(), flavors, reserved)
            instanceof Fit fit) {
          waiting.get(name).removeFirst();
          decisions.get(name).add(new Admit(head.workload().key(), fit.assignments()));
          reserved = reserved.plus(name, fit.usage());
        }
      }
    }
    return decisions;
  }

  /** Under StrictFIFO nothing overtakes a head that does not fit. */
  private static void blockBehind(
      QueuedWorkload head,
      ClusterQueueSpec queue,
      Deque<QueuedWorkload> behind,
      List<Decision> decisions) {
    while (!behind.isEmpty()) {
      decisions.add(
          new Wait(
              behind.removeFirst().key(),
              "Waiting behind workload %s at the head of StrictFIFO ClusterQueue %s"
                  .formatted(head.key(), queue.name())));
    }
  }
}
