package ai.silogen.kaiwo.cli.describe;

import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.util.List;

/**
 * The kinds a workload's controllers create, looked up by owner reference: what Kaiwo creates for
 * its workloads (Jobs, Deployments, Ray objects, AppWrappers, storage, download config), what
 * KubeAI creates for Models, and what those create in turn (Kueue Workloads, Ray clusters).
 */
final class ChildKinds {

  /** Kinds owned directly by a workload or by one of its children (pods are listed apart). */
  static final List<ResourceDefinitionContext> ALL =
      List.of(
          kind("batch", "v1", "jobs", "Job"),
          kind("apps", "v1", "deployments", "Deployment"),
          kind("apps", "v1", "replicasets", "ReplicaSet"),
          kind("ray.io", "v1", "rayjobs", "RayJob"),
          kind("ray.io", "v1", "rayservices", "RayService"),
          kind("ray.io", "v1", "rayclusters", "RayCluster"),
          kind("workload.codeflare.dev", "v1beta2", "appwrappers", "AppWrapper"),
          kind("kueue.x-k8s.io", "v1beta1", "workloads", "Workload"),
          kind("", "v1", "persistentvolumeclaims", "PersistentVolumeClaim"),
          kind("", "v1", "configmaps", "ConfigMap"),
          kind("", "v1", "services", "Service"));

  private ChildKinds() {}

  private static ResourceDefinitionContext kind(
      String group, String version, String plural, String kind) {
    return new ResourceDefinitionContext.Builder()
        .withGroup(group)
        .withVersion(version)
        .withPlural(plural)
        .withKind(kind)
        .withNamespaced(true)
        .build();
  }
}
