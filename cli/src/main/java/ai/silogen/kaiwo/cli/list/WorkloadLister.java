package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.ArrayList;
import java.util.List;

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
