package ai.silogen.kaiwo.cli.logs;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.PodLookup;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.ArrayList;
import java.util.List;

/**
 * Which containers' logs to print for a workload: the pods of the workload (or the one named with
 * {@code --pod}), and in each the container named with {@code -c}, else all its containers.
 */
final class LogTargets {

  private LogTargets() {}

  static List<LogSource> select(
      WorkloadView workload, List<Pod> pods, String podName, String container) {
    List<Pod> chosen =
        podName == null
            ? pods
            : List.of(
                PodLookup.named(
                    workload,
                    pods,
                    podName,
                    pods.isEmpty() ? "it has no pods yet" : "its pods: " + names(pods)));
    List<LogSource> sources = new ArrayList<>();
    for (Pod pod : chosen) {
      String name = pod.getMetadata().getName();
      if (container == null) {
        PodLookup.containerNames(pod).forEach(c -> sources.add(new LogSource(name, c)));
      } else if (podName != null) {
        // The user named both: a missing container is an error, not a pod to skip.
        sources.add(new LogSource(name, PodLookup.container(pod, container)));
      } else if (PodLookup.containerNames(pod).contains(container)) {
        sources.add(new LogSource(name, container));
      }
    }
    if (sources.isEmpty() && container != null) {
      throw new UserError(
          "no pod of " + workload.ref() + " has a container named " + container, null);
    }
    return sources;
  }

  private static String names(List<Pod> pods) {
    return String.join(", ", pods.stream().map(p -> p.getMetadata().getName()).toList());
  }
}
