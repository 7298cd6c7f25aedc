package ai.silogen.kaiwo.sandbox.gc;

import static ai.silogen.kaiwo.sandbox.store.SystemFinalizers.FOREGROUND;
import static ai.silogen.kaiwo.sandbox.store.SystemFinalizers.ORPHAN;

import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoreListener;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import ai.silogen.kaiwo.sandbox.store.StoredObject.OwnerRef;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Owner-reference garbage collection like kube-controller-manager's garbage collector:
 *
 * <ul>
 *   <li>a dependent whose owners are all gone is deleted (background), so chains such as KaiwoJob →
 *       Job → Pod unwind transitively; references to owners that are gone are removed from
 *       dependents that still have another owner;
 *   <li>an owner deleted in the foreground ({@code foregroundDeletion} finalizer) has its
 *       dependents deleted first (themselves in the foreground when they own objects) and keeps the
 *       finalizer until no dependent with {@code blockOwnerDeletion} is left;
 *   <li>an owner deleted with the orphan policy ({@code orphan} finalizer) has its references
 *       removed from its dependents before it goes.
 * </ul>
 *
 * An owner counts as present when an object with its uid exists in the dependent's namespace (or is
 * cluster-scoped). Work runs on the {@link WorkQueue}, never on the request path.
 */
public final class GarbageCollector implements StoreListener {

  private final ObjectIndex index;
  private final ClusterOperations operations;
  private final WorkQueue queue;

  public GarbageCollector(ObjectIndex index, ClusterOperations operations, WorkQueue queue) {
    this.index = index;
    this.operations = operations;
    this.queue = queue;
  }

  @Override
  public void onChange(StoredObject before, StoredObject after) {
    if (after == null && before != null) {
      for (StoredObject dependent : index.dependentsOf(before.uid())) {
        enqueueDependent(dependent.uid());
      }
      for (OwnerRef owner : before.owners()) {
        enqueueOwner(owner.uid());
      }
      return;
    }
    if (after == null) {
      return;
    }
    if (after.deleting()
        && (after.finalizers().contains(FOREGROUND) || after.finalizers().contains(ORPHAN))) {
      enqueueOwner(after.uid());
    }
    if (!after.owners().isEmpty() && (before == null || !before.owners().equals(after.owners()))) {
      enqueueDependent(after.uid());
      // A controller acting on a stale read can add a child to an owner that already waits for its
      // dependents in the foreground; like kube-controller-manager, delete that child too.
      for (OwnerRef owner : after.owners()) {
        enqueueOwner(owner.uid());
      }
    }
  }

  private void enqueueDependent(String uid) {
    queue.add("gc-dependent:" + uid, () -> attemptToDelete(uid));
  }

  private void enqueueOwner(String uid) {
    queue.add("gc-owner:" + uid, () -> processDeletingOwner(uid));
  }

  /** Deletes a dependent whose owners are all gone, or drops references to missing owners. */
  private void attemptToDelete(String uid) {
    Optional<StoredObject> found = index.byUid(uid);
    if (found.isEmpty() || found.get().deleting() || found.get().owners().isEmpty()) {
      return;
    }
    StoredObject dependent = found.get();
    Set<String> missing =
        dependent.owners().stream()
            .filter(owner -> !ownerPresent(owner, dependent))
            .map(OwnerRef::uid)
            .collect(Collectors.toSet());
    if (missing.isEmpty()) {
      return;
    }
    if (missing.size() == dependent.owners().size()) {
      operations.delete(dependent, "Background");
    } else {
      operations.removeOwnerReferences(dependent, missing);
    }
  }

  private boolean ownerPresent(OwnerRef reference, StoredObject dependent) {
    return index
        .byUid(reference.uid())
        .filter(
            owner ->
                owner.namespace() == null
                    || Objects.equals(owner.namespace(), dependent.namespace()))
        .isPresent();
  }

  /** Works an owner that is being deleted in the foreground or with orphaning. */
  private void processDeletingOwner(String uid) {
    Optional<StoredObject> found = index.byUid(uid);
    if (found.isEmpty() || !found.get().deleting()) {
      return;
    }
    if (found.get().finalizers().contains(ORPHAN)) {
      for (StoredObject dependent : index.dependentsOf(uid)) {
        operations.removeOwnerReferences(dependent, Set.of(uid));
      }
      if (index.dependentsOf(uid).isEmpty()) {
        index.byUid(uid).ifPresent(owner -> operations.removeFinalizer(owner, ORPHAN));
      }
    }
    if (index.byUid(uid).map(o -> o.finalizers().contains(FOREGROUND)).orElse(false)) {
      for (StoredObject dependent : index.dependentsOf(uid)) {
        if (!dependent.deleting()) {
          boolean ownsObjects = !index.dependentsOf(dependent.uid()).isEmpty();
          operations.delete(dependent, ownsObjects ? "Foreground" : "Background");
        }
      }
      boolean blocked =
          index.dependentsOf(uid).stream()
              .anyMatch(
                  d ->
                      d.owners().stream()
                          .anyMatch(o -> o.uid().equals(uid) && o.blockOwnerDeletion()));
      if (!blocked) {
        index.byUid(uid).ifPresent(owner -> operations.removeFinalizer(owner, FOREGROUND));
      }
    }
  }
}
