package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.cli.follow.Settlement;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Lists the workloads {@code kaiwo list} shows: some kinds, one or all namespaces, some users. */
final class WorkloadLister {
  private final KubernetesClient client;
  private final List<WorkloadKind> kinds;
  private final String namespace;
  private final UserFilter users;

  WorkloadLister(
      KubernetesClient client, List<WorkloadKind> kinds, String namespace, UserFilter users) {
    this.client = client;
    this.kinds = kinds;
    this.namespace = namespace;
    this.users = users;
  }

  /**
   * What {@code kaiwo list} shows, and how many workloads of other users it leaves out.
   *
   * @param shown the workloads that pass the user filter
   * @param hidden how many did not
   */
  record Listing(List<WorkloadView> shown, int hidden) {}

  Listing listing() {
    List<WorkloadView> shown = new ArrayList<>();
    int hidden = 0;
    for (WorkloadKind kind : kinds) {
      for (WorkloadView workload : Workloads.list(client, kind, namespace)) {
        if (users.test(workload)) {
          shown.add(workload);
        } else {
          hidden++;
        }
      }
    }
    return new Listing(shown, hidden);
  }

  List<WorkloadView> list() {
    return listing().shown();
  }

  /**
   * The pods of the namespaces of the workloads among {@code listed} that have not settled, for
   * their stuck pods ({@link ai.silogen.kaiwo.cli.follow.StuckPod}): one list per such namespace,
   * however many workloads it holds, and none when every workload settled. Unknown (no pods) when
   * the user may not list pods.
   */
  WorkloadPods waitingPods(List<WorkloadView> listed) {
    Set<String> namespaces =
        listed.stream()
            .filter(w -> Settlement.of(w) == Settlement.WAITING)
            .map(WorkloadView::namespace)
            .collect(Collectors.toCollection(TreeSet::new));
    Map<String, List<Pod>> pods = new HashMap<>();
    try {
      for (String ns : namespaces) {
        pods.put(ns, client.pods().inNamespace(ns).list().getItems());
      }
    } catch (KubernetesClientException e) {
      return WorkloadPods.NONE;
    }
    return new WorkloadPods(pods);
  }

  /**
   * The GPUs of the Models among {@code listed}, read from their pods; no pod list when there are
   * none, and unknown when the user may not list pods.
   */
  ModelGpus modelGpus(List<WorkloadView> listed) {
    if (listed.stream().noneMatch(w -> w.kind() == WorkloadKind.MODEL)) {
      return ModelGpus.UNKNOWN;
    }
    try {
      var pods =
          namespace == null
              ? client.pods().inAnyNamespace().withLabel(KubeAiLabels.MODEL)
              : client.pods().inNamespace(namespace).withLabel(KubeAiLabels.MODEL);
      return ModelGpus.fromPods(pods.list().getItems());
    } catch (KubernetesClientException e) {
      return ModelGpus.UNKNOWN;
    }
  }
}
