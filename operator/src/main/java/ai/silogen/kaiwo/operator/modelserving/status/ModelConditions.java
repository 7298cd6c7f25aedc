package ai.silogen.kaiwo.operator.modelserving.status;

/** Condition types of a Model. */
public final class ModelConditions {

  /** Whether the Model can be served with this system configuration. */
  public static final String VALID = "Valid";

  /** Whether a cache-profile Model's files are in the cache. */
  public static final String CACHE_LOADED = "CacheLoaded";

  /** {@link #CACHE_LOADED} reason: loading the model files into the cache failed. */
  public static final String LOAD_FAILED = "LoadFailed";

  /** Whether all desired replicas of the Model's current spec are ready. */
  public static final String READY = "Ready";

  /**
   * {@link #READY} reason: the spec changed and pods of the new spec are not all ready yet; pods of
   * the old spec keep serving meanwhile.
   */
  public static final String ROLLING_OUT = "RollingOut";

  /**
   * {@link #READY} reason: as {@link #ROLLING_OUT}, but a pod of the new spec shows it cannot come
   * up (no node fits, its image cannot be pulled, it crashes); the message says why.
   */
  public static final String ROLLOUT_STUCK = "RolloutStuck";

  private ModelConditions() {}
}
