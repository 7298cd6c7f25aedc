package ai.silogen.kaiwo.sandbox.controlplane.common;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The informers and work queues one stand-in component runs, started as the component starts and
 * closed together when it stops.
 */
public final class ControllerSet implements AutoCloseable {

  private final KubeApi api;
  private final List<SharedIndexInformer<?>> informers = new ArrayList<>();
  private final List<WorkQueue<?>> queues = new ArrayList<>();

  public ControllerSet(KubeApi api) {
    this.api = api;
  }

  /** A work queue that this set closes. */
  public synchronized <K> WorkQueue<K> queue(String name, WorkQueue.Reconciler<K> reconciler) {
    WorkQueue<K> queue = new WorkQueue<>(name, reconciler);
    queues.add(queue);
    return queue;
  }

  /** Watches {@code kind}, handing every change to {@code onEvent}. */
  public synchronized void watch(Kind kind, Consumer<ObjectNode> onEvent) {
    informers.add(api.watch(kind, onEvent));
  }

  @Override
  public synchronized void close() {
    // Informers first, so that no event reaches a closed queue.
    informers.forEach(SharedIndexInformer::close);
    queues.forEach(WorkQueue::close);
    informers.clear();
    queues.clear();
  }
}
