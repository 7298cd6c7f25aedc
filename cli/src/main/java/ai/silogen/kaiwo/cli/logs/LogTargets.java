package ai.silogen.kaiwo.cli.logs;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import io.fabric8.kubernetes.api.model.Container;
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
    List<Pod> chosen = pods;
    if (podName != null) {
      chosen = pods.stream().filter(p -> p.getMetadata().getName().equals(podName)).toList();
      if (chosen.isEmpty()) {
        throw new UserError(
            "pod " + podName + " is not a pod of " + workload.ref(),
            pods.isEmpty() ? "it has no pods yet" : "its pods: " + names(pods));
      }
    }
    List<LogSource> sources = new ArrayList<>();
    for (Pod pod : chosen) {
      List<String> containers =
          pod.getSpec().getContainers().stream().map(Container::getName).toList();
      if (container == null) {
        containers.forEach(c -> sources.add(new LogSource(pod.getMetadata().getName(), c)));
      } else if (containers.contains(container)) {
        sources.add(new LogSource(pod.getMetadata().getName(), container));
      } else if (podName != null) {
        throw new UserError(
            "pod " + podName + " has no container " + container,
            "its containers: " + String.join(", ", containers));
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
