package ai.silogen.kaiwo.sandbox.controlplane.kueue;

/** Labels, gates and condition names Kueue uses, as constants shared by the stand-in's parts. */
public final class KueueLabels {

  /** Label naming the LocalQueue a job is submitted to. */
  public static final String QUEUE_NAME = "kueue.x-k8s.io/queue-name";

  /** Label naming the WorkloadPriorityClass of a job. */
  public static final String PRIORITY_CLASS = "kueue.x-k8s.io/priority-class";

  /** Label on a Workload holding the UID of the job it was created for. */
  public static final String JOB_UID = "kueue.x-k8s.io/job-uid";

  /** Label Kueue's pod webhook puts on the pods it manages. */
  public static final String MANAGED = "kueue.x-k8s.io/managed";

  /** Scheduling gate that holds a managed pod until its Workload is admitted. */
  public static final String ADMISSION_GATE = "kueue.x-k8s.io/admission";

  /** Value of {@code spec.priorityClassSource} for priorities from WorkloadPriorityClasses. */
  public static final String PRIORITY_SOURCE = "kueue.x-k8s.io/workloadpriorityclass";

  public static final String QUOTA_RESERVED = "QuotaReserved";
  public static final String ADMITTED = "Admitted";
  public static final String FINISHED = "Finished";

  private KueueLabels() {}
}
