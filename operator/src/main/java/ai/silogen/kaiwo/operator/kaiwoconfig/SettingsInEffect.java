package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoGpuPreemptionConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoResourceMonitoringConfig;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.monitoring.UnderutilizationPolicy;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Condition {@value #TYPE}: whether every setting an administrator changed actually does something
 * in this operator. A valid setting can still have no effect: {@code resourceMonitoring} while the
 * operator runs without an exporter, and {@code gpuPreemption}, which is accepted for KaiwoConfigs
 * written for the original but not acted on, and the {@link LegacyKeys} that only the original's
 * Helm chart writes. Saying so beats an administrator waiting for a termination that never comes.
 * Likewise a {@code storage.defaultStorageClass} that names no StorageClass of the cluster: it is
 * kept (the class may be created later), but the claims that use it wait until then.
 *
 * <p>Settings read under a deprecated name ({@code spec.data}) are in effect: the condition stays
 * True, with reason {@value #REASON_DEPRECATED_NAMES} and a message naming them.
 */
public final class SettingsInEffect {

  public static final String TYPE = "SettingsInEffect";
  public static final String REASON_IN_EFFECT = "InEffect";
  public static final String REASON_WITHOUT_EFFECT = "SettingsWithoutEffect";
  public static final String REASON_DEPRECATED_NAMES = "InEffectUnderDeprecatedNames";

  private SettingsInEffect() {}

  /**
   * The condition for {@code spec}.
   *
   * @param monitoringOn whether this operator reads a GPU exporter (RESOURCE_MONITORING_*)
   */
  static Condition of(KaiwoConfigSpec spec, boolean monitoringOn, Instant now, Long generation) {
    return of(spec, monitoringOn, Optional.empty(), now, generation);
  }

  /**
   * The condition for {@code spec}.
   *
   * @param monitoringOn whether this operator reads a GPU exporter (RESOURCE_MONITORING_*)
   * @param storageClasses the names of the cluster's StorageClasses, when known
   */
  static Condition of(
      KaiwoConfigSpec spec,
      boolean monitoringOn,
      Optional<Set<String>> storageClasses,
      Instant now,
      Long generation) {
    List<String> gaps = gaps(spec, monitoringOn, storageClasses);
    List<String> deprecated = spec == null ? List.of() : LegacyKeys.deprecated(spec);
    if (!gaps.isEmpty()) {
      List<String> all = new ArrayList<>(gaps);
      all.addAll(deprecated);
      return Conditions.of(
          TYPE, false, REASON_WITHOUT_EFFECT, String.join("; ", all), now, generation);
    }
    String inEffect = "every setting is in effect";
    return deprecated.isEmpty()
        ? Conditions.of(TYPE, true, REASON_IN_EFFECT, inEffect, now, generation)
        : Conditions.of(
            TYPE,
            true,
            REASON_DEPRECATED_NAMES,
            inEffect + "; " + String.join("; ", deprecated),
            now,
            generation);
  }

  /** One sentence per setting that is set but has no effect. */
  static List<String> gaps(KaiwoConfigSpec spec, boolean monitoringOn) {
    return gaps(spec, monitoringOn, Optional.empty());
  }

  /**
   * One sentence per setting that is set but has no effect, or (the default StorageClass) no effect
   * yet.
   */
  static List<String> gaps(
      KaiwoConfigSpec spec, boolean monitoringOn, Optional<Set<String>> storageClasses) {
    List<String> gaps = new ArrayList<>();
    if (spec == null) {
      return gaps;
    }
    if (!monitoringOn && changed(spec.getResourceMonitoring())) {
      gaps.add(
          "spec.resourceMonitoring has no effect: the operator runs without resource monitoring"
              + " (set RESOURCE_MONITORING_ENABLED=true and RESOURCE_MONITORING_METRICS_ENDPOINT"
              + " on it; see docs/resource-monitoring.md)");
    }
    if (set(spec.getGpuPreemption())) {
      gaps.add(
          "spec.gpuPreemption has no effect: idle-GPU preemption of other workloads (the"
              + " original's GpuWorkload) is not implemented; resourceMonitoring can terminate"
              + " idle KaiwoJobs and KaiwoServices");
    }
    gaps.addAll(LegacyKeys.withoutEffect(spec));
    storageClasses.flatMap(known -> missingStorageClass(spec, known)).ifPresent(gaps::add);
    return gaps;
  }

  private static Optional<String> missingStorageClass(KaiwoConfigSpec spec, Set<String> known) {
    String wanted = spec.getStorage() == null ? null : spec.getStorage().getDefaultStorageClass();
    if (wanted == null || wanted.isBlank() || known.contains(wanted)) {
      return Optional.empty();
    }
    return Optional.of(
        "spec.storage.defaultStorageClass '"
            + wanted
            + "' names no StorageClass of the cluster (it has: "
            + (known.isEmpty() ? "none" : String.join(", ", new TreeSet<>(known)))
            + "): storage claims that name no class of their own stay Pending until it is"
            + " created");
  }

  /** Whether the settings differ, in what they do, from the defaults. */
  private static boolean changed(KaiwoResourceMonitoringConfig settings) {
    return settings != null
        && !UnderutilizationPolicy.of(settings)
            .equals(
                UnderutilizationPolicy.of(
                    EffectiveKaiwoConfig.defaults().getSpec().getResourceMonitoring()));
  }

  private static boolean set(KaiwoGpuPreemptionConfig preemption) {
    return preemption != null
        && !ApiSerialization.sameContent(preemption, new KaiwoGpuPreemptionConfig());
  }
}
