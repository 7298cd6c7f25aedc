package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

/** Labels KubeRay puts on the pods of a RayCluster. */
public final class RayLabels {

  /** Name of the RayCluster a pod belongs to. */
  public static final String CLUSTER = "ray.io/cluster";

  /** {@code head} or {@code worker}. */
  public static final String NODE_TYPE = "ray.io/node-type";

  /** Group name: {@value #HEAD_GROUP} for the head, the worker group's name otherwise. */
  public static final String GROUP = "ray.io/group";

  /** {@code <cluster>-head} or {@code <cluster>-worker}. */
  public static final String IDENTIFIER = "ray.io/identifier";

  /** Marks pods that are Ray nodes. */
  public static final String IS_RAY_NODE = "ray.io/is-ray-node";

  /** The group name KubeRay gives the head pod. */
  public static final String HEAD_GROUP = "headgroup";

  private RayLabels() {}
}
