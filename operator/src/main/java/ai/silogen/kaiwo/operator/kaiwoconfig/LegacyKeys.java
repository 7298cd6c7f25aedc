package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoResourceMonitoringConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoSchedulingConfig;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Keys of KaiwoConfigs written for the original that this API knows under another name or not at
 * all: {@code spec.data}, an older rendering's name of {@code spec.storage}, and the keys the
 * original's Helm chart writes although no KaiwoConfig CRD has them (the original's API server
 * dropped them without a word). They are stored as written; this says what each one does.
 */
final class LegacyKeys {

  private record ChartKey(String field, Function<KaiwoConfigSpec, JsonNode> value, String instead) {
    String sentence() {
      return field + " has no effect: " + instead;
    }
  }

  private static final List<ChartKey> CHART_KEYS =
      List.of(
          new ChartKey(
              "spec.scheduling.enablePreemption",
              spec -> scheduling(spec).getEnablePreemption(),
              "preemption of workloads past their spec.duration is always on;"
                  + " spec.scheduling.pendingThresholdForPreemption sets how long a GPU workload"
                  + " waits before it"),
          new ChartKey(
              "spec.scheduling.defaultTimeoutSeconds",
              spec -> scheduling(spec).getDefaultTimeoutSeconds(),
              "there is no default time limit; a workload's spec.duration makes it preemptable"
                  + " once that time has passed"),
          new ChartKey(
              "spec.resourceMonitoring.enabled",
              spec -> monitoring(spec).getEnabled(),
              "monitoring is switched on by the operator's RESOURCE_MONITORING_ENABLED"
                  + " environment variable"),
          new ChartKey(
              "spec.resourceMonitoring.prometheusEndpoint",
              spec -> monitoring(spec).getPrometheusEndpoint(),
              "the operator reads the GPU exporter its RESOURCE_MONITORING_METRICS_ENDPOINT"
                  + " environment variable names"),
          new ChartKey(
              "spec.resourceMonitoring.pollingInterval",
              spec -> monitoring(spec).getPollingInterval(),
              "the operator's RESOURCE_MONITORING_POLLING_INTERVAL environment variable sets"
                  + " the polling interval"));

  private LegacyKeys() {}

  /** One sentence per legacy key that is set but has no effect. */
  static List<String> withoutEffect(KaiwoConfigSpec spec) {
    List<String> gaps = new ArrayList<>();
    for (ChartKey key : CHART_KEYS) {
      JsonNode value = key.value().apply(spec);
      if (value != null && !value.isNull()) {
        gaps.add(key.sentence());
      }
    }
    if (spec.getData() != null) {
      for (String field : EffectiveKaiwoConfig.storageAlias(spec).overridden()) {
        gaps.add(
            "spec.data."
                + field
                + " has no effect: spec.storage."
                + field
                + " is set too and wins; remove one of them");
      }
    }
    return gaps;
  }

  /**
   * Keys in effect under a deprecated name: a sentence on {@code spec.data}, when it is there,
   * naming the settings read from it.
   */
  static List<String> deprecated(KaiwoConfigSpec spec) {
    if (spec.getData() == null) {
      return List.of();
    }
    List<String> taken = EffectiveKaiwoConfig.storageAlias(spec).taken();
    String name = "spec.data is the older, deprecated name of spec.storage";
    if (taken.isEmpty()) {
      return List.of(name + "; move its settings to spec.storage");
    }
    boolean one = taken.size() == 1;
    return List.of(
        name
            + ": its "
            + String.join(" and ", taken)
            + (one ? " is" : " are")
            + " read as if under spec.storage; move "
            + (one ? "it" : "them")
            + " there");
  }

  private static KaiwoSchedulingConfig scheduling(KaiwoConfigSpec spec) {
    return Objects.requireNonNullElseGet(spec.getScheduling(), KaiwoSchedulingConfig::new);
  }

  private static KaiwoResourceMonitoringConfig monitoring(KaiwoConfigSpec spec) {
    return Objects.requireNonNullElseGet(
        spec.getResourceMonitoring(), KaiwoResourceMonitoringConfig::new);
  }
}
