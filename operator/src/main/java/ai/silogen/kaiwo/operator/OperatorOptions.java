package ai.silogen.kaiwo.operator;

/**
 * Process-level operator settings: things that cannot change without a restart (the rest lives in
 * the cluster's {@code KaiwoConfig}).
 *
 * @param reconcileThreads concurrent reconciliations per controller
 * @param leaderElection whether to hold a Lease before reconciling (off in the sandbox, on in
 *     clusters with replicas)
 * @param leaseNamespace namespace of the leader-election Lease
 */
public record OperatorOptions(int reconcileThreads, boolean leaderElection, String leaseNamespace) {

  /** Defaults suited to one operator replica. */
  public static OperatorOptions defaults() {
    return new OperatorOptions(4, false, "kaiwo-system");
  }
}
