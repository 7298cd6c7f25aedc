package ai.silogen.kaiwo.operator.cluster;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;

/**
 * The operator configuration as the controllers use it: the {@code kaiwo} singleton with every CRD
 * default applied, so callers never null-check a setting. A missing singleton (not created yet, or
 * deleted) and a partial one both behave exactly like an empty one would after the API server
 * defaulted it.
 */
public final class EffectiveKaiwoConfig {

  /** Name of the cluster-scoped KaiwoConfig and KaiwoQueueConfig singletons. */
  public static final String SINGLETON_NAME = "kaiwo";

  private EffectiveKaiwoConfig() {}

  /**
   * A defaulted copy of {@code stored}; {@code null} gives the all-defaults configuration. The
   * argument is not modified.
   */
  public static KaiwoConfig of(KaiwoConfig stored) {
    KaiwoConfig base = new KaiwoConfig();
    base.setMetadata(new ObjectMetaBuilder().withName(SINGLETON_NAME).build());
    base.setSpec(new KaiwoConfigSpec());
    if (stored != null) {
      base.setMetadata(stored.getMetadata());
      if (stored.getSpec() != null) {
        base.setSpec(stored.getSpec());
      }
      base.setStatus(stored.getStatus());
    }
    return CrdDefaulter.withDefaults(base);
  }

  /** The all-defaults configuration. */
  public static KaiwoConfig defaults() {
    return of(null);
  }
}
