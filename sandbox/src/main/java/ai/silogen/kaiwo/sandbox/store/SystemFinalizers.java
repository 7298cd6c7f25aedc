package ai.silogen.kaiwo.sandbox.store;

/** Finalizers that kube-apiserver and the garbage collector themselves put on objects. */
public final class SystemFinalizers {

  /** Foreground deletion: the owner waits for its blocking dependents. */
  public static final String FOREGROUND = "foregroundDeletion";

  /** Orphan deletion: dependents lose their reference instead of being deleted. */
  public static final String ORPHAN = "orphan";

  /** On every CRD: its custom resources are deleted before it goes. */
  public static final String CRD_CLEANUP = "customresourcecleanup.apiextensions.k8s.io";

  private SystemFinalizers() {}
}
