package ai.silogen.kaiwo.operator.kaiwoconfig;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class LegacyKeysTest {

  private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

  /** {@code spec} as the API server stores it: defaulted. */
  private static KaiwoConfigSpec stored(String spec) {
    KaiwoConfig config =
        ApiSerialization.read(
            "apiVersion: config.kaiwo.silogen.ai/v1alpha1\nkind: KaiwoConfig\n"
                + "metadata: {name: kaiwo}\nspec:\n"
                + spec.indent(2),
            KaiwoConfig.class);
    return CrdDefaulter.withDefaults(config).getSpec();
  }

  @Test
  void eachKeyOfTheOriginalChartThatNoCrdHasIsNamedWithWhatToDoInstead() {
    // The kaiwoConfig.spec of the original chart's values.yaml, the storage block aside.
    KaiwoConfigSpec spec =
        stored(
            """
            scheduling: {enablePreemption: true, defaultTimeoutSeconds: 3600}
            resourceMonitoring:
              enabled: false
              pollingInterval: "15s"
              prometheusEndpoint: "http://prometheus-k8s.monitoring.svc.cluster.local:9090"
            """);

    assertThat(LegacyKeys.withoutEffect(spec))
        .containsExactly(
            "spec.scheduling.enablePreemption has no effect: preemption of workloads past their"
                + " spec.duration is always on; spec.scheduling.pendingThresholdForPreemption"
                + " sets how long a GPU workload waits before it",
            "spec.scheduling.defaultTimeoutSeconds has no effect: there is no default time"
                + " limit; a workload's spec.duration makes it preemptable once that time has"
                + " passed",
            "spec.resourceMonitoring.enabled has no effect: monitoring is switched on by the"
                + " operator's RESOURCE_MONITORING_ENABLED environment variable",
            "spec.resourceMonitoring.prometheusEndpoint has no effect: the operator reads the"
                + " GPU exporter its RESOURCE_MONITORING_METRICS_ENDPOINT environment variable"
                + " names",
            "spec.resourceMonitoring.pollingInterval has no effect: the operator's"
                + " RESOURCE_MONITORING_POLLING_INTERVAL environment variable sets the polling"
                + " interval");
    assertThat(LegacyKeys.deprecated(spec)).isEmpty();

    Condition condition = SettingsInEffect.of(spec, true, NOW, 1L);
    assertThat(condition.getStatus()).isEqualTo("False");
    assertThat(condition.getReason()).isEqualTo(SettingsInEffect.REASON_WITHOUT_EFFECT);
    assertThat(condition.getMessage()).contains("spec.resourceMonitoring.enabled has no effect");
  }

  @Test
  void anyValueOfAChartKeyIsReported() {
    assertThat(LegacyKeys.withoutEffect(stored("resourceMonitoring: {enabled: {on: yes}}")))
        .singleElement()
        .asString()
        .startsWith("spec.resourceMonitoring.enabled has no effect");
    assertThat(LegacyKeys.withoutEffect(stored("{}"))).isEmpty();
    assertThat(LegacyKeys.withoutEffect(new KaiwoConfigSpec()))
        .as("a spec the API server has not defaulted")
        .isEmpty();
  }

  @Test
  void storageSettingsUnderDataAreInEffectAndNamedAsDeprecated() {
    KaiwoConfigSpec spec = stored("data: {defaultStorageClass: fast, defaultDataMountPath: /data}");

    assertThat(LegacyKeys.withoutEffect(spec)).isEmpty();
    assertThat(LegacyKeys.deprecated(spec))
        .containsExactly(
            "spec.data is the older, deprecated name of spec.storage: its defaultStorageClass"
                + " and defaultDataMountPath are read as if under spec.storage; move them there");

    Condition condition = SettingsInEffect.of(spec, false, NOW, 2L);
    assertThat(condition.getStatus()).as("everything written is in effect").isEqualTo("True");
    assertThat(condition.getReason()).isEqualTo(SettingsInEffect.REASON_DEPRECATED_NAMES);
    assertThat(condition.getMessage())
        .isEqualTo("every setting is in effect; " + LegacyKeys.deprecated(spec).get(0));
  }

  @Test
  void aSettingUnderDataThatStorageOverridesHasNoEffect() {
    KaiwoConfigSpec spec =
        stored(
            """
            storage: {defaultStorageClass: gold}
            data: {defaultStorageClass: fast, defaultHfMountPath: /models}
            """);

    assertThat(LegacyKeys.withoutEffect(spec))
        .containsExactly(
            "spec.data.defaultStorageClass has no effect: spec.storage.defaultStorageClass is"
                + " set too and wins; remove one of them");
    Condition condition = SettingsInEffect.of(spec, false, NOW, 3L);
    assertThat(condition.getStatus()).isEqualTo("False");
    assertThat(condition.getMessage())
        .endsWith(
            "; spec.data is the older, deprecated name of spec.storage: its defaultHfMountPath"
                + " is read as if under spec.storage; move it there");
  }

  @Test
  void dataHoldingOnlyDefaultsIsStillNamedAsDeprecated() {
    KaiwoConfigSpec spec =
        stored("data: {defaultStorageClass: '', defaultDataMountPath: /workload}");

    assertThat(LegacyKeys.withoutEffect(spec)).isEmpty();
    assertThat(LegacyKeys.deprecated(spec))
        .containsExactly(
            "spec.data is the older, deprecated name of spec.storage; move its settings to"
                + " spec.storage");
  }
}
