package ai.silogen.kaiwo.operator.modelserving.plan;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.Comparator;
import java.util.Objects;

/**
 * The order in which pods are given up, most expendable first: not ready, then not scheduled, then
 * of an older spec, then the youngest (ties by name, so that the order is total).
 */
public final class PodOrdering {

  private PodOrdering() {}

  /** A comparator putting the pods to delete first, given the current {@code expectedHash}. */
  public static Comparator<Pod> deletionOrder(String expectedHash) {
    return Comparator.<Pod, Boolean>comparing(PodState::ready)
        .thenComparing(PodState::scheduled)
        .thenComparing(pod -> Objects.equals(PodState.hash(pod), expectedHash))
        .thenComparing(PodOrdering::creationTimestamp, Comparator.reverseOrder())
        .thenComparing(
            pod -> pod.getMetadata().getName(), Comparator.nullsFirst(Comparator.naturalOrder()));
  }

  /** RFC 3339 timestamps sort like the instants they denote; a missing one sorts oldest. */
  private static String creationTimestamp(Pod pod) {
    String timestamp = pod.getMetadata().getCreationTimestamp();
    return timestamp == null ? "" : timestamp;
  }
}
