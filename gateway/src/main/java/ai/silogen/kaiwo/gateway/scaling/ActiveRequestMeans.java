package ai.silogen.kaiwo.gateway.scaling;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Turns each gateway replica's readings of {@code kaiwo_gateway_requests_active_seconds_total} into
 * the mean active requests since that replica's previous reading: the counter's increase over the
 * time between the two. Replicas are told apart by name, and each is timed on its own, so a replica
 * that could not be read in one tick is averaged over the longer interval in the next.
 */
final class ActiveRequestMeans {
  private record Reading(long atNanos, Map<String, Double> activeSeconds) {}

  private final Map<String, Reading> previous = new HashMap<>();

  /**
   * The loads of one replica's models, read at {@code atNanos} ({@link System#nanoTime()}), and
   * remembers the reading for the next.
   *
   * @param active active requests now, per model key
   * @param activeSeconds the replica's request-seconds counters, per model key
   */
  Map<String, ModelLoad> read(
      String replica, long atNanos, Map<String, Double> active, Map<String, Double> activeSeconds) {
    Reading before = previous.put(replica, new Reading(atNanos, Map.copyOf(activeSeconds)));
    Set<String> models = new HashSet<>(active.keySet());
    models.addAll(activeSeconds.keySet());
    Map<String, ModelLoad> loads = new HashMap<>();
    for (String model : models) {
      double now = active.getOrDefault(model, 0.0);
      loads.put(model, new ModelLoad(now, mean(before, atNanos, model, now, activeSeconds)));
    }
    return loads;
  }

  /** Forgets the replicas not in {@code replicas}, which have left. */
  void retain(Set<String> replicas) {
    previous.keySet().retainAll(replicas);
  }

  private static double mean(
      Reading before, long atNanos, String model, double now, Map<String, Double> activeSeconds) {
    Double seconds = activeSeconds.get(model);
    if (before == null || seconds == null || atNanos <= before.atNanos()) {
      return now; // nothing to average over yet
    }
    double increase = seconds - before.activeSeconds().getOrDefault(model, 0.0);
    if (increase < 0) {
      increase = seconds; // the counter restarted (the model's meters were recreated)
    }
    return increase / ((atNanos - before.atNanos()) / 1e9);
  }
}
