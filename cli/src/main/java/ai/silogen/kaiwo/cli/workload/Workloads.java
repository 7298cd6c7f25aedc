package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads workloads and their pods from a cluster. */
public final class Workloads {

  private Workloads() {}

  /** The workload, or empty when it does not exist. */
  public static Optional<WorkloadView> find(
      KubernetesClient client, WorkloadRef ref, String namespace) {
    GenericKubernetesResource object =
        client
            .genericKubernetesResources(ref.kind().resource())
            .inNamespace(namespace)
            .withName(ref.name())
            .get();
    return Optional.ofNullable(object).map(WorkloadView::of);
  }

  /** The workload; a missing one is an error that says where it was looked for. */
  public static WorkloadView get(KubernetesClient client, WorkloadRef ref, String namespace) {
    return find(client, ref, namespace)
        .orElseThrow(
            () ->
                new UserError(
                    ref + " not found in namespace " + namespace,
                    "list what exists with 'kaiwo list "
                        + ref.kind().cliName()
                        + "s -n "
                        + namespace
                        + "' (or -A for all namespaces)"));
  }

  /** Workloads of {@code kind} in {@code namespace} ({@code null}: all namespaces), by name. */
  public static List<WorkloadView> list(
      KubernetesClient client, WorkloadKind kind, String namespace) {
    var resources = client.genericKubernetesResources(kind.resource());
    List<GenericKubernetesResource> items =
        namespace == null
            ? resources.inAnyNamespace().list().getItems()
            : resources.inNamespace(namespace).list().getItems();
    return items.stream()
        .map(WorkloadView::of)
        .sorted(Comparator.comparing(WorkloadView::namespace).thenComparing(WorkloadView::name))
        .toList();
  }

  /**
   * The pods of a workload, oldest first: Kaiwo workloads label theirs with the run id (the
   * workload's UID), KubeAI model servers with the model name.
   */
  public static List<Pod> pods(KubernetesClient client, WorkloadView workload) {
    Map.Entry<String, String> label = podLabel(workload);
    return oldestFirst(
        client
            .pods()
            .inNamespace(workload.namespace())
            .withLabel(label.getKey(), label.getValue())
            .list()
            .getItems());
  }

  /**
   * The pods of a workload among {@code pods} (e.g. all pods of its namespace), oldest first: the
   * same pods as {@link #pods(KubernetesClient, WorkloadView)} finds.
   */
  public static List<Pod> podsAmong(List<Pod> pods, WorkloadView workload) {
    Map.Entry<String, String> label = podLabel(workload);
    return oldestFirst(
        pods.stream()
            .filter(pod -> pod.getMetadata().getLabels() != null)
            .filter(
                pod -> label.getValue().equals(pod.getMetadata().getLabels().get(label.getKey())))
            .toList());
  }

  private static Map.Entry<String, String> podLabel(WorkloadView workload) {
    return workload.kind().isKaiwoWorkload()
        ? Map.entry(KaiwoLabels.RUN_ID, workload.uid())
        : Map.entry(KubeAiLabels.MODEL, workload.name());
  }

  private static List<Pod> oldestFirst(List<Pod> pods) {
    return pods.stream()
        .sorted(
            Comparator.comparing(
                    (Pod pod) -> String.valueOf(pod.getMetadata().getCreationTimestamp()))
                .thenComparing(pod -> pod.getMetadata().getName()))
        .toList();
  }
}
