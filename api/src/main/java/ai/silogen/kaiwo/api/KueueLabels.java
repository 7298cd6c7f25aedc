package ai.silogen.kaiwo.api;

/** Kueue label, annotation and finalizer keys that Kaiwo writes or reads. */
public final class KueueLabels {

  private static final String PREFIX = ApiGroups.KUEUE + "/";

  /** LocalQueue a Job, RayJob, Deployment or AppWrapper is submitted to. */
  public static final String QUEUE_NAME = PREFIX + "queue-name";

  /** WorkloadPriorityClass of a workload. */
  public static final String PRIORITY_CLASS = PREFIX + "priority-class";

  /** UID of the job a Kueue Workload belongs to (used to look Workloads up). */
  public static final String JOB_UID = PREFIX + "job-uid";

  /** {@code "true"} on pods that Kueue manages. */
  public static final String MANAGED = PREFIX + "managed";

  /** Pod-template annotation: topology level a pod set must fit in. */
  public static final String PODSET_REQUIRED_TOPOLOGY = PREFIX + "podset-required-topology";

  /** Pod-template annotation: topology level a pod set should preferably fit in. */
  public static final String PODSET_PREFERRED_TOPOLOGY = PREFIX + "podset-preferred-topology";

  /** Finalizer Kueue keeps on ResourceFlavors that are in use. */
  public static final String RESOURCE_IN_USE_FINALIZER = PREFIX + "resource-in-use";

  /** Namespace label matched by the shipped Kueue configuration's managedJobsNamespaceSelector. */
  public static final String NAMESPACE_MANAGED = "kueue-managed";

  private KueueLabels() {}
}
