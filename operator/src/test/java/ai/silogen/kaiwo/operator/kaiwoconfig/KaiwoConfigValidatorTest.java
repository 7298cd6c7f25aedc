package ai.silogen.kaiwo.operator.kaiwoconfig;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.cluster.KaiwoConfigValidator;
import ai.silogen.kaiwo.operator.support.FieldError;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class KaiwoConfigValidatorTest {

  private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

  private static KaiwoConfig config(String spec) {
    return ApiSerialization.read(
        "apiVersion: config.kaiwo.silogen.ai/v1alpha1\nkind: KaiwoConfig\nmetadata: {name: kaiwo, generation: 3}\nspec:\n"
            + spec.indent(2),
        KaiwoConfig.class);
  }

  private static List<FieldError> errors(String spec) {
    return EffectiveKaiwoConfig.resolve(config(spec)).invalid();
  }

  @Test
  void theDefaultsAreValid() {
    assertThat(KaiwoConfigValidator.validate(EffectiveKaiwoConfig.defaults().getSpec())).isEmpty();
  }

  @Test
  void everyFieldIsCheckedAndNamed() {
    List<FieldError> errors =
        errors(
            """
            ray: {defaultRayImage: " ", headPodMemory: lots}
            storage: {defaultStorageClass: Fast_SSD, defaultDataMountPath: data, defaultHfMountPath: /}
            nodes: {defaultGpuResourceKey: "amd.com/", defaultGpuTaintKey: "bad key"}
            scheduling: {kubeSchedulerName: My_Scheduler, pendingThresholdForPreemption: 5 minutes}
            resourceMonitoring:
              lowUtilizationThreshold: 150
              targetNamespaces: [ok, Not_OK]
              terminateUnderutilizedAfter: 1.5h
            gpuPreemption: {defaultThreshold: -1, defaultGracePeriod: soon, defaultTTL: 10x}
            defaultClusterQueueName: Kaiwo Queue
            defaultClusterQueueCohortName: ""
            defaultTopologyName: topo/1
            """);
    assertThat(errors)
        .extracting(FieldError::field)
        .containsExactlyInAnyOrder(
            "spec.ray.defaultRayImage",
            "spec.ray.headPodMemory",
            "spec.storage.defaultStorageClass",
            "spec.storage.defaultDataMountPath",
            "spec.storage.defaultHfMountPath",
            "spec.nodes.defaultGpuResourceKey",
            "spec.nodes.defaultGpuTaintKey",
            "spec.scheduling.kubeSchedulerName",
            "spec.scheduling.pendingThresholdForPreemption",
            "spec.resourceMonitoring.lowUtilizationThreshold",
            "spec.resourceMonitoring.targetNamespaces[1]",
            "spec.resourceMonitoring.terminateUnderutilizedAfter",
            "spec.gpuPreemption.defaultThreshold",
            "spec.gpuPreemption.defaultGracePeriod",
            "spec.gpuPreemption.defaultTTL",
            "spec.defaultClusterQueueName",
            "spec.defaultClusterQueueCohortName",
            "spec.defaultTopologyName");
    assertThat(errors)
        .filteredOn(e -> e.field().equals("spec.scheduling.pendingThresholdForPreemption"))
        .singleElement()
        .satisfies(e -> assertThat(e.message()).contains("'5 minutes'"));
  }

  @Test
  void sameDataAndHfMountPathsAreRejected() {
    assertThat(errors("storage: {defaultDataMountPath: /data, defaultHfMountPath: /data}"))
        .extracting(FieldError::field)
        .containsExactly("spec.storage.defaultHfMountPath");
  }

  @Test
  void realisticSettingsAreValid() {
    assertThat(
            errors(
                """
                ray: {headPodMemory: 1Gi}
                storage: {defaultStorageClass: rwx-nfs}
                nodes: {defaultGpuResourceKey: nvidia.com/gpu, addTaintsToGpuNodes: true}
                scheduling: {pendingThresholdForPreemption: 1s}
                resourceMonitoring: {lowUtilizationThreshold: 0.5, targetNamespaces: [team-a]}
                gpuPreemption: {defaultThreshold: 5, defaultGracePeriod: 10m, defaultTTL: "0"}
                dynamicallyUpdateDefaultClusterQueue: true
                """))
        .isEmpty();
  }

  @Test
  void statusSaysValidOrNamesTheFields() {
    KaiwoConfig valid = config("ray: {headPodMemory: 1Gi}");
    Condition ok = KaiwoConfigStatusModel.of(valid, NOW, false).getConditions().getFirst();
    assertThat(ok.getStatus()).isEqualTo("True");
    assertThat(ok.getReason()).isEqualTo("Valid");
    assertThat(KaiwoConfigStatusModel.of(valid, NOW, false).getObservedGeneration()).isEqualTo(3L);

    Condition bad =
        KaiwoConfigStatusModel.of(
                config("scheduling: {pendingThresholdForPreemption: soon}"), NOW, false)
            .getConditions()
            .getFirst();
    assertThat(bad.getStatus()).isEqualTo("False");
    assertThat(bad.getReason()).isEqualTo("InvalidSettings");
    assertThat(bad.getMessage())
        .startsWith("spec.scheduling.pendingThresholdForPreemption: invalid duration 'soon'")
        .endsWith("(the operator uses the default of each field named)");
  }

  @Test
  void otherNamesAreIgnoredWithAClearCondition() {
    KaiwoConfig other = config("{}");
    other.getMetadata().setName("my-config");
    Condition condition = KaiwoConfigStatusModel.of(other, NOW, false).getConditions().getFirst();
    assertThat(condition.getStatus()).isEqualTo("False");
    assertThat(condition.getReason()).isEqualTo("NotTheSingleton");
    assertThat(condition.getMessage()).contains("only the KaiwoConfig named 'kaiwo'");
  }

  @Test
  void theTransitionTimeIsKeptWhileValidityDoesNotChange() {
    KaiwoConfig config = config("{}");
    config.setStatus(KaiwoConfigStatusModel.of(config, NOW, false));
    KaiwoConfigSpec spec = config.getSpec();
    spec.setDefaultClusterQueueName("other");
    Condition later =
        KaiwoConfigStatusModel.of(config, NOW.plusSeconds(60), false).getConditions().getFirst();
    assertThat(later.getLastTransitionTime()).isEqualTo("2026-06-01T12:00:00Z");
  }
}
