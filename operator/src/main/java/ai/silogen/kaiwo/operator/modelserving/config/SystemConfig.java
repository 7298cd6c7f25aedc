package ai.silogen.kaiwo.operator.modelserving.config;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.Map;
import java.util.Optional;

/**
 * The model-serving system configuration: KubeAI's {@code system.yaml} sections that shape model
 * pods. Sections that belong to the gateway (autoscaling, messaging, addresses) are accepted and
 * ignored here, so one file can configure both.
 *
 * @param resourceProfiles profiles by name (required)
 * @param cacheProfiles cache profiles by name
 * @param modelServers server images per engine (required)
 * @param modelLoading loader image for cache Jobs and adapters (required)
 * @param modelServerPods settings of every model pod
 * @param modelRollouts rollout settings; surge 1 when unset
 * @param secretNames credential Secrets (required)
 * @param allowPodAddressOverride copy {@code model-pod-ip}/{@code model-pod-port} annotations from
 *     a Model to its pods (development and tests)
 */
@JsonIgnoreProperties({
  "modelAutoscaling",
  "messaging",
  "leaderElection",
  "metricsAddr",
  "healthAddress",
  "fixedSelfMetricAddrs"
})
public record SystemConfig(
    Map<String, ResourceProfile> resourceProfiles,
    Map<String, CacheProfile> cacheProfiles,
    ModelServers modelServers,
    ModelLoading modelLoading,
    ModelServerPods modelServerPods,
    ModelRollouts modelRollouts,
    SecretNames secretNames,
    boolean allowPodAddressOverride) {

  /** Surge used when {@code modelRollouts} is absent: replace pods without losing capacity. */
  public static final int DEFAULT_SURGE = 1;

  public SystemConfig {
    resourceProfiles = resourceProfiles == null ? Map.of() : Map.copyOf(resourceProfiles);
    cacheProfiles = cacheProfiles == null ? Map.of() : Map.copyOf(cacheProfiles);
    modelServerPods = modelServerPods == null ? ModelServerPods.none() : modelServerPods;
    modelRollouts = modelRollouts == null ? new ModelRollouts(DEFAULT_SURGE) : modelRollouts;
  }

  public Optional<ResourceProfile> resourceProfile(String name) {
    return Optional.ofNullable(resourceProfiles.get(name));
  }

  public Optional<CacheProfile> cacheProfile(String name) {
    return Optional.ofNullable(cacheProfiles.get(name));
  }

  /** A copy with another rollout surge. */
  public SystemConfig withSurge(int surge) {
    return new SystemConfig(
        resourceProfiles,
        cacheProfiles,
        modelServers,
        modelLoading,
        modelServerPods,
        new ModelRollouts(surge),
        secretNames,
        allowPodAddressOverride);
  }

  /** A copy with other model-server pod settings. */
  public SystemConfig withModelServerPods(ModelServerPods pods) {
    return new SystemConfig(
        resourceProfiles,
        cacheProfiles,
        modelServers,
        modelLoading,
        pods,
        modelRollouts,
        secretNames,
        allowPodAddressOverride);
  }
}
