package ai.silogen.kaiwo.operator.kaiwoconfig;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoGpuPreemptionConfig;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SettingsInEffectTest {

  private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

  @Test
  void defaultsAreInEffectWithOrWithoutAnExporter() {
    KaiwoConfigSpec defaults = EffectiveKaiwoConfig.defaults().getSpec();

    assertThat(SettingsInEffect.gaps(defaults, false)).isEmpty();
    assertThat(SettingsInEffect.gaps(defaults, true)).isEmpty();
    assertThat(SettingsInEffect.gaps(new KaiwoConfigSpec(), false))
        .as("a spec the API server has not defaulted")
        .isEmpty();
  }

  @Test
  void aDefaultStorageClassTheClusterLacksIsReportedButKept() {
    KaiwoConfigSpec spec = EffectiveKaiwoConfig.defaults().getSpec();
    spec.getStorage().setDefaultStorageClass("longhorn");

    assertThat(SettingsInEffect.gaps(spec, true, Optional.of(Set.of("standard", "fast"))))
        .containsExactly(
            "spec.storage.defaultStorageClass 'longhorn' names no StorageClass of the cluster (it"
                + " has: fast, standard): storage claims that name no class of their own stay"
                + " Pending until it is created");
    assertThat(SettingsInEffect.gaps(spec, true, Optional.of(Set.of("longhorn")))).isEmpty();
    assertThat(SettingsInEffect.gaps(spec, true, Optional.empty()))
        .as("classes not read: nothing concluded")
        .isEmpty();
  }

  @Test
  void changedMonitoringSettingsNeedAnExporter() {
    KaiwoConfigSpec spec = EffectiveKaiwoConfig.defaults().getSpec();
    spec.getResourceMonitoring().setTargetNamespaces(List.of("team-a"));

    assertThat(SettingsInEffect.gaps(spec, true)).isEmpty();
    assertThat(SettingsInEffect.gaps(spec, false))
        .singleElement()
        .asString()
        .startsWith("spec.resourceMonitoring has no effect")
        .contains("RESOURCE_MONITORING_ENABLED=true");
  }

  @Test
  void gpuPreemptionIsNeverInEffect() {
    KaiwoConfigSpec spec = EffectiveKaiwoConfig.defaults().getSpec();
    spec.setGpuPreemption(new KaiwoGpuPreemptionConfig());
    assertThat(SettingsInEffect.gaps(spec, true)).as("an empty block sets nothing").isEmpty();

    spec.getGpuPreemption().setDefaultGracePeriod("15m");
    spec.getResourceMonitoring().setTerminateUnderutilized(true);
    Condition condition = SettingsInEffect.of(spec, false, NOW, 4L);

    assertThat(condition.getStatus()).isEqualTo("False");
    assertThat(condition.getReason()).isEqualTo(SettingsInEffect.REASON_WITHOUT_EFFECT);
    assertThat(condition.getMessage())
        .contains("spec.resourceMonitoring has no effect")
        .contains("; spec.gpuPreemption has no effect: idle-GPU preemption of other workloads");
    assertThat(condition.getObservedGeneration()).isEqualTo(4L);
  }
}
