package ai.silogen.kaiwo.operator;

import ai.silogen.kaiwo.operator.monitoring.ResourceMonitoring;

/**
 * Process-level operator settings: things that cannot change without a restart (the rest lives in
 * the cluster's {@code KaiwoConfig}).
 *
 * @param reconcileThreads concurrent reconciliations per controller
 * @param leaderElection whether to hold a Lease before reconciling (off in the sandbox, on in
 *     clusters with replicas)
 * @param leaseNamespace namespace of the leader-election Lease
 * @param resourceMonitoring whether and where GPU utilisation is read (off by default)
 */
public record OperatorOptions(
    int reconcileThreads,
    boolean leaderElection,
    String leaseNamespace,
    ResourceMonitoring resourceMonitoring) {

  /** Options without resource monitoring. */
  public OperatorOptions(int reconcileThreads, boolean leaderElection, String leaseNamespace) {
    this(reconcileThreads, leaderElection, leaseNamespace, ResourceMonitoring.disabled());
  }

  /** Defaults suited to one operator replica. */
  public static OperatorOptions defaults() {
    return new OperatorOptions(4, false, "kaiwo-system");
  }

  /** These options with {@code monitoring}. */
  public OperatorOptions withResourceMonitoring(ResourceMonitoring monitoring) {
    return new OperatorOptions(reconcileThreads, leaderElection, leaseNamespace, monitoring);
  }
}
