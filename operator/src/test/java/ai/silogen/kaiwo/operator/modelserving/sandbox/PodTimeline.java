package ai.silogen.kaiwo.operator.modelserving.sandbox;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.Watch;
import io.fabric8.kubernetes.client.Watcher;
import io.fabric8.kubernetes.client.WatcherException;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The order in which a Model's pods became ready and went away, from a watch: enough to tell a
 * surge rollout (new pod ready first) from a replace-in-place one.
 */
final class PodTimeline implements AutoCloseable {

  private final AtomicLong sequence = new AtomicLong();
  private final Map<String, Long> readyAt = new ConcurrentHashMap<>();
  private final Map<String, Long> deletedAt = new ConcurrentHashMap<>();
  private final Set<String> live = ConcurrentHashMap.newKeySet();
  private final AtomicInteger maxPods = new AtomicInteger();
  private final Watch watch;

  private PodTimeline(KubernetesClient client, String namespace, String model) {
    watch =
        client
            .pods()
            .inNamespace(namespace)
            .withLabel("model", model)
            .watch(
                new Watcher<>() {
                  @Override
                  public void eventReceived(Action action, Pod pod) {
                    record(action, pod);
                  }

                  @Override
                  public void onClose(WatcherException cause) {}
                });
  }

  static PodTimeline watch(KubernetesClient client, String namespace, String model) {
    return new PodTimeline(client, namespace, model);
  }

  private synchronized void record(Watcher.Action action, Pod pod) {
    String name = pod.getMetadata().getName();
    long now = sequence.incrementAndGet();
    if (action == Watcher.Action.DELETED || pod.getMetadata().getDeletionTimestamp() != null) {
      deletedAt.putIfAbsent(name, now);
      live.remove(name);
      return;
    }
    live.add(name);
    maxPods.accumulateAndGet(new HashSet<>(live).size(), Math::max);
    if (ModelServingCluster.ready(pod)) {
      readyAt.putIfAbsent(name, now);
    }
  }

  long readyAt(String pod) {
    return readyAt.getOrDefault(pod, Long.MAX_VALUE);
  }

  long deletedAt(String pod) {
    return deletedAt.getOrDefault(pod, Long.MAX_VALUE);
  }

  int maxPods() {
    return maxPods.get();
  }

  @Override
  public void close() {
    watch.close();
  }
}
