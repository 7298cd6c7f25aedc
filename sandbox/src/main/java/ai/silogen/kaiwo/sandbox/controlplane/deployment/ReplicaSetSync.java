package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import ai.silogen.kaiwo.sandbox.controlplane.pods.PodDeletionOrder;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetStatus;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetStatusBuilder;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The replica-set controller's decision for one ReplicaSet, as a pure function: keep {@code
 * spec.replicas} active pods (deleting the least valuable ones first, see {@link
 * PodDeletionOrder}), and count replicas, ready replicas and available replicas (ready for at least
 * {@code minReadySeconds}).
 */
public final class ReplicaSetSync {

  private ReplicaSetSync() {}

  /** Plans the next step of {@code replicaSet} given the pods it controls. */
  public static ReplicaSetPlan plan(ReplicaSet replicaSet, List<Pod> pods, Instant now) {
    int replicas = replicas(replicaSet);
    List<Pod> active = pods.stream().filter(Pods::isActive).toList();
    int toCreate = Math.max(0, replicas - active.size());
    List<Pod> toDelete =
        active.stream()
            .sorted(PodDeletionOrder.FIRST_TO_DELETE)
            .limit(Math.max(0, active.size() - replicas))
            .toList();
    List<Pod> kept = active.stream().filter(pod -> !toDelete.contains(pod)).toList();
    long minReady = minReadySeconds(replicaSet);
    int ready = (int) kept.stream().filter(Pods::isReady).count();
    int available =
        (int)
            kept.stream()
                .filter(pod -> availableAt(pod, minReady).filter(t -> !t.isAfter(now)).isPresent())
                .count();
    Optional<Duration> requeue =
        kept.stream()
            .map(pod -> availableAt(pod, minReady))
            .flatMap(Optional::stream)
            .filter(t -> t.isAfter(now))
            .min(Instant::compareTo)
            .map(t -> Duration.between(now, t));
    ReplicaSetStatus old =
        replicaSet.getStatus() == null ? new ReplicaSetStatus() : replicaSet.getStatus();
    ReplicaSetStatus status =
        new ReplicaSetStatusBuilder(old)
            .withReplicas(kept.size() + toCreate)
            .withFullyLabeledReplicas(kept.size() + toCreate)
            .withReadyReplicas(ready)
            .withAvailableReplicas(available)
            .withObservedGeneration(replicaSet.getMetadata().getGeneration())
            .build();
    return new ReplicaSetPlan(toCreate, toDelete, status, requeue);
  }

  /** {@code spec.replicas}, defaulting to 1. */
  static int replicas(ReplicaSet replicaSet) {
    Integer replicas = replicaSet.getSpec().getReplicas();
    return replicas == null ? 1 : replicas;
  }

  private static long minReadySeconds(ReplicaSet replicaSet) {
    Integer seconds = replicaSet.getSpec().getMinReadySeconds();
    return seconds == null ? 0 : seconds;
  }

  /** When a ready pod counts as available; empty while it is not ready. */
  private static Optional<Instant> availableAt(Pod pod, long minReadySeconds) {
    if (!Pods.isReady(pod)) {
      return Optional.empty();
    }
    return Optional.of(Pods.readySince(pod).orElse(Instant.EPOCH).plusSeconds(minReadySeconds));
  }
}
