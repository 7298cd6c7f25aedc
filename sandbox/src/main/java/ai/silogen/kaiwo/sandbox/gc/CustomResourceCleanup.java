package ai.silogen.kaiwo.sandbox.gc;

import ai.silogen.kaiwo.sandbox.store.ObjectIndex;
import ai.silogen.kaiwo.sandbox.store.StoreListener;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import ai.silogen.kaiwo.sandbox.store.SystemFinalizers;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/**
 * Deleting a CustomResourceDefinition deletes its custom resources first, as kube-apiserver does
 * through the {@code customresourcecleanup.apiextensions.k8s.io} finalizer it puts on every CRD.
 */
public final class CustomResourceCleanup implements StoreListener {

  private static final String GROUP = "apiextensions.k8s.io";
  private static final String PLURAL = "customresourcedefinitions";

  private final ObjectIndex index;
  private final ClusterOperations operations;
  private final WorkQueue queue;

  public CustomResourceCleanup(ObjectIndex index, ClusterOperations operations, WorkQueue queue) {
    this.index = index;
    this.operations = operations;
    this.queue = queue;
  }

  @Override
  public void onChange(StoredObject before, StoredObject after) {
    if (after != null
        && isCrd(after)
        && after.deleting()
        && after.finalizers().contains(SystemFinalizers.CRD_CLEANUP)) {
      enqueue(after.name());
    } else if (after == null && before != null && !isCrd(before)) {
      String crdName = before.plural() + "." + before.group();
      if (crd(crdName).map(StoredObject::deleting).orElse(false)) {
        enqueue(crdName);
      }
    }
  }

  private void enqueue(String crdName) {
    queue.add("crd-cleanup:" + crdName, () -> clean(crdName));
  }

  private void clean(String crdName) {
    Optional<StoredObject> crd = crd(crdName);
    if (crd.isEmpty() || !crd.get().deleting()) {
      return;
    }
    JsonNode spec = crd.get().tree().path("spec");
    String group = spec.path("group").asText();
    String plural = spec.path("names").path("plural").asText();
    for (StoredObject object : index.list(group, plural, null)) {
      if (!object.deleting()) {
        operations.delete(object, "Background");
      }
    }
    if (index.list(group, plural, null).isEmpty()) {
      crd(crdName).ifPresent(c -> operations.removeFinalizer(c, SystemFinalizers.CRD_CLEANUP));
    }
  }

  private Optional<StoredObject> crd(String name) {
    return index.get(GROUP, PLURAL, null, name);
  }

  private static boolean isCrd(StoredObject object) {
    return object.group().equals(GROUP) && object.plural().equals(PLURAL);
  }
}
