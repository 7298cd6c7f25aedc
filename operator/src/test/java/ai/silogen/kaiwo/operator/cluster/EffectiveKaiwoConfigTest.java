package ai.silogen.kaiwo.operator.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.operator.support.FieldError;
import org.junit.jupiter.api.Test;

class EffectiveKaiwoConfigTest {

  private static final KaiwoConfigSpec DEFAULTS = EffectiveKaiwoConfig.defaults().getSpec();

  private static KaiwoConfig config(String spec) {
    return ApiSerialization.read(
        "apiVersion: config.kaiwo.silogen.ai/v1alpha1\nkind: KaiwoConfig\nmetadata: {name: kaiwo}\nspec:\n"
            + spec.indent(2),
        KaiwoConfig.class);
  }

  @Test
  void theDefaultsAreUsableAsTheyAre() {
    assertThat(EffectiveKaiwoConfig.resolve(null).invalid()).isEmpty();
    assertThat(KaiwoConfigValidator.validate(DEFAULTS)).isEmpty();
  }

  @Test
  void anInvalidFieldFallsBackToItsDefaultAndTheOthersAreKept() {
    EffectiveKaiwoConfig.Resolution resolution =
        EffectiveKaiwoConfig.resolve(
            config(
                """
                ray: {headPodMemory: lots, defaultRayImage: my/ray:1}
                scheduling: {pendingThresholdForPreemption: 5 minutes, kubeSchedulerName: custom}
                """));

    KaiwoConfigSpec spec = resolution.config().getSpec();
    assertThat(spec.getRay().getHeadPodMemory()).isEqualTo(DEFAULTS.getRay().getHeadPodMemory());
    assertThat(spec.getRay().getDefaultRayImage()).isEqualTo("my/ray:1");
    assertThat(spec.getScheduling().getPendingThresholdForPreemption())
        .isEqualTo(DEFAULTS.getScheduling().getPendingThresholdForPreemption());
    assertThat(spec.getScheduling().getKubeSchedulerName()).isEqualTo("custom");
    assertThat(resolution.invalid())
        .extracting(FieldError::field)
        .containsExactly("spec.ray.headPodMemory", "spec.scheduling.pendingThresholdForPreemption");
    assertThat(KaiwoConfigValidator.validate(spec)).isEmpty();
  }

  @Test
  void optionalSettingsWithoutADefaultAreDropped() {
    KaiwoConfigSpec spec =
        EffectiveKaiwoConfig.of(
                config(
                    "storage: {defaultStorageClass: Fast_SSD}\n"
                        + "gpuPreemption: {defaultGracePeriod: soon, defaultTTL: 1h}"))
            .getSpec();

    assertThat(spec.getStorage().getDefaultStorageClass()).isNull();
    assertThat(spec.getGpuPreemption().getDefaultGracePeriod()).isNull();
    assertThat(spec.getGpuPreemption().getDefaultTTL()).isEqualTo("1h");
  }

  @Test
  void anInvalidListItemMakesTheWholeListFallBack() {
    EffectiveKaiwoConfig.Resolution resolution =
        EffectiveKaiwoConfig.resolve(
            config("resourceMonitoring: {targetNamespaces: [team-a, Not_OK]}"));

    assertThat(resolution.config().getSpec().getResourceMonitoring().getTargetNamespaces())
        .isEqualTo(DEFAULTS.getResourceMonitoring().getTargetNamespaces());
    assertThat(resolution.invalid())
        .extracting(FieldError::field)
        .containsExactly("spec.resourceMonitoring.targetNamespaces[1]");
  }

