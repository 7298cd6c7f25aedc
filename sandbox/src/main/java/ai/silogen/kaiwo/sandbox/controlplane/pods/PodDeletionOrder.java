package ai.silogen.kaiwo.sandbox.controlplane.pods;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.Comparator;
import java.util.Map;

/**
 * The order in which controllers give up pods when they have too many, as kube-controller-manager
 * ranks them: pods not yet on a node first, then pending before running, not ready before ready,
 * and the most recently created first.
 */
public final class PodDeletionOrder {

  private static final Map<String, Integer> PHASE_RANK = Map.of(Pods.PENDING, 0, "Unknown", 1);

  /** Sorts the pods to delete first to the front. */
  public static final Comparator<Pod> FIRST_TO_DELETE =
      Comparator.comparing((Pod pod) -> Pods.isBound(pod))
          .thenComparing(pod -> PHASE_RANK.getOrDefault(Pods.phase(pod), 2))
          .thenComparing(Pods::isReady)
          .thenComparing(
              (Pod pod) -> String.valueOf(pod.getMetadata().getCreationTimestamp()),
              Comparator.reverseOrder());

  private PodDeletionOrder() {}
}
