package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import java.util.Set;

/**
 * The cluster-scoped singletons Kaiwo reads, KaiwoConfig and KaiwoQueueConfig, are both named
 * {@value EffectiveKaiwoConfig#SINGLETON_NAME}; objects of those kinds with other names are
 * reported and otherwise ignored.
 */
public final class Singletons {

  /** The singleton's name. */
  public static final String NAME = EffectiveKaiwoConfig.SINGLETON_NAME;

  /** The JOSDK id of a cluster-scoped singleton. */
  public static final ResourceID ID = new ResourceID(NAME);

  private Singletons() {}

  /** Whether {@code resource} is named like the singleton. */
  public static boolean isSingleton(HasMetadata resource) {
    return NAME.equals(resource.getMetadata().getName());
  }

  /** Maps any event to the singleton, for secondary resources that concern it as a whole. */
  public static Set<ResourceID> singleton(Object ignored) {
    return Set.of(ID);
  }
}
