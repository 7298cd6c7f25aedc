package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoResourceMonitoringConfig;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The KaiwoConfig's {@code resourceMonitoring}, resolved: what counts as underutilised and what
 * happens then. A malformed value (reported on the KaiwoConfig's status by its validator) falls
 * back to its default rather than stopping monitoring.
 *
 * @param threshold percent below which a GPU counts as underutilised
 * @param targetNamespaces namespaces watched; every namespace but {@code kube-system} when empty
 * @param terminate whether an underutilised workload is terminated after {@code terminateAfter}
 * @param terminateAfter how long a workload may stay underutilised
 */
public record UnderutilizationPolicy(
    double threshold, Set<String> targetNamespaces, boolean terminate, Duration terminateAfter) {

  private static final String SYSTEM_NAMESPACE = "kube-system";

  /** The policy of the effective (defaulted) {@code resourceMonitoring} settings. */
  public static UnderutilizationPolicy of(KaiwoResourceMonitoringConfig settings) {
    KaiwoResourceMonitoringConfig defaults =
        EffectiveKaiwoConfig.defaults().getSpec().getResourceMonitoring();
    Double threshold = settings.getLowUtilizationThreshold();
    return new UnderutilizationPolicy(
        threshold == null || threshold < 0 || threshold.isNaN()
            ? defaults.getLowUtilizationThreshold()
            : threshold,
        Set.copyOf(
            Optional.ofNullable(settings.getTargetNamespaces()).orElse(List.of()).stream()
                .filter(namespace -> namespace != null && !namespace.isBlank())
                .toList()),
        Boolean.TRUE.equals(settings.getTerminateUnderutilized()),
        duration(settings.getTerminateUnderutilizedAfter())
            .orElseGet(() -> duration(defaults.getTerminateUnderutilizedAfter()).orElseThrow()));
  }

  /** Whether workloads in {@code namespace} are watched. */
  public boolean watches(String namespace) {
    return targetNamespaces.isEmpty()
        ? !SYSTEM_NAMESPACE.equals(namespace)
        : targetNamespaces.contains(namespace);
  }

  private static Optional<Duration> duration(String value) {
    try {
      return Optional.of(GoDuration.parse(value));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
