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

/**
 * Condition {@value #TYPE}: whether every setting an administrator changed actually does something
 * in this operator. A valid setting can still have no effect: {@code resourceMonitoring} while the
 * operator runs without an exporter, and {@code gpuPreemption}, which is accepted for KaiwoConfigs
 * written for the original but not acted on. Saying so beats an administrator waiting for a
 * termination that never comes.
 */
public final class SettingsInEffect {

  public static final String TYPE = "SettingsInEffect";
  public static final String REASON_IN_EFFECT = "InEffect";
  public static final String REASON_WITHOUT_EFFECT = "SettingsWithoutEffect";

  private SettingsInEffect() {}

  /**
   * The condition for {@code spec}.
   *
   * @param monitoringOn whether this operator reads a GPU exporter (RESOURCE_MONITORING_*)
   */
  static Condition of(KaiwoConfigSpec spec, boolean monitoringOn, Instant now, Long generation) {
    List<String> gaps = gaps(spec, monitoringOn);
    return gaps.isEmpty()
        ? Conditions.of(TYPE, true, REASON_IN_EFFECT, "every setting is in effect", now, generation)
        : Conditions.of(
            TYPE, false, REASON_WITHOUT_EFFECT, String.join("; ", gaps), now, generation);
  }

  /** One sentence per setting that is set but has no effect. */
  static List<String> gaps(KaiwoConfigSpec spec, boolean monitoringOn) {
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
    return gaps;
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
