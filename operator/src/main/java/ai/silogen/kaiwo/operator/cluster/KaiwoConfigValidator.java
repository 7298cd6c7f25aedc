package ai.silogen.kaiwo.operator.cluster;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoGpuPreemptionConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoNodeConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoRayConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoResourceMonitoringConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoSchedulingConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoStorageConfig;
import ai.silogen.kaiwo.operator.support.FieldError;
import ai.silogen.kaiwo.operator.support.KubernetesNames;
import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Checks every field of an effective (defaulted) {@code KaiwoConfigSpec} for values the operator
 * cannot use. The CRD schema catches some of these on write; the rest (quantities, names, paths,
 * value ranges) would otherwise surface as failures in unrelated workloads much later.
 */
public final class KaiwoConfigValidator {

  private static final Pattern MONITORING_DURATION = Pattern.compile("^([0-9]+(s|m|h))+$");

  private final List<FieldError> errors = new ArrayList<>();

  private KaiwoConfigValidator() {}

  /** The problems of {@code spec} (CRD defaults applied), empty when it is usable as a whole. */
  public static List<FieldError> validate(KaiwoConfigSpec spec) {
    KaiwoConfigValidator validator = new KaiwoConfigValidator();
    validator.ray(spec.getRay());
    validator.storage(spec.getStorage());
    validator.nodes(spec.getNodes());
    validator.scheduling(spec.getScheduling());
    validator.monitoring(spec.getResourceMonitoring());
    validator.gpuPreemption(spec.getGpuPreemption());
    validator.check(
        "spec.defaultClusterQueueName",
        spec.getDefaultClusterQueueName(),
        KubernetesNames::checkSubdomain);
    validator.check(
        "spec.defaultClusterQueueCohortName",
        spec.getDefaultClusterQueueCohortName(),
        KubernetesNames::checkSubdomain);
    validator.check(
        "spec.defaultTopologyName", spec.getDefaultTopologyName(), KubernetesNames::checkSubdomain);
    return List.copyOf(validator.errors);
  }

  private void ray(KaiwoRayConfig ray) {
    check("spec.ray.defaultRayImage", ray.getDefaultRayImage(), KaiwoConfigValidator::notBlank);
    check("spec.ray.headPodMemory", ray.getHeadPodMemory(), KaiwoConfigValidator::positiveQuantity);
  }

  private void storage(KaiwoStorageConfig storage) {
    if (storage.getDefaultStorageClass() != null) {
      check(
          "spec.storage.defaultStorageClass",
          storage.getDefaultStorageClass(),
          KubernetesNames::checkSubdomain);
    }
    check(
        "spec.storage.defaultDataMountPath",
        storage.getDefaultDataMountPath(),
        KaiwoConfigValidator::mountPath);
    check(
        "spec.storage.defaultHfMountPath",
        storage.getDefaultHfMountPath(),
        KaiwoConfigValidator::mountPath);
    if (storage.getDefaultDataMountPath() != null
        && storage.getDefaultDataMountPath().equals(storage.getDefaultHfMountPath())) {
      errors.add(
          new FieldError(
              "spec.storage.defaultHfMountPath",
              "must differ from defaultDataMountPath (both volumes would mount at the same path)"));
    }
  }

  private void nodes(KaiwoNodeConfig nodes) {
    check(
        "spec.nodes.defaultGpuResourceKey",
        nodes.getDefaultGpuResourceKey(),
        KubernetesNames::checkQualifiedName);
    check(
        "spec.nodes.defaultGpuTaintKey",
        nodes.getDefaultGpuTaintKey(),
        KubernetesNames::checkQualifiedName);
  }

  private void scheduling(KaiwoSchedulingConfig scheduling) {
    check(
        "spec.scheduling.kubeSchedulerName",
        scheduling.getKubeSchedulerName(),
        KubernetesNames::checkSubdomain);
    check(
        "spec.scheduling.pendingThresholdForPreemption",
        scheduling.getPendingThresholdForPreemption(),
        KaiwoConfigValidator::goDuration);
  }

  private void monitoring(KaiwoResourceMonitoringConfig monitoring) {
    percentage(
        "spec.resourceMonitoring.lowUtilizationThreshold", monitoring.getLowUtilizationThreshold());
    List<String> namespaces = monitoring.getTargetNamespaces();
    for (int i = 0; namespaces != null && i < namespaces.size(); i++) {
      check(
          "spec.resourceMonitoring.targetNamespaces[" + i + "]",
          namespaces.get(i),
          KubernetesNames::checkLabel);
    }
    check(
        "spec.resourceMonitoring.terminateUnderutilizedAfter",
        monitoring.getTerminateUnderutilizedAfter(),
        value ->
            MONITORING_DURATION.matcher(value).matches()
                ? Optional.empty()
                : Optional.of("'" + value + "' must be whole s, m or h units, e.g. 24h or 1h30m"));
  }

  private void gpuPreemption(KaiwoGpuPreemptionConfig preemption) {
    if (preemption.getDefaultThreshold() != null) {
      percentage("spec.gpuPreemption.defaultThreshold", preemption.getDefaultThreshold());
    }
    if (preemption.getDefaultGracePeriod() != null) {
      check(
          "spec.gpuPreemption.defaultGracePeriod",
          preemption.getDefaultGracePeriod(),
          KaiwoConfigValidator::goDuration);
    }
    if (preemption.getDefaultTTL() != null) {
      check(
          "spec.gpuPreemption.defaultTTL",
          preemption.getDefaultTTL(),
          KaiwoConfigValidator::goDuration);
    }
  }

  private void percentage(String field, Double value) {
    if (value == null || value.isNaN() || value < 0 || value > 100) {
      errors.add(new FieldError(field, "must be a percentage between 0 and 100, was " + value));
    }
  }

  private void check(String field, String value, Function<String, Optional<String>> rule) {
    if (value == null) {
      errors.add(new FieldError(field, "must be set"));
      return;
    }
    rule.apply(value).ifPresent(message -> errors.add(new FieldError(field, message)));
  }

  private static Optional<String> notBlank(String value) {
    return value.isBlank() ? Optional.of("must not be empty") : Optional.empty();
  }

  private static Optional<String> positiveQuantity(String value) {
    try {
      return new Quantity(value).getNumericalAmount().compareTo(BigDecimal.ZERO) > 0
          ? Optional.empty()
          : Optional.of("'" + value + "' must be a positive quantity such as 16Gi");
    } catch (RuntimeException e) {
      return Optional.of("'" + value + "' is not a quantity (e.g. 16Gi, 512Mi)");
    }
  }

  private static Optional<String> mountPath(String value) {
    if (!value.startsWith("/") || value.equals("/")) {
      return Optional.of("'" + value + "' must be an absolute path other than /");
    }
    return value.contains(":")
        ? Optional.of("'" + value + "' must not contain ':'")
        : Optional.empty();
  }

  private static Optional<String> goDuration(String value) {
    try {
      GoDuration.parse(value);
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(e.getMessage());
    }
  }
}
