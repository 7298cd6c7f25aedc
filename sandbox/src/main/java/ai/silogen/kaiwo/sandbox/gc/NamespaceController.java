package ai.silogen.kaiwo.sandbox.gc;

import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoreListener;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import java.util.Optional;

/**
 * Empties and removes terminating namespaces, like kube-controller-manager's namespace controller:
 * every object in the namespace is deleted, and once none is left (objects with finalizers keep it
 * {@code Terminating}) the namespace is finalized and disappears.
 */
public final class NamespaceController implements StoreListener {

  private final ObjectIndex index;
  private final ClusterOperations operations;
  private final WorkQueue queue;

  public NamespaceController(ObjectIndex index, ClusterOperations operations, WorkQueue queue) {
    this.index = index;
    this.operations = operations;
    this.queue = queue;
  }

  @Override
  public void onChange(StoredObject before, StoredObject after) {
    if (after != null && isNamespace(after) && after.deleting()) {
      enqueue(after.name());
    } else if (after == null
        && before != null
        && before.namespace() != null
        && namespace(before.namespace()).map(StoredObject::deleting).orElse(false)) {
      enqueue(before.namespace());
    }
  }

  private void enqueue(String name) {
    queue.add("namespace:" + name, () -> clean(name));
  }

  private void clean(String name) {
    Optional<StoredObject> namespace = namespace(name);
    if (namespace.isEmpty() || !namespace.get().deleting()) {
      return;
    }
    for (StoredObject object : index.inNamespace(name)) {
      if (!object.deleting()) {
        operations.delete(object, "Background");
      }
    }
    if (index.inNamespace(name).isEmpty()) {
      namespace(name).ifPresent(operations::finalizeNamespace);
    }
  }

  private Optional<StoredObject> namespace(String name) {
    return index.get("", "namespaces", null, name);
  }

  private static boolean isNamespace(StoredObject object) {
    return object.group().isEmpty() && object.plural().equals("namespaces");
  }
}
