package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.List;
import java.util.Map;

/** Pods listed once per namespace, from which each workload's own are picked. */
record WorkloadPods(Map<String, List<Pod>> byNamespace) {
  /** No pods: none were needed, or they could not be read. */
  static final WorkloadPods NONE = new WorkloadPods(Map.of());

  /** The pods of {@code workload} among those of its namespace. */
  List<Pod> of(WorkloadView workload) {
    return Workloads.podsAmong(byNamespace.getOrDefault(workload.namespace(), List.of()), workload);
  }
}
