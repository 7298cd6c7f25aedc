package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.client.KubernetesClient;
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

  List<WorkloadView> list() {
    List<WorkloadView> result = new ArrayList<>();
    for (WorkloadKind kind : kinds) {
      Workloads.list(client, kind, namespace).stream().filter(users).forEach(result::add);
    }
    return result;
  }
}
