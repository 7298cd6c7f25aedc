package ai.silogen.kaiwo.operator.modelserving.status;

/** Condition types of a Model. */
public final class ModelConditions {

  /** Whether the Model can be served with this system configuration. */
  public static final String VALID = "Valid";

  /** Whether a cache-profile Model's files are in the cache. */
  public static final String CACHE_LOADED = "CacheLoaded";

  /** {@link #CACHE_LOADED} reason: loading the model files into the cache failed. */
  public static final String LOAD_FAILED = "LoadFailed";

  /** Whether all desired replicas are ready. */
  public static final String READY = "Ready";

  private ModelConditions() {}
}
