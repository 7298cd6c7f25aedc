package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.api.status.Conditions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * When a LocalQueue leaves a namespace the config no longer lists (decision 0037). Like the
 * original, Kaiwo removes the LocalQueues named after a cluster queue in namespaces that queue no
 * longer lists: those it created for the config and those workloads created on demand (owned by the
 * ClusterQueue). Unlike the original it waits until no unfinished Kueue Workload in the namespace
 * uses the LocalQueue, so workloads Kueue already admitted keep their queue; a workload's end wakes
 * the config, which then removes it.
 */
final class LocalQueueRetirement {

  private LocalQueueRetirement() {}

  /**
   * {@code plan} without deletions of LocalQueues in use, followed by the deletion of the unused
   * on-demand LocalQueues of cluster queues whose namespace list leaves out their namespace.
   *
   * @param queues the config's cluster queues
   * @param onDemand LocalQueues created by workloads (not labelled as the config's)
   * @param inUse {@code namespace/name} of the LocalQueues unfinished workloads use ({@link
   *     #inUse})
   */
  static List<KueueAction> apply(
      List<KueueAction> plan,
      List<ClusterQueue> queues,
      List<LocalQueue> onDemand,
      Set<String> inUse) {
    List<KueueAction> steps = new ArrayList<>();
    for (KueueAction step : plan) {
      if (!(step instanceof KueueAction.Delete delete
          && delete.object() instanceof LocalQueue queue
          && inUse.contains(key(queue)))) {
        steps.add(step);
      }
    }
    for (LocalQueue queue : onDemand) {
      if (queue.getMetadata().getDeletionTimestamp() == null
          && !inUse.contains(key(queue))
          && unlisted(queue, queues)) {
        steps.add(new KueueAction.Delete(queue));
      }
    }
    return steps;
  }

  /** {@code namespace/name} of the LocalQueues that unfinished {@code workloads} are queued in. */
  static Set<String> inUse(List<Workload> workloads) {
    return workloads.stream()
        .filter(w -> w.getSpec() != null && w.getSpec().getQueueName() != null)
        .filter(
            w ->
                w.getStatus() == null
                    || !Conditions.isTrue(w.getStatus().getConditions(), "Finished"))
        .map(w -> w.getMetadata().getNamespace() + "/" + w.getSpec().getQueueName())
        .collect(Collectors.toSet());
  }

  /**
   * Whether the end of {@code workload} can let a LocalQueue go: its queue is named after a cluster
   * queue (as Kaiwo names them) that the config no longer has, or that no longer lists the
   * workload's namespace. Any other workload's end changes no plan, and with thousands of workloads
   * a full sync for each one was most of the config's reconciles.
   */
  static boolean mayRetireQueueOf(Workload workload, List<ClusterQueue> queues) {
    if (workload.getSpec() == null || workload.getSpec().getQueueName() == null) {
      return false;
    }
    String name = workload.getSpec().getQueueName();
    return queues.stream().noneMatch(q -> q.getName().equals(name))
        || unlisted(workload.getMetadata().getNamespace(), name, queues);
  }

  private static boolean unlisted(LocalQueue queue, List<ClusterQueue> queues) {
    return unlisted(queue.getMetadata().getNamespace(), queue.getMetadata().getName(), queues);
  }

  private static boolean unlisted(String namespace, String name, List<ClusterQueue> queues) {
    return queues.stream()
        .filter(q -> q.getName().equals(name))
        .anyMatch(
            q -> !orEmpty(q.getNamespaces()).isEmpty() && !q.getNamespaces().contains(namespace));
  }

  private static String key(LocalQueue queue) {
    return queue.getMetadata().getNamespace() + "/" + queue.getMetadata().getName();
  }
}
