package ai.silogen.kaiwo.operator.modelserving.plan;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Computes the next step towards {@code replicas} pods of the current spec (KubeAI's pod plan):
 *
 * <ol>
 *   <li>pods that have finished (Failed, e.g. evicted, or Succeeded) never serve again and are
 *       replaced, as a ReplicaSet does;
 *   <li>out-of-date pods that are not ready serve nothing, so they are replaced at once;
 *   <li>while out-of-date pods remain, the target is {@code replicas + surge};
 *   <li>pods beyond the target are deleted in {@link PodOrdering} order;
 *   <li>when at least the target number of pods are ready, one ready out-of-date pod is deleted;
 *       the rollout then waits for its replacement to become ready;
 *   <li>missing pods are created.
 * </ol>
 *
 * <p>Unlike KubeAI, deletions and creations are computed against the pods that remain, so a rollout
 * that finishes in this step does not create a surplus pod, and scale-down during a rollout reaches
 * the new count in one step.
 */
public final class PodPlanner {

  private PodPlanner() {}

  /**
   * The plan for {@code pods} (not terminating).
   *
   * @param replicas desired replicas ({@code spec.replicas}, 0 when unset)
   * @param expectedHash the hash of the current pod spec
   * @param surge extra pods allowed while rolling out
   */
  public static PodPlan plan(List<Pod> pods, int replicas, String expectedHash, int surge) {
    List<Pod> remaining = new ArrayList<>(pods);
    remaining.sort(PodOrdering.deletionOrder(expectedHash));
    List<Pod> toDelete = new ArrayList<>();
    List<String> details = new ArrayList<>();

    for (Pod pod : List.copyOf(remaining)) {
      if (PodState.finished(pod)) {
        details.add(
            "pod "
                + name(pod)
                + " has finished ("
                + pod.getStatus().getPhase()
                + "), replacing it");
        delete(pod, remaining, toDelete);
      }
    }
    for (Pod pod : List.copyOf(remaining)) {
      if (outOfDate(pod, expectedHash) && !PodState.ready(pod)) {
        details.add("out-of-date pod " + name(pod) + " is not ready, replacing it");
        delete(pod, remaining, toDelete);
      }
    }
    int excess = remaining.size() - target(remaining, replicas, expectedHash, surge);
    while (excess > 0) {
      details.add("scaling down: deleting pod " + name(remaining.get(0)));
      delete(remaining.get(0), remaining, toDelete);
      excess = remaining.size() - target(remaining, replicas, expectedHash, surge);
    }
    long ready = remaining.stream().filter(PodState::ready).count();
    if (ready >= target(remaining, replicas, expectedHash, surge)) {
      remaining.stream()
          .filter(pod -> outOfDate(pod, expectedHash))
          .findFirst()
          .ifPresent(
              pod -> {
                details.add("all pods ready, replacing out-of-date pod " + name(pod));
                delete(pod, remaining, toDelete);
              });
    }
    int toCreate = Math.max(0, target(remaining, replicas, expectedHash, surge) - remaining.size());
    if (toCreate > 0) {
      details.add("creating " + toCreate + " pod(s)");
    }
    return new PodPlan(toDelete, toCreate, details);
  }

  private static int target(List<Pod> pods, int replicas, String expectedHash, int surge) {
    boolean rollingOut = pods.stream().anyMatch(pod -> outOfDate(pod, expectedHash));
    return rollingOut ? replicas + surge : replicas;
  }

  private static boolean outOfDate(Pod pod, String expectedHash) {
    return !Objects.equals(PodState.hash(pod), expectedHash);
  }

  private static void delete(Pod pod, List<Pod> remaining, List<Pod> toDelete) {
    remaining.remove(pod);
    toDelete.add(pod);
  }

  private static String name(Pod pod) {
    return pod.getMetadata().getName();
  }
}
