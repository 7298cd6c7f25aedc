package ai.silogen.kaiwo.sandbox.watch;

import ai.silogen.kaiwo.sandbox.store.StoredObject;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The recent deletions, for watches that start from an older resource version.
 *
 * <p>An informer lists at version N and then watches from N. The mock's watch starts from "now": it
 * replays the objects that exist, so an object deleted between the list and the watch would stay in
 * the informer's cache forever (seen as {@code kaiwo delete --wait} never returning). Like
 * kube-apiserver's watch cache, the sandbox keeps a window of history, here only deletions, which
 * are the one kind of change the replay of current objects cannot convey. A watch from before the
 * window is answered with 410 Gone, so the client relists. Thread-safe.
 */
public final class DeletionLog {

  /** One deletion: the resource version it was given and the object as it was last stored. */
  public record Deletion(long resourceVersion, StoredObject object) {}

  private final int capacity;
  private final Deque<Deletion> deletions = new ArrayDeque<>();
  private long forgottenUpTo;

  /** Keeps the last {@code capacity} deletions. */
  public DeletionLog(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be positive: " + capacity);
    }
    this.capacity = capacity;
  }

  /** Records that {@code object} was deleted at {@code resourceVersion} (ascending per call). */
  public synchronized void record(long resourceVersion, StoredObject object) {
    if (deletions.size() == capacity) {
      forgottenUpTo = deletions.removeFirst().resourceVersion();
    }
    deletions.addLast(new Deletion(resourceVersion, object));
  }

  /** The oldest resource version a watch may start from. */
  public synchronized long oldestKept() {
    return forgottenUpTo;
  }

  /**
   * The deletions after {@code sinceResourceVersion} of objects in the collection {@code group},
   * {@code plural} and {@code namespace} ({@code null} for all namespaces), oldest first; empty
   * when some of them may have been forgotten.
   */
  public synchronized Optional<List<Deletion>> since(
      long sinceResourceVersion, String group, String plural, String namespace) {
    if (sinceResourceVersion < forgottenUpTo) {
      return Optional.empty();
    }
    List<Deletion> found = new ArrayList<>();
    for (Deletion deletion : deletions) {
      StoredObject object = deletion.object();
      if (deletion.resourceVersion() > sinceResourceVersion
          && object.group().equals(group)
          && object.plural().equals(plural)
          && (namespace == null || Objects.equals(namespace, object.namespace()))) {
        found.add(deletion);
      }
    }
    return Optional.of(found);
  }
}
