package ai.silogen.kaiwo.cli.describe;

import static ai.silogen.kaiwo.cli.cluster.ResourceContexts.namespaced;

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
          namespaced("batch", "v1", "jobs", "Job"),
          namespaced("apps", "v1", "deployments", "Deployment"),
          namespaced("apps", "v1", "replicasets", "ReplicaSet"),
          namespaced("ray.io", "v1", "rayjobs", "RayJob"),
          namespaced("ray.io", "v1", "rayservices", "RayService"),
          namespaced("ray.io", "v1", "rayclusters", "RayCluster"),
          namespaced("workload.codeflare.dev", "v1beta2", "appwrappers", "AppWrapper"),
          namespaced("kueue.x-k8s.io", "v1beta1", "workloads", "Workload"),
          namespaced("", "v1", "persistentvolumeclaims", "PersistentVolumeClaim"),
          namespaced("", "v1", "configmaps", "ConfigMap"),
          namespaced("", "v1", "services", "Service"));

  private ChildKinds() {}
}
