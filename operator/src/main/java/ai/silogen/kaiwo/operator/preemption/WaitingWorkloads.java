package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The GPU workloads waiting in each cluster queue for each vendor, longest waiting first. Built
 * once per sweep, so that deciding for every expired workload costs one lookup instead of a scan
 * and sort of all workloads (which made a sweep quadratic when many expire while others wait).
 */
final class WaitingWorkloads {

  private record Demand(String clusterQueue, GpuVendor vendor) {}

  private final Map<Demand, List<WorkloadSnapshot>> byDemand;

  private WaitingWorkloads(Map<Demand, List<WorkloadSnapshot>> byDemand) {
    this.byDemand = byDemand;
  }

  /** The PENDING workloads of {@code workloads} that ask for GPUs of a known vendor. */
  static WaitingWorkloads of(Collection<WorkloadSnapshot> workloads) {
    Map<Demand, List<WorkloadSnapshot>> byDemand = new HashMap<>();
    for (WorkloadSnapshot workload : workloads) {
      if (workload.status() == WorkloadStatus.PENDING
          && workload.pendingSince().isPresent()
          && workload.gpus() > 0
          && workload.vendor().isPresent()) {
        byDemand
            .computeIfAbsent(
                new Demand(workload.clusterQueue(), workload.vendor().get()),
                demand -> new ArrayList<>())
            .add(workload);
      }
    }
    byDemand
        .values()
        .forEach(waiting -> waiting.sort(Comparator.comparing(w -> w.pendingSince().get())));
    return new WaitingWorkloads(byDemand);
  }

  /**
   * The workload that has waited longest for the GPUs {@code running} holds: same cluster queue and
   * vendor, and not {@code running} itself under an older, PENDING, snapshot.
   */
  Optional<WorkloadSnapshot> longestWaitingFor(WorkloadSnapshot running) {
    if (running.vendor().isEmpty()) {
      return Optional.empty();
    }
    List<WorkloadSnapshot> waiting =
        byDemand.getOrDefault(
            new Demand(running.clusterQueue(), running.vendor().get()), List.of());
    return waiting.stream().filter(other -> !other.sameAs(running)).findFirst();
  }
}
