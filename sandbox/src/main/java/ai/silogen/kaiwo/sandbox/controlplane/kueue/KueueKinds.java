package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;

/** The Kueue resource types the stand-in serves. */
public final class KueueKinds {

  public static final Kind WORKLOAD =
      new Kind("kueue.x-k8s.io", "v1beta1", "Workload", "workloads", true);
  public static final Kind CLUSTER_QUEUE =
      new Kind("kueue.x-k8s.io", "v1beta1", "ClusterQueue", "clusterqueues", false);
  public static final Kind LOCAL_QUEUE =
      new Kind("kueue.x-k8s.io", "v1beta1", "LocalQueue", "localqueues", true);
  public static final Kind RESOURCE_FLAVOR =
      new Kind("kueue.x-k8s.io", "v1beta1", "ResourceFlavor", "resourceflavors", false);
  public static final Kind WORKLOAD_PRIORITY_CLASS =
      new Kind(
          "kueue.x-k8s.io", "v1beta1", "WorkloadPriorityClass", "workloadpriorityclasses", false);

  private KueueKinds() {}
}
