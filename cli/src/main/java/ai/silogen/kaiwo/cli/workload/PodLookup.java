package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.List;

/**
 * Finds the pod and container a user named among a workload's pods, with the errors every command
 * gives for names that do not exist ({@code logs}, {@code exec}, {@code port-forward}).
 */
public final class PodLookup {

  private PodLookup() {}

  /**
   * The pod called {@code podName} among the workload's {@code pods}.
   *
   * @param hint what the error suggests when there is no such pod (commands differ)
   */
  public static Pod named(WorkloadView workload, List<Pod> pods, String podName, String hint) {
    return pods.stream()
        .filter(p -> p.getMetadata().getName().equals(podName))
        .findFirst()
        .orElseThrow(
            () -> new UserError("pod " + podName + " is not a pod of " + workload.ref(), hint));
  }

  /** The names of the containers of {@code pod}, in the order of its spec. */
  public static List<String> containerNames(Pod pod) {
    return pod.getSpec().getContainers().stream().map(Container::getName).toList();
  }

  /** The container {@code name} of {@code pod}; when {@code name} is null, its first container. */
  public static String container(Pod pod, String name) {
    List<String> containers = containerNames(pod);
    if (name == null) {
      return containers.get(0);
    }
    if (!containers.contains(name)) {
      throw new UserError(
          "pod " + pod.getMetadata().getName() + " has no container " + name,
          "its containers: " + String.join(", ", containers));
    }
    return name;
  }
}
