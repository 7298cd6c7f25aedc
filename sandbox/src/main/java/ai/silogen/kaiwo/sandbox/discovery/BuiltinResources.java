package ai.silogen.kaiwo.sandbox.discovery;

import ai.silogen.kaiwo.sandbox.discovery.ApiResource.ScalePaths;
import java.util.ArrayList;
import java.util.List;

/**
 * The built-in kinds the sandbox serves: the ones our controllers and kubectl use, plus the usual
 * neighbours so that discovery looks like a small real cluster.
 */
public final class BuiltinResources {

  private static final List<String> NONE = List.of();
  private static final List<String> STATUS = List.of("status");
  private static final List<String> ALL = List.of("all");
  private static final ScalePaths REPLICAS =
      new ScalePaths(".spec.replicas", ".status.replicas", ".spec.selector");

  private static final List<ApiResource> RESOURCES = build();

  private BuiltinResources() {}

  /** Every built-in resource. */
  public static List<ApiResource> all() {
    return RESOURCES;
  }

  private static List<ApiResource> build() {
    List<ApiResource> r = new ArrayList<>();
    List<String> podSubresources =
        List.of("status", "log", "exec", "attach", "portforward", "binding", "eviction");
    r.add(ns("", "v1", "pods", "Pod", List.of("po"), ALL, podSubresources));
    r.add(ns("", "v1", "services", "Service", List.of("svc"), ALL, STATUS));
    r.add(ns("", "v1", "configmaps", "ConfigMap", List.of("cm"), NONE, NONE));
    r.add(ns("", "v1", "secrets", "Secret", NONE, NONE, NONE));
    r.add(ns("", "v1", "events", "Event", List.of("ev"), NONE, NONE));
    r.add(
        ns(
            "",
            "v1",
            "persistentvolumeclaims",
            "PersistentVolumeClaim",
            List.of("pvc"),
            NONE,
            STATUS));
    r.add(ns("", "v1", "serviceaccounts", "ServiceAccount", List.of("sa"), NONE, NONE));
    r.add(ns("", "v1", "endpoints", "Endpoints", List.of("ep"), NONE, NONE));
    r.add(ns("", "v1", "limitranges", "LimitRange", List.of("limits"), NONE, NONE));
    r.add(ns("", "v1", "resourcequotas", "ResourceQuota", List.of("quota"), NONE, STATUS));
    r.add(ns("", "v1", "podtemplates", "PodTemplate", NONE, NONE, NONE));
    r.add(
        cluster("", "v1", "namespaces", "Namespace", List.of("ns"), List.of("status", "finalize")));
    r.add(cluster("", "v1", "nodes", "Node", List.of("no"), STATUS));
    r.add(cluster("", "v1", "persistentvolumes", "PersistentVolume", List.of("pv"), STATUS));
    r.add(scalable("apps", "deployments", "Deployment", List.of("deploy")));
    r.add(scalable("apps", "replicasets", "ReplicaSet", List.of("rs")));
    r.add(scalable("apps", "statefulsets", "StatefulSet", List.of("sts")));
    r.add(ns("apps", "v1", "daemonsets", "DaemonSet", List.of("ds"), ALL, STATUS));
    r.add(ns("apps", "v1", "controllerrevisions", "ControllerRevision", NONE, NONE, NONE));
    r.add(ns("batch", "v1", "jobs", "Job", NONE, ALL, STATUS));
    r.add(ns("batch", "v1", "cronjobs", "CronJob", List.of("cj"), ALL, STATUS));
    r.add(
        ns(
            "autoscaling",
            "v2",
            "horizontalpodautoscalers",
            "HorizontalPodAutoscaler",
            List.of("hpa"),
            ALL,
            STATUS));
    r.add(
        cluster(
            "apiextensions.k8s.io",
            "v1",
            "customresourcedefinitions",
            "CustomResourceDefinition",
            List.of("crd", "crds"),
            STATUS));
    r.add(ns("coordination.k8s.io", "v1", "leases", "Lease", NONE, NONE, NONE));
    r.add(ns("events.k8s.io", "v1", "events", "Event", List.of("ev"), NONE, NONE));
    r.add(ns("discovery.k8s.io", "v1", "endpointslices", "EndpointSlice", NONE, NONE, NONE));
    r.add(cluster("storage.k8s.io", "v1", "storageclasses", "StorageClass", List.of("sc"), NONE));
    r.add(cluster("storage.k8s.io", "v1", "csidrivers", "CSIDriver", NONE, NONE));
    r.add(cluster("storage.k8s.io", "v1", "volumeattachments", "VolumeAttachment", NONE, STATUS));
    r.add(
        cluster(
            "scheduling.k8s.io", "v1", "priorityclasses", "PriorityClass", List.of("pc"), NONE));
    r.add(cluster("node.k8s.io", "v1", "runtimeclasses", "RuntimeClass", NONE, NONE));
    String rbac = "rbac.authorization.k8s.io";
    r.add(ns(rbac, "v1", "roles", "Role", NONE, NONE, NONE));
    r.add(ns(rbac, "v1", "rolebindings", "RoleBinding", NONE, NONE, NONE));
    r.add(cluster(rbac, "v1", "clusterroles", "ClusterRole", NONE, NONE));
    r.add(cluster(rbac, "v1", "clusterrolebindings", "ClusterRoleBinding", NONE, NONE));
    r.add(
        ns(
            "policy",
            "v1",
            "poddisruptionbudgets",
            "PodDisruptionBudget",
            List.of("pdb"),
            NONE,
            STATUS));
    String networking = "networking.k8s.io";
    r.add(ns(networking, "v1", "ingresses", "Ingress", List.of("ing"), NONE, STATUS));
    r.add(ns(networking, "v1", "networkpolicies", "NetworkPolicy", List.of("netpol"), NONE, NONE));
    r.add(cluster(networking, "v1", "ingressclasses", "IngressClass", NONE, NONE));
    return List.copyOf(r);
  }

  private static ApiResource ns(
      String group,
      String version,
      String plural,
      String kind,
      List<String> shortNames,
      List<String> categories,
      List<String> subresources) {
    return new ApiResource(
        group,
        version,
        plural,
        kind.toLowerCase(),
        kind,
        true,
        shortNames,
        categories,
        subresources,
        null);
  }

  private static ApiResource cluster(
      String group,
      String version,
      String plural,
      String kind,
      List<String> shortNames,
      List<String> subresources) {
    return new ApiResource(
        group,
        version,
        plural,
        kind.toLowerCase(),
        kind,
        false,
        shortNames,
        NONE,
        subresources,
        null);
  }

  private static ApiResource scalable(
      String group, String plural, String kind, List<String> shortNames) {
    return new ApiResource(
        group,
        "v1",
        plural,
        kind.toLowerCase(),
        kind,
        true,
        shortNames,
        ALL,
        List.of("status", "scale"),
        REPLICAS);
  }
}
