package ai.silogen.kaiwo.cli.status;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.FlavorQuotas;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.PodSet;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.PodSetAssignment;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceGroup;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceQuota;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.cli.workload.Gpus;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Admitted and pending Kueue Workloads, and their GPUs, per cluster queue and per local queue.
 * Finished workloads are left out. GPUs of admitted workloads come from their admission (what Kueue
 * reserved); those of pending ones from their pod sets (what they ask for).
 */
final class QueueUsage {

  /** Counts for one queue. */
  record Tally(int admitted, int pending, long gpusAdmitted, long gpusPending) {
    static final Tally ZERO = new Tally(0, 0, 0, 0);

    Tally plus(boolean isAdmitted, long gpus) {
      return isAdmitted
          ? new Tally(admitted + 1, pending, gpusAdmitted + gpus, gpusPending)
          : new Tally(admitted, pending + 1, gpusAdmitted, gpusPending + gpus);
    }
  }

  private final Map<String, Tally> byClusterQueue = new LinkedHashMap<>();
  private final Map<String, Tally> byLocalQueue = new LinkedHashMap<>();

  /** Tallies {@code workloads}; local queues map pending ones to their cluster queue. */
  static QueueUsage of(List<Workload> workloads, List<LocalQueue> localQueues) {
    Map<String, String> clusterQueueOf = new LinkedHashMap<>();
    for (LocalQueue queue : localQueues) {
      clusterQueueOf.put(
          queue.getMetadata().getNamespace() + "/" + queue.getMetadata().getName(),
          queue.getSpec() == null ? null : queue.getSpec().getClusterQueue());
    }
    QueueUsage usage = new QueueUsage();
    for (Workload workload : workloads) {
      if (hasCondition(workload, "Finished")) {
        continue;
      }
      boolean admitted = hasCondition(workload, "Admitted");
      String localQueue =
          workload.getMetadata().getNamespace()
              + "/"
              + (workload.getSpec() == null ? null : workload.getSpec().getQueueName());
      String clusterQueue =
          admitted && workload.getStatus().getAdmission() != null
              ? workload.getStatus().getAdmission().getClusterQueue()
              : clusterQueueOf.get(localQueue);
      long gpus = admitted ? admittedGpus(workload) : requestedGpus(workload);
      usage.byLocalQueue.merge(localQueue, Tally.ZERO.plus(admitted, gpus), QueueUsage::sum);
      if (clusterQueue != null) {
        usage.byClusterQueue.merge(clusterQueue, Tally.ZERO.plus(admitted, gpus), QueueUsage::sum);
      }
    }
    return usage;
  }

  Tally clusterQueue(String name) {
    return byClusterQueue.getOrDefault(name, Tally.ZERO);
  }

  Tally localQueue(String namespace, String name) {
    return byLocalQueue.getOrDefault(namespace + "/" + name, Tally.ZERO);
  }

  /** The nominal GPU quota of a cluster queue over all its flavors. */
  static long gpuQuota(ClusterQueue queue) {
    long quota = 0;
    List<ResourceGroup> groups =
        queue.getSpec() == null ? null : queue.getSpec().getResourceGroups();
    for (ResourceGroup group : Optional.ofNullable(groups).orElse(List.of())) {
      for (FlavorQuotas flavor : Optional.ofNullable(group.getFlavors()).orElse(List.of())) {
        for (ResourceQuota resource :
            Optional.ofNullable(flavor.getResources()).orElse(List.of())) {
          if (Gpus.RESOURCES.contains(resource.getName()) && resource.getNominalQuota() != null) {
            quota += resource.getNominalQuota().getNumericalAmount().longValue();
          }
        }
      }
    }
    return quota;
  }

  private static long admittedGpus(Workload workload) {
    List<PodSetAssignment> assignments = workload.getStatus().getAdmission().getPodSetAssignments();
    return Optional.ofNullable(assignments).orElse(List.of()).stream()
        .mapToLong(a -> Gpus.countQuantities(a.getResourceUsage()))
        .sum();
  }

  private static long requestedGpus(Workload workload) {
    List<PodSet> podSets = workload.getSpec() == null ? null : workload.getSpec().getPodSets();
    long gpus = 0;
    for (PodSet podSet : Optional.ofNullable(podSets).orElse(List.of())) {
      if (podSet.getTemplate() != null && podSet.getTemplate().getSpec() != null) {
        int count = podSet.getCount() == null ? 1 : podSet.getCount();
        gpus += count * Gpus.count(PodResources.requests(podSet.getTemplate().getSpec()));
      }
    }
    return gpus;
  }

  private static boolean hasCondition(Workload workload, String type) {
    return Conditions.isTrue(
        workload.getStatus() == null ? null : workload.getStatus().getConditions(), type);
  }

  private static Tally sum(Tally a, Tally b) {
    return new Tally(
        a.admitted() + b.admitted(),
        a.pending() + b.pending(),
        a.gpusAdmitted() + b.gpusAdmitted(),
        a.gpusPending() + b.gpusPending());
  }
}
