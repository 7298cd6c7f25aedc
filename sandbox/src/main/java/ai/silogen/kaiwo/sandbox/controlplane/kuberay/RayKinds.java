package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;

/** The KubeRay resource types the stand-in serves. */
public final class RayKinds {

  public static final Kind RAY_CLUSTER =
      new Kind("ray.io", "v1", "RayCluster", "rayclusters", true);
  public static final Kind RAY_JOB = new Kind("ray.io", "v1", "RayJob", "rayjobs", true);
  public static final Kind RAY_SERVICE =
      new Kind("ray.io", "v1", "RayService", "rayservices", true);

  private RayKinds() {}
}
