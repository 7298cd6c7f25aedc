package ai.silogen.kaiwo.operator.modelserving.spec;

/**
 * A Model that cannot be served as written, or with this system configuration. The controller turns
 * it into a {@code Valid=False} condition and a warning event carrying {@link #reason()} and the
 * message; it does not retry until the Model or the configuration changes.
 */
public final class InvalidModelException extends Exception {

  /** Why a model is invalid; each is a condition reason. */
  public enum Reason {
    /** {@code spec.url} does not parse, or its engine cannot load it. */
    InvalidURL,
    /** {@code spec.resourceProfile} is empty or not {@code <name>:<count>}. */
    InvalidResourceProfile,
    /** {@code spec.resourceProfile} names a profile the system config lacks. */
    UnknownResourceProfile,
    /** {@code spec.cacheProfile} names a profile the system config lacks. */
    UnknownCacheProfile,
    /** No image for the engine and profile. */
    MissingServerImage,
    /** A {@code modelServerPods.jsonPatches} operation does not apply to the pod. */
    InvalidJsonPatch,
    /** {@code spec.files} paths collide once turned into ConfigMap keys. */
    InvalidFiles,
    /** Another inconsistency of the spec, e.g. an adapter URL the loader cannot fetch. */
    InvalidSpec
  }

  private final Reason reason;

  public InvalidModelException(Reason reason, String message) {
    super(message);
    this.reason = reason;
  }

  public Reason reason() {
    return reason;
  }
}
