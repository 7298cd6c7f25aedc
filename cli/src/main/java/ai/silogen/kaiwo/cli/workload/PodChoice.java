package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.List;

/**
 * Picks the pod and container a command acts on ({@code exec}, {@code port-forward}): the named
 * pod, else the first running pod of the workload; the named container, else the first one.
 *
 * @param pod the chosen pod
 * @param container the chosen container's name
 */
public record PodChoice(Pod pod, String container) {

  public static PodChoice choose(
      WorkloadView workload, List<Pod> pods, String podName, String containerName) {
    Pod pod =
        podName != null
            ? PodLookup.named(
                workload, pods, podName, "'kaiwo describe " + workload.ref() + "' lists its pods")
            : pods.stream()
                .filter(p -> p.getStatus() != null && "Running".equals(p.getStatus().getPhase()))
                .findFirst()
                .orElseThrow(
                    () ->
                        new UserError(
                            workload.ref()
                                + " has no running pod (status "
                                + workload.status()
                                + ")",
                            "'kaiwo describe " + workload.ref() + "' shows its pods"));
    return new PodChoice(pod, PodLookup.container(pod, containerName));
  }

  public String podName() {
    return pod.getMetadata().getName();
  }
}
