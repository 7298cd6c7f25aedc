package ai.silogen.kaiwo.sandbox.gc;

import ai.silogen.kaiwo.sandbox.store.StoredObject;
import java.util.Set;

/**
 * The API calls the sandbox's built-in controllers make. They go through the API server like any
 * client's, with the stored resource version as precondition; a conflict is simply dropped, because
 * the conflicting write triggers the controller again.
 */
public interface ClusterOperations {

  /** Deletes an object with a propagation policy ({@code Background}, {@code Foreground}). */
  void delete(StoredObject object, String propagationPolicy);

  /** Removes one finalizer. */
  void removeFinalizer(StoredObject object, String finalizer);

  /** Removes the owner references to the given owners. */
  void removeOwnerReferences(StoredObject object, Set<String> ownerUids);

  /** Clears a terminating namespace's {@code spec.finalizers}, which removes it. */
  void finalizeNamespace(StoredObject namespace);
}
