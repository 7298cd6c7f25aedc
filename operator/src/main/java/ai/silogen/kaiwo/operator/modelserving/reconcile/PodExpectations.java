package ai.silogen.kaiwo.operator.modelserving.reconcile;

import io.fabric8.kubernetes.api.model.Pod;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The pod creations and deletions of each Model that the informer has not shown yet (the ReplicaSet
 * controller's "expectations"). The view of a Model's pods is the informer's, plus the pods it
 * created, minus the pods it deleted, so a reconciliation that runs before the watch catches up
 * neither creates nor deletes a pod twice. This replaces KubeAI's fixed three-second sleep after
 * every change. Entries the informer never confirms expire after {@link #TTL}.
 */
final class PodExpectations {

  /** How long an unconfirmed creation or deletion is trusted over the informer. */
  static final Duration TTL = Duration.ofMinutes(2);

  private record Pending(
      Map<String, Pod> created, Map<String, Instant> deleted, Map<String, Instant> createdAt) {}

  private final Map<ResourceID, Pending> byModel = new ConcurrentHashMap<>();
  private final Clock clock;

  PodExpectations(Clock clock) {
    this.clock = clock;
  }

  void created(ResourceID model, Pod pod) {
    Pending pending = pending(model);
    pending.created().put(pod.getMetadata().getName(), pod);
    pending.createdAt().put(pod.getMetadata().getName(), clock.instant());
  }

  void deleted(ResourceID model, Pod pod) {
    pending(model).deleted().put(pod.getMetadata().getName(), clock.instant());
  }

  void forget(ResourceID model) {
    byModel.remove(model);
  }

  /**
   * The Model's pods as this controller last left them, given what the informer shows; confirmed or
   * expired entries are dropped.
   */
  List<Pod> view(ResourceID model, List<Pod> informed) {
    Pending pending = byModel.get(model);
    if (pending == null) {
      return informed;
    }
    Instant expiry = clock.instant().minus(TTL);
    Set<String> informedNames =
        informed.stream().map(p -> p.getMetadata().getName()).collect(Collectors.toSet());
    pending
        .created()
        .keySet()
        .removeIf(
            name -> informedNames.contains(name) || pending.createdAt().get(name).isBefore(expiry));
    pending.createdAt().keySet().retainAll(pending.created().keySet());
    pending
        .deleted()
        .entrySet()
        .removeIf(
            e ->
                !informedNames.contains(e.getKey())
                    || e.getValue().isBefore(expiry)
                    || terminating(informed, e.getKey()));
    List<Pod> view = new ArrayList<>();
    for (Pod pod : informed) {
      if (!pending.deleted().containsKey(pod.getMetadata().getName())) {
        view.add(pod);
      }
    }
    view.addAll(pending.created().values());
    if (pending.created().isEmpty() && pending.deleted().isEmpty()) {
      byModel.remove(model, pending);
    }
    return view;
  }

  private Pending pending(ResourceID model) {
    return byModel.computeIfAbsent(
        model,
        id ->
            new Pending(
                new ConcurrentHashMap<>(), new ConcurrentHashMap<>(), new ConcurrentHashMap<>()));
  }

  /** A pod the informer already shows as terminating needs no expectation: callers skip it. */
  private static boolean terminating(List<Pod> informed, String name) {
    return informed.stream()
        .anyMatch(
            p ->
                p.getMetadata().getName().equals(name)
                    && p.getMetadata().getDeletionTimestamp() != null);
  }
}
