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
 * Kueue's flavor assigner does: each pod set takes, per resource group, the first flavor (in spec
 * order) where the queue may still take every resource of the group it requests, borrowing from its
 * cohort when its own quota is not enough ({@link CohortQuota}; Kueue's default flavor fungibility,
 * {@code whenCanBorrow: Borrow}).
 *
 * <p>Simplifications: no preemption, no other flavor fungibility options and no topology; node
 * affinity is not compared with flavor labels (node selectors are).
 */
public final class FlavorAssigner {

  /** The outcome of one attempt. */
  public sealed interface Result permits Fit, NoFit {}

  /**
   * The workload fits with these assignments (one per pod set, in pod set order).
   *
   * @param borrows whether it takes more than the queue's nominal quota of some flavor
   */
  public record Fit(List<PodSetAssignment> assignments, boolean borrows) implements Result {
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
   * Assigns flavors in a queue without a cohort.
   *
   * @param usage quota already reserved in the queue
   */
  public static Result assign(
      List<PodSetRequest> podSets,
      ClusterQueueSpec queue,
      Map<String, Flavor> flavors,
      FlavorUsage usage) {
    return assign(podSets, queue, flavors, CohortQuota.alone(queue, usage));
  }

  /**
   * @param podSets the workload's pod sets
   * @param queue the ClusterQueue
   * @param flavors known ResourceFlavors by name
   * @param quota quota already reserved in the queue and the rest of its cohort
   */
  public static Result assign(
      List<PodSetRequest> podSets,
      ClusterQueueSpec queue,
      Map<String, Flavor> flavors,
      CohortQuota quota) {
    List<PodSetAssignment> assignments = new ArrayList<>();
    CohortQuota assumed = quota;
    for (PodSetRequest podSet : podSets) {
      ResourceAmounts total = podSet.total();
      Map<String, String> chosen = new LinkedHashMap<>();
      for (Map.Entry<ResourceGroup, Set<String>> group : groupsFor(total, queue).entrySet()) {
        List<String> reasons = new ArrayList<>();
        String flavor =
            firstFitting(
                queue.name(),
                group.getKey(),
                group.getValue(),
                podSet,
                total,
                flavors,
                assumed,
                reasons);
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
      assumed = assumed.plus(queue.name(), assignment.usage());
    }
    return new Fit(List.copyOf(assignments), borrows(queue.name(), assumed));
  }

  private static boolean borrows(String queue, CohortQuota quota) {
    FlavorUsage held = quota.usage(queue);
    for (String flavor : held.flavors()) {
      for (String resource : held.of(flavor).resources()) {
        if (quota.borrowed(queue, flavor, resource).signum() > 0) {
          return true;
        }
      }
    }
    return false;
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
      String queue,
      ResourceGroup group,
      Set<String> resources,
      PodSetRequest podSet,
      ResourceAmounts total,
      Map<String, Flavor> flavors,
      CohortQuota assumed,
      List<String> reasons) {
    for (FlavorQuotas quotas : group.flavors()) {
      Flavor flavor = flavors.get(quotas.flavor());
      if (flavor != null && !flavor.admitsSelector(podSet.nodeSelector())) {
        reasons.add("flavor " + quotas.flavor() + " doesn't match node affinity");
        continue;
      }
      boolean fits = true;
      for (String resource : resources) {
        String shortage = shortage(queue, resource, quotas.flavor(), total.get(resource), assumed);
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
      String queue, String resource, String flavor, BigDecimal request, CohortQuota assumed) {
    BigDecimal maximum = assumed.maximum(queue, flavor, resource);
    if (request.compareTo(maximum) > 0) {
      return "insufficient quota for %s in flavor %s, request > maximum capacity (%s > %s)"
          .formatted(
              resource,
              flavor,
              ResourceAmounts.format(resource, request),
              ResourceAmounts.format(resource, maximum));
    }
    BigDecimal available = assumed.available(queue, flavor, resource);
    if (request.compareTo(available) > 0) {
      return "insufficient unused quota for %s in flavor %s, %s more needed"
          .formatted(
              resource, flavor, ResourceAmounts.format(resource, request.subtract(available)));
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
