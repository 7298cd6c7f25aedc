package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.ClusterQueueSpec.FlavorQuotas;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.ClusterQueueSpec.ResourceGroup;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides whether a workload fits in a ClusterQueue's unused quota and with which flavors, the way
 * Kueue's flavor assigner does for queues without a cohort: each pod set takes, per resource group,
 * the first flavor (in spec order) whose nominal quota minus usage covers every resource of the
 * group it requests.
 *
 * <p>Simplifications: no borrowing from a cohort, no preemption, no flavor fungibility options and
 * no topology; node affinity is not compared with flavor labels (node selectors are).
 */
public final class FlavorAssigner {

  /** The outcome of one attempt. */
  public sealed interface Result permits Fit, NoFit {}

  /** The workload fits with these assignments (one per pod set, in pod set order). */
  public record Fit(List<PodSetAssignment> assignments) implements Result {
    public FlavorUsage usage() {
      return assignments.stream()
          .map(PodSetAssignment::usage)
          .reduce(FlavorUsage.NONE, FlavorUsage::plus);
    }
  }

  /** The workload does not fit; {@code message} says why in Kueue's words. */
  public record NoFit(String message) implements Result {}

  private FlavorAssigner() {}

  /**
   * @param podSets the workload's pod sets
   * @param queue the ClusterQueue
   * @param flavors known ResourceFlavors by name
   * @param usage quota already reserved in the queue
   */
  public static Result assign(
      List<PodSetRequest> podSets,
      ClusterQueueSpec queue,
      Map<String, Flavor> flavors,
      FlavorUsage usage) {
    List<PodSetAssignment> assignments = new ArrayList<>();
    FlavorUsage assumed = usage;
    for (PodSetRequest podSet : podSets) {
      ResourceAmounts total = podSet.total();
      Map<String, String> chosen = new LinkedHashMap<>();
      for (Map.Entry<ResourceGroup, Set<String>> group : groupsFor(total, queue).entrySet()) {
        List<String> reasons = new ArrayList<>();
        String flavor =
            firstFitting(
                group.getKey(), group.getValue(), podSet, total, flavors, assumed, reasons);
        if (flavor == null) {
          return noFit(podSet, reasons);
        }
        group.getValue().forEach(resource -> chosen.put(resource, flavor));
      }
      ResourceAmounts requested = requestedOnly(total);
      for (String resource : requested.resources()) {
        if (!chosen.containsKey(resource)) {
          return noFit(podSet, List.of("resource " + resource + " unavailable in ClusterQueue"));
        }
      }
      PodSetAssignment assignment =
          new PodSetAssignment(podSet.name(), podSet.count(), Map.copyOf(chosen), requested);
      assignments.add(assignment);
      assumed = assumed.plus(assignment.usage());
    }
    return new Fit(List.copyOf(assignments));
  }

  /** The resource groups the pod set needs, each with the requested resources it covers. */
  private static Map<ResourceGroup, Set<String>> groupsFor(
      ResourceAmounts total, ClusterQueueSpec queue) {
    Map<ResourceGroup, Set<String>> groups = new LinkedHashMap<>();
    for (String resource : requestedOnly(total).resources()) {
      queue
          .groupCovering(resource)
          .ifPresent(g -> groups.computeIfAbsent(g, k -> new LinkedHashSet<>()).add(resource));
    }
    return groups;
  }

  private static String firstFitting(
      ResourceGroup group,
      Set<String> resources,
      PodSetRequest podSet,
      ResourceAmounts total,
      Map<String, Flavor> flavors,
      FlavorUsage assumed,
      List<String> reasons) {
    for (FlavorQuotas quotas : group.flavors()) {
      Flavor flavor = flavors.get(quotas.flavor());
      if (flavor != null && !flavor.admitsSelector(podSet.nodeSelector())) {
        reasons.add("flavor " + quotas.flavor() + " doesn't match node affinity");
        continue;
      }
      boolean fits = true;
      for (String resource : resources) {
        String shortage = shortage(resource, quotas, total.get(resource), assumed);
        if (shortage != null) {
          reasons.add(shortage);
          fits = false;
        }
      }
      if (fits) {
        return quotas.flavor();
      }
    }
    return null;
  }

  /** Why {@code request} of {@code resource} does not fit in the flavor, or null when it does. */
  private static String shortage(
      String resource, FlavorQuotas quotas, BigDecimal request, FlavorUsage assumed) {
    BigDecimal nominal = quotas.nominal().get(resource);
    if (request.compareTo(nominal) > 0) {
      return "insufficient quota for %s in flavor %s, request > maximum capacity (%s > %s)"
          .formatted(
              resource,
              quotas.flavor(),
              ResourceAmounts.format(resource, request),
              ResourceAmounts.format(resource, nominal));
    }
    BigDecimal available = nominal.subtract(assumed.of(quotas.flavor(), resource));
    if (request.compareTo(available) > 0) {
      return "insufficient unused quota for %s in flavor %s, %s more needed"
          .formatted(
              resource,
              quotas.flavor(),
              ResourceAmounts.format(resource, request.subtract(available)));
    }
    return null;
  }

  /** Drops zero requests: a pod that asks for 0 GPUs needs no GPU quota. */
  private static ResourceAmounts requestedOnly(ResourceAmounts total) {
    Map<String, BigDecimal> nonZero = new LinkedHashMap<>();
    total
        .asMap()
        .forEach(
            (k, v) -> {
              if (v.signum() > 0) {
                nonZero.put(k, v);
              }
            });
    return ResourceAmounts.of(nonZero);
  }

  private static NoFit noFit(PodSetRequest podSet, List<String> reasons) {
    return new NoFit(
        "couldn't assign flavors to pod set " + podSet.name() + ": " + String.join(", ", reasons));
  }
}
