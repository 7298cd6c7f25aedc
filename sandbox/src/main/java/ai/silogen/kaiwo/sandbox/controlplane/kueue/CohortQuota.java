package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.ClusterQueueSpec.FlavorQuotas;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The quota of the ClusterQueues of one cohort and what each of them holds, as an immutable value:
 * how much of a flavor's resource a queue may still take, counting what it may borrow from the
 * other members. It follows Kueue's quota tree with the cohort as the root and the queues as its
 * leaves:
 *
 * <ul>
 *   <li>Of its nominal quota a queue keeps {@code nominal - lendingLimit} to itself (nothing when
 *       there is no lending limit) and puts the rest into the cohort.
 *   <li>The cohort's pool is what its members put in; what they use beyond what they keep comes out
 *       of it.
 *   <li>A queue may take its unused kept quota plus what is left in the pool, but with a {@code
 *       borrowingLimit} never more than {@code nominal + borrowingLimit} in all.
 * </ul>
 *
 * A queue without a cohort only has its nominal quota. Quota a queue lent is not reclaimed: the
 * stand-in has no preemption, so a lender waits until the borrower finishes.
 */
public final class CohortQuota {

  private final Map<String, ClusterQueueSpec> queues;
  private final Map<String, FlavorUsage> usage;

  private CohortQuota(Map<String, ClusterQueueSpec> queues, Map<String, FlavorUsage> usage) {
    this.queues = queues;
    this.usage = usage;
  }

  /**
   * @param members the cohort's ClusterQueues (one queue alone when it has no cohort)
   * @param usage quota held in each of them; queues without an entry hold none
   */
  public static CohortQuota of(
      Collection<ClusterQueueSpec> members, Map<String, FlavorUsage> usage) {
    Map<String, ClusterQueueSpec> byName = new LinkedHashMap<>();
    members.forEach(q -> byName.put(q.name(), q));
    return new CohortQuota(Map.copyOf(byName), Map.copyOf(usage));
  }

  /** The quota of one queue holding {@code usage}, as if no other queue shared its cohort. */
  public static CohortQuota alone(ClusterQueueSpec queue, FlavorUsage usage) {
    return of(List.of(queue), Map.of(queue.name(), usage));
  }

  /** The quota {@code queue} holds. */
  public FlavorUsage usage(String queue) {
    return usage.getOrDefault(queue, FlavorUsage.NONE);
  }

  /** This quota after {@code queue} takes {@code added} more. */
  public CohortQuota plus(String queue, FlavorUsage added) {
    Map<String, FlavorUsage> result = new HashMap<>(usage);
    result.put(queue, usage(queue).plus(added));
    return new CohortQuota(queues, Map.copyOf(result));
  }

  /** How much of {@code resource} in {@code flavor} the queue may still take now. */
  public BigDecimal available(String queue, String flavor, String resource) {
    Share own = share(queue, flavor, resource);
    BigDecimal used = usage(queue).of(flavor, resource);
    if (queues.get(queue).cohort().isEmpty()) {
      return own.nominal().subtract(used);
    }
    BigDecimal keptUnused = own.kept().subtract(used).max(BigDecimal.ZERO);
    BigDecimal fromPool = pool(queue, flavor, resource).subtract(drawn(queue, flavor, resource));
    if (own.borrowingLimit().isPresent()) {
      BigDecimal usedFromPool = used.subtract(own.kept()).max(BigDecimal.ZERO);
      BigDecimal allowed = own.lent().subtract(usedFromPool).add(own.borrowingLimit().get());
      fromPool = fromPool.min(allowed);
    }
    return keptUnused.add(fromPool);
  }

  /** The most of {@code resource} in {@code flavor} the queue could hold with the others idle. */
  public BigDecimal maximum(String queue, String flavor, String resource) {
    Share own = share(queue, flavor, resource);
    if (queues.get(queue).cohort().isEmpty()) {
      return own.nominal();
    }
    BigDecimal maximum = own.kept().add(pool(queue, flavor, resource));
    return own.borrowingLimit().map(b -> maximum.min(own.nominal().add(b))).orElse(maximum);
  }

  /** How much of what the queue holds is above its nominal quota, i.e. borrowed. */
  public BigDecimal borrowed(String queue, String flavor, String resource) {
    BigDecimal nominal = share(queue, flavor, resource).nominal();
    return usage(queue).of(flavor, resource).subtract(nominal).max(BigDecimal.ZERO);
  }

  /** What the members of the queue's cohort put into its pool. */
  private BigDecimal pool(String queue, String flavor, String resource) {
    return cohortOf(queue).stream()
        .map(q -> share(q, flavor, resource).lent())
        .reduce(BigDecimal.ZERO, BigDecimal::add);
  }

  /** What the members of the queue's cohort use beyond what they keep. */
  private BigDecimal drawn(String queue, String flavor, String resource) {
    return cohortOf(queue).stream()
        .map(
            q ->
                usage(q)
                    .of(flavor, resource)
                    .subtract(share(q, flavor, resource).kept())
                    .max(BigDecimal.ZERO))
        .reduce(BigDecimal.ZERO, BigDecimal::add);
  }

  private List<String> cohortOf(String queue) {
    Optional<String> cohort = queues.get(queue).cohort();
    return queues.values().stream()
        .filter(q -> q.cohort().equals(cohort))
        .map(ClusterQueueSpec::name)
        .toList();
  }

  private Share share(String queue, String flavor, String resource) {
    Optional<FlavorQuotas> quotas = queues.get(queue).quotas(flavor);
    BigDecimal nominal = quotas.map(q -> q.nominal().get(resource)).orElse(BigDecimal.ZERO);
    BigDecimal kept =
        quotas
            .flatMap(q -> q.lendingLimit(resource))
            .map(l -> nominal.subtract(l).max(BigDecimal.ZERO))
            .orElse(BigDecimal.ZERO);
    return new Share(nominal, kept, quotas.flatMap(q -> q.borrowingLimit(resource)));
  }

  /**
   * One queue's quota of one flavor's resource.
   *
   * @param kept the part no other queue may use
   */
  private record Share(BigDecimal nominal, BigDecimal kept, Optional<BigDecimal> borrowingLimit) {
    BigDecimal lent() {
      return nominal.subtract(kept);
    }
  }
}
