package ai.silogen.kaiwo.sandbox.controlplane.kueue;

/**
 * Workload counts and quota of one ClusterQueue or LocalQueue, as its status reports them.
 *
 * @param pending workloads waiting for quota
 * @param reserving workloads holding quota
 * @param admitted workloads holding quota and admitted
 * @param reserved quota held by reserving workloads
 * @param inUse quota held by admitted workloads
 */
public record QueueTally(
    int pending, int reserving, int admitted, FlavorUsage reserved, FlavorUsage inUse) {

  public static final QueueTally EMPTY =
      new QueueTally(0, 0, 0, FlavorUsage.NONE, FlavorUsage.NONE);

  public QueueTally plusPending() {
    return new QueueTally(pending + 1, reserving, admitted, reserved, inUse);
  }

  /** Adds a workload that holds {@code usage}, admitted or only reserving. */
  public QueueTally plusReserving(FlavorUsage usage, boolean isAdmitted) {
    return new QueueTally(
        pending,
        reserving + 1,
        admitted + (isAdmitted ? 1 : 0),
        reserved.plus(usage),
        isAdmitted ? inUse.plus(usage) : inUse);
  }
}
