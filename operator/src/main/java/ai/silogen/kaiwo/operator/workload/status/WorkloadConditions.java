package ai.silogen.kaiwo.operator.workload.status;

import java.util.Set;

/**
 * Condition types and reasons on KaiwoJob and KaiwoService status. The workload controller owns the
 * types in {@link #OWNED}; other controllers may add their own (for example {@code Preemptable} or
 * {@code ResourceUnderutilization}), which it preserves untouched.
 */
public final class WorkloadConditions {

  /** The spec can be turned into children ({@code False}: reason {@link #INVALID_SPEC}). */
  public static final String VALID = "Valid";

  /** The cluster can run the workload (queue exists, enough GPUs); reasons in SchedulingCheck. */
  public static final String SCHEDULABLE = "Schedulable";

  /** The workload's PVCs are bound. */
  public static final String PVC_READY = "PvcReady";

  /** The storage download Job succeeded. */
  public static final String DOWNLOAD_JOB_SUCCEEDED = "DownloadJobSucceeded";

  /** Kueue admitted the workload. */
  public static final String ADMITTED = "Admitted";

  /** The children match the current spec and KaiwoConfig. */
  public static final String SPEC_APPLIED = "SpecApplied";

  /**
   * Present while the GPU split does not keep {@code spec.replicas} (or {@code gpusPerReplica}):
   * its message says what they became and why. Absent when the spec is run as written.
   */
  public static final String REPLICAS_ADJUSTED = "ReplicasAdjusted";

  /** The workload was (or is being) terminated before it finished; see {@link Termination}. */
  public static final String TERMINATED_EARLY = "WorkloadTerminatedEarly";

  /**
   * The workload has ended (COMPLETE, FAILED or TERMINATED), and why: the reason and message of
   * what ended it (the Job's {@code Complete} or {@code Failed} condition, a lost PVC, a
   * termination). Absent while it has not ended. It is the condition that explains a final phase.
   */
  public static final String FINISHED = "Finished";

  /**
   * Set by duration-based preemption while a workload runs; when the workload ends this controller
   * turns it {@code False} with reason {@link #WORKLOAD_ENDED} (see {@link EndConditions}).
   */
  public static final String PREEMPTABLE = "Preemptable";

  /** Types this controller computes; all others are left as found. */
  public static final Set<String> OWNED =
      Set.of(
          VALID,
          SCHEDULABLE,
          PVC_READY,
          DOWNLOAD_JOB_SUCCEEDED,
          ADMITTED,
          SPEC_APPLIED,
          REPLICAS_ADJUSTED,
          FINISHED);

  public static final String INVALID_SPEC = "InvalidSpec";
  public static final String SPEC_VALID = "SpecValid";
  public static final String BOUND = "Bound";
  public static final String PENDING = "Pending";
  public static final String LOST = "Lost";
  public static final String JOB_PENDING = "JobPending";
  public static final String JOB_IN_PROGRESS = "JobInProgress";
  public static final String JOB_FAILED = "JobFailed";
  public static final String JOB_COMPLETED = "JobCompleted";
  public static final String ADMITTED_REASON = "Admitted";
  public static final String APPLIED = "Applied";
  public static final String NOT_APPLIED = "ChangesNotApplied";
  public static final String APPLY_FAILED = "ApplyFailed";
  public static final String WORKLOAD_ENDED = "WorkloadEnded";
  public static final String GPU_SPLIT = "GpuSplit";

  private WorkloadConditions() {}
}
