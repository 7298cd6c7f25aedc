package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

/** What a RayJob or RayService reconcile does to its RayCluster. */
public sealed interface ClusterAction {

  /** Leave the cluster as it is. */
  record None() implements ClusterAction {}

  /** Create the cluster {@code name} from the owner's cluster spec. */
  record Create(String name) implements ClusterAction {}

  /** Delete the cluster {@code name}. */
  record Delete(String name) implements ClusterAction {}

  ClusterAction NONE = new None();
}
