package ai.silogen.kaiwo.api.status;

import io.fabric8.kubernetes.api.model.ContainerStateWaiting;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Why a workload's pod is stuck, in one line. A workload's own conditions say "admitted", or a
 * Model's "0/1 replicas ready", while its pod cannot be scheduled or its container cannot be
 * created (a missing Secret, an image that cannot be pulled), which only the pod shows. The CLI's
 * progress and the Model's {@code Ready} condition both report it.
 */
public final class PodTrouble {

  /** Container waiting reasons that need the user (not just time) to resolve. */
  private static final Set<String> STUCK =
      Set.of(
          "CreateContainerConfigError",
          "CreateContainerError",
          "ErrImagePull",
          "ImagePullBackOff",
          "InvalidImageName",
          "CrashLoopBackOff");

  private PodTrouble() {}

  /** {@code pod NAME: REASON: MESSAGE} for the first stuck pod of {@code pods}, if any. */
  public static Optional<String> of(List<Pod> pods) {
    return pods.stream().flatMap(pod -> trouble(pod).stream()).findFirst();
  }

  private static Optional<String> trouble(Pod pod) {
    String name = "pod " + pod.getMetadata().getName() + ": ";
    return PodStates.unschedulable(pod)
        .filter(condition -> condition.getMessage() != null)
        .map(condition -> name + condition.getReason() + ": " + condition.getMessage())
        .or(
            () ->
                PodStates.waiting(pod)
                    .filter(PodTrouble::stuck)
                    .findFirst()
                    .map(waiting -> name + waiting.getReason() + message(waiting)));
  }

  /** A volume that cannot mount shows as ContainerCreating; only its message tells it apart. */
  private static boolean stuck(ContainerStateWaiting waiting) {
    return STUCK.contains(waiting.getReason())
        || ("ContainerCreating".equals(waiting.getReason())
            && waiting.getMessage() != null
            && !waiting.getMessage().isBlank());
  }

  private static String message(ContainerStateWaiting waiting) {
    return waiting.getMessage() == null || waiting.getMessage().isBlank()
        ? ""
        : ": " + waiting.getMessage();
  }
}