  @Test
  void aFallbackThatClashesWithAnotherSettingResetsItsSection() {
    // The HF path is invalid; its default equals the (valid) data path the user chose.
    EffectiveKaiwoConfig.Resolution resolution =
        EffectiveKaiwoConfig.resolve(
            config(
                "storage: {defaultDataMountPath: /hf_cache, defaultHfMountPath: relative,"
                    + " defaultStorageClass: nfs}"));

    KaiwoConfigSpec spec = resolution.config().getSpec();
    assertThat(spec.getStorage().getDefaultDataMountPath())
        .isEqualTo(DEFAULTS.getStorage().getDefaultDataMountPath());
    assertThat(spec.getStorage().getDefaultHfMountPath())
        .isEqualTo(DEFAULTS.getStorage().getDefaultHfMountPath());
    assertThat(KaiwoConfigValidator.validate(spec)).isEmpty();
    assertThat(spec.getStorage().getDefaultStorageClass()).isNull();
    assertThat(resolution.invalid())
        .extracting(FieldError::field)
        .containsExactly("spec.storage.defaultHfMountPath", "spec.storage");
  }

  @Test
  void storageSettingsUnderTheOlderNameDataAreReadWhereStorageLeavesThemUnset() {
    KaiwoConfigSpec spec =
        EffectiveKaiwoConfig.of(
                config(
                    """
                    data: {defaultStorageClass: fast, defaultHfMountPath: /models}
                    storage: {defaultHfMountPath: /cache}
                    """))
            .getSpec();

    assertThat(spec.getStorage().getDefaultStorageClass()).isEqualTo("fast");
    assertThat(spec.getStorage().getDefaultHfMountPath()).isEqualTo("/cache");
    assertThat(spec.getStorage().getDefaultDataMountPath())
        .isEqualTo(DEFAULTS.getStorage().getDefaultDataMountPath());
    assertThat(spec.getData()).as("readers look at storage only").isNull();
  }

  @Test
  void anInvalidSettingUnderDataIsNamedWhereItWasWritten() {
    EffectiveKaiwoConfig.Resolution resolution =
        EffectiveKaiwoConfig.resolve(config("data: {defaultDataMountPath: relative}"));

    assertThat(resolution.config().getSpec().getStorage().getDefaultDataMountPath())
        .isEqualTo(DEFAULTS.getStorage().getDefaultDataMountPath());
    assertThat(resolution.invalid())
        .extracting(FieldError::field)
        .containsExactly("spec.data.defaultDataMountPath");
  }

  @Test
  void theStoredObjectIsNotModified() {
    KaiwoConfig stored = config("ray: {headPodMemory: lots}");

    EffectiveKaiwoConfig.of(stored);

    assertThat(stored.getSpec().getRay().getHeadPodMemory()).isEqualTo("lots");
  }

  @Test
  void aStoredVersionIsResolvedOnceAndANewVersionAgain() {
    KaiwoConfig first = stored("ray: {headPodMemory: lots}", "7");

    EffectiveKaiwoConfig.Resolution resolution = EffectiveKaiwoConfig.resolve(first);

    assertThat(EffectiveKaiwoConfig.resolve(stored("ray: {headPodMemory: lots}", "7")))
        .isSameAs(resolution);
    EffectiveKaiwoConfig.Resolution changed =
        EffectiveKaiwoConfig.resolve(stored("ray: {headPodMemory: 2Gi}", "8"));
    assertThat(changed).isNotSameAs(resolution);
    assertThat(changed.invalid()).isEmpty();
    assertThat(changed.config().getSpec().getRay().getHeadPodMemory()).isEqualTo("2Gi");
  }

  @Test
  void anObjectWithoutAVersionIsResolvedEveryTime() {
    KaiwoConfig unversioned = config("ray: {headPodMemory: 2Gi}");

    assertThat(EffectiveKaiwoConfig.of(unversioned))
        .isNotSameAs(EffectiveKaiwoConfig.of(unversioned));
    assertThat(EffectiveKaiwoConfig.defaults()).isNotSameAs(EffectiveKaiwoConfig.defaults());
  }

  private static KaiwoConfig stored(String spec, String resourceVersion) {
    KaiwoConfig config = config(spec);
    config.getMetadata().setUid("0d6f6f1e-7d0a-4a8e-9d57-cache-test");
    config.getMetadata().setResourceVersion(resourceVersion);
    return config;
  }
}
