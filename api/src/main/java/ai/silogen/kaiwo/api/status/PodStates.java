package ai.silogen.kaiwo.api.status;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import io.fabric8.kubernetes.api.model.ContainerState;
import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.ContainerStateWaiting;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What keeps a pod from running, read from its status the way kubectl's STATUS column reads it: the
 * scheduler's refusal, then its containers' waiting states (init containers first); and why a pod
 * failed: its containers that exited with a non-zero code.
 */
public final class PodStates {

  private PodStates() {}

  /** The {@code PodScheduled=False} condition of a pod the scheduler could not place. */
  public static Optional<PodCondition> unschedulable(Pod pod) {
    return orEmpty(pod.getStatus() == null ? null : pod.getStatus().getConditions()).stream()
        .filter(c -> "PodScheduled".equals(c.getType()) && "False".equals(c.getStatus()))
        .findFirst();
  }

  /** The waiting states of the pod's containers that have a reason, init containers first. */
  public static Stream<ContainerStateWaiting> waiting(Pod pod) {
    return statuses(pod)
        .map(ContainerStatus::getState)
        .filter(state -> state != null && state.getWaiting() != null)
        .map(ContainerState::getWaiting)
        .filter(waiting -> waiting.getReason() != null);
  }

  /**
   * The containers of the pod that exited with a non-zero code (their current state, else the last
   * one of a restarted container), init containers first.
   */
  public static Stream<ContainerStatus> failed(Pod pod) {
    return statuses(pod).filter(status -> failure(status).isPresent());
  }

  /**
   * How {@code status} (one of {@link #failed}) exited, kubectl's way: {@code Error (exit code 1)}.
   */
  public static String exit(ContainerStatus status) {
    ContainerStateTerminated terminated = failure(status).orElseThrow();
    String reason = terminated.getReason() == null ? "Error" : terminated.getReason();
    return reason + " (exit code " + terminated.getExitCode() + ")";
  }

  private static Optional<ContainerStateTerminated> failure(ContainerStatus status) {
    return Stream.of(status.getState(), status.getLastState())
        .filter(Objects::nonNull)
        .map(ContainerState::getTerminated)
        .filter(t -> t != null && t.getExitCode() != null && t.getExitCode() != 0)
        .findFirst();
  }

  private static Stream<ContainerStatus> statuses(Pod pod) {
    if (pod.getStatus() == null) {
      return Stream.empty();
    }
    return Stream.concat(
        orEmpty(pod.getStatus().getInitContainerStatuses()).stream(),
        orEmpty(pod.getStatus().getContainerStatuses()).stream());
  }
}
