package ai.silogen.kaiwo.cli.workload;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelPhaseTest {

  @Test
  void aModelScaledToZeroIsIdleOnceItsCacheIsLoaded() {
    assertThat(phase(0, 0, condition("CacheLoaded", "True", "Loaded"))).isEqualTo(ModelPhase.IDLE);
    assertThat(phase(0, 0)).isEqualTo(ModelPhase.IDLE);
  }

  @Test
  void whileItsCacheLoadsAModelIsLoadingAndAFailedLoadIsNamed() {
    assertThat(phase(0, 0, condition("CacheLoaded", "False", "Loading")))
        .isEqualTo(ModelPhase.LOADING);
    assertThat(phase(1, 0, condition("CacheLoaded", "False", "Loading")))
        .isEqualTo(ModelPhase.LOADING);
    assertThat(phase(0, 0, condition("CacheLoaded", "False", "LoadFailed")))
        .isEqualTo(ModelPhase.LOAD_FAILED);
  }

  @Test
  void readyReplicasMakeItReadyAndWantedOnesStarting() {
    assertThat(phase(1, 1)).isEqualTo(ModelPhase.READY);
    assertThat(phase(1, 0)).isEqualTo(ModelPhase.STARTING);
  }

  @Test
  void anInvalidModelIsInvalidWhateverElseItsStatusSays() {
    assertThat(phase(1, 0, condition("Valid", "False", "UnknownCacheProfile")))
        .isEqualTo(ModelPhase.INVALID);
  }

  @Test
  void aServingModelWhoseSpecChangedIsUpdatingNotNew() {
    assertThat(phase(2L, 1, 1)).isEqualTo(ModelPhase.UPDATING);
    assertThat(phase(2L, 1, 0)).isEqualTo(ModelPhase.NEW);
  }

  @Test
  void itStaysUpdatingUntilTheReplicasOfTheNewSpecAreReady() {
    assertThat(phase(1, 1, condition("Ready", "False", "RollingOut")))
        .isEqualTo(ModelPhase.UPDATING);
    assertThat(phase(1, 1, condition("Ready", "False", "RolloutStuck")))
        .isEqualTo(ModelPhase.UPDATING);
    assertThat(phase(1, 1, condition("Ready", "True", "AllReplicasReady")))
        .isEqualTo(ModelPhase.READY);
  }

  @SafeVarargs
  private static ModelPhase phase(
      int minReplicas, int readyReplicas, Map<String, Object>... conditions) {
    return phase(1L, minReplicas, readyReplicas, conditions);
  }

  /** A Model at {@code generation} whose status the operator wrote for generation 1. */
  @SafeVarargs
  private static ModelPhase phase(
      long generation, int minReplicas, int readyReplicas, Map<String, Object>... conditions) {
    GenericKubernetesResource model =
        new GenericKubernetesResourceBuilder()
            .withApiVersion("kubeai.org/v1")
            .withKind("Model")
            .withNewMetadata()
            .withName("m")
            .withGeneration(generation)
            .endMetadata()
            .build();
    model.setAdditionalProperty("spec", Map.of("minReplicas", minReplicas));
    model.setAdditionalProperty(
        "status",
        Map.of(
            "observedGeneration",
            1,
            "replicas",
            Map.of("all", readyReplicas, "ready", readyReplicas),
            "conditions",
            List.of(conditions)));
    return ModelPhase.of(WorkloadView.of(model));
  }

  private static Map<String, Object> condition(String type, String status, String reason) {
    return Map.of("type", type, "status", status, "reason", reason, "message", "m");
  }
}
