package ai.silogen.kaiwo.sandbox.controlplane.reconcile;

import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.Objects;

/**
 * Identifies an object in a work queue and in an informer store, like client-go's {@code
 * namespace/name} keys.
 *
 * @param namespace the namespace, {@code null} for cluster-scoped objects
 * @param name the object's name
 */
public record ObjectKey(String namespace, String name) {

  public ObjectKey {
    Objects.requireNonNull(name, "name");
  }

  /** The key of a cluster-scoped object. */
  public static ObjectKey cluster(String name) {
    return new ObjectKey(null, name);
  }

  /** The key of {@code object}. */
  public static ObjectKey of(HasMetadata object) {
    return new ObjectKey(object.getMetadata().getNamespace(), object.getMetadata().getName());
  }

  /** The key format of fabric8 informer stores ({@code namespace/name} or {@code name}). */
  public String storeKey() {
    return namespace == null || namespace.isEmpty() ? name : namespace + "/" + name;
  }

  @Override
  public String toString() {
    return storeKey();
  }
}
