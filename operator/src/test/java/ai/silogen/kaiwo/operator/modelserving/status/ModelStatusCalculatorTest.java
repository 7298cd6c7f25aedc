package ai.silogen.kaiwo.operator.modelserving.status;

import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.LoadStep;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loaded;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loading;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import ai.silogen.kaiwo.operator.modelserving.status.ModelStatusCalculator.Observation;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ModelStatusCalculatorTest {

  private static final Instant T0 = Instant.parse("2025-01-01T00:00:00Z");
  private static final Instant T1 = Instant.parse("2025-01-01T00:05:00Z");
  private static final String CURRENT = "current";

  @Test
  void countsAllAndReadyPods() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 3");

    ModelStatus status =
        ModelStatusCalculator.compute(
            model,
            observation(
                List.of(pod(true), pod(false), pod(true)), Optional.empty(), Optional.empty()),
            T0);

    assertThat(status.getReplicas().getAll()).isEqualTo(3);
    assertThat(status.getReplicas().getReady()).isEqualTo(2);
    assertThat(status.getObservedGeneration()).isEqualTo(1L);
    assertThat(status.getCache()).isNull();
    assertThat(condition(status, "Valid").getStatus()).isEqualTo("True");
    assertReady(status, "False", "ReplicasNotReady", "2/3 replicas ready");
  }

  @Test
  void aReplicaThatCannotStartSaysWhyInTheReadyCondition() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 2");
    Pod unschedulable = unschedulable(pod(false), "model-m-1");

    ModelStatus status =
        ModelStatusCalculator.compute(
            model,
            observation(List.of(pod(true), unschedulable), Optional.empty(), Optional.empty()),
            T0);

    assertThat(condition(status, "Ready").getMessage())
        .isEqualTo(
            "1/2 replicas ready; pod model-m-1: Unschedulable: 0/5 nodes are available:"
                + " 5 Insufficient nvidia.com/gpu.");
  }

  @Test
  void invalidModelsSayWhy() {
    Model model = vllm("hf://o/m", "tpu:1", "replicas: 1");
    var invalid =
        new InvalidModelException(
            Reason.UnknownResourceProfile,
            "resourceProfile 'tpu:1' names an unknown profile 'tpu'");

    ModelStatus status =
        ModelStatusCalculator.compute(
            model, observation(List.of(), Optional.of(invalid), Optional.empty()), T0);

    assertThat(condition(status, "Valid"))
        .satisfies(c -> assertThat(c.getStatus()).isEqualTo("False"))
        .satisfies(c -> assertThat(c.getReason()).isEqualTo("UnknownResourceProfile"))
        .satisfies(c -> assertThat(c.getMessage()).contains("'tpu'"));
    assertThat(condition(status, "Ready").getReason()).isEqualTo("Invalid");
  }

  @Test
  void cacheModelsReportLoading() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 1", "cacheProfile: fast");

    ModelStatus loading =
        ModelStatusCalculator.compute(
            model,
            observation(
                List.of(),
                Optional.empty(),
                Optional.of(new Loading("Job load-cache-m is loading"))),
            T0);
    model.setStatus(loading);
    ModelStatus loaded =
        ModelStatusCalculator.compute(
            model,
            observation(List.of(pod(true)), Optional.empty(), Optional.of(new Loaded(false))),
            T1);

    assertThat(loading.getCache().getLoaded()).isFalse();
    assertThat(condition(loading, "CacheLoaded").getMessage())
        .isEqualTo("Job load-cache-m is loading");
    assertThat(condition(loading, "Ready").getReason()).isEqualTo("CacheNotLoaded");
    assertThat(loaded.getCache().getLoaded()).isTrue();
    assertThat(condition(loaded, "CacheLoaded").getStatus()).isEqualTo("True");
    assertThat(condition(loaded, "Ready").getReason()).isEqualTo("AllReplicasReady");
  }

  @Test
  void scaledToZeroIsReady() {
    ModelStatus status =
        ModelStatusCalculator.compute(
            vllm("hf://o/m", "cpu:1"),
            observation(List.of(), Optional.empty(), Optional.empty()),
            T0);

    assertThat(condition(status, "Ready").getStatus()).isEqualTo("True");
    assertThat(condition(status, "Ready").getReason()).isEqualTo("ScaledToZero");
  }

  @Test
  void scaledToZeroWithoutAutoscalingSaysWhatBringsItBack() {
    ModelStatus status =
        ModelStatusCalculator.compute(
            vllm("hf://o/m", "cpu:1", "autoscalingDisabled: true"),
            observation(List.of(), Optional.empty(), Optional.empty()),
            T0);

    assertThat(condition(status, "Ready").getReason()).isEqualTo("ScaledToZero");
    assertThat(condition(status, "Ready").getMessage())
        .contains("autoscaling is disabled")
        .contains("spec.replicas");
  }

  @Test
  void recomputingAnUnchangedSituationGivesAnEqualStatus() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 1");
    Observation seen = observation(List.of(pod(true)), Optional.empty(), Optional.empty());
    ModelStatus first = ModelStatusCalculator.compute(model, seen, T0);
    model.setStatus(first);

    ModelStatus second = ModelStatusCalculator.compute(model, seen, T1);

    assertThat(ApiSerialization.sameContent(second, first)).isTrue();
    assertThat(condition(second, "Ready").getLastTransitionTime())
        .isEqualTo("2025-01-01T00:00:00Z");
  }

  @Test
  void transitionTimeMovesWhenTheStatusFlips() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 1");
    model.setStatus(
        ModelStatusCalculator.compute(
            model, observation(List.of(pod(false)), Optional.empty(), Optional.empty()), T0));

    ModelStatus ready =
        ModelStatusCalculator.compute(
            model, observation(List.of(pod(true)), Optional.empty(), Optional.empty()), T1);

    assertThat(condition(ready, "Ready").getLastTransitionTime()).isEqualTo("2025-01-01T00:05:00Z");
    assertThat(condition(ready, "Valid").getLastTransitionTime()).isEqualTo("2025-01-01T00:00:00Z");
  }

  @Test
  void aChangedSpecRollsOutWhileTheOldReplicaServesAndKubeAiCountsStayAsTheyWere() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 1");

    ModelStatus status =
        ModelStatusCalculator.compute(
            model, observation(List.of(pod(true, "old"), pod(false, CURRENT))), T0);

    assertThat(status.getReplicas().getAll()).isEqualTo(2);
    assertThat(status.getReplicas().getReady()).isEqualTo(1);
    assertReady(
        status,
        "False",
        "RollingOut",
        "0 of 1 updated replicas ready; 1 old replica still serving");
  }

  @Test
  void aRolloutIsNotFinishedUntilTheOldReplicasAreGone() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 2");

    ModelStatus replacing =
        ModelStatusCalculator.compute(
            model,
            observation(List.of(pod(true, "old"), pod(true, "old"), pod(true, CURRENT))),
            T0);
    model.setStatus(replacing);
    ModelStatus done =
        ModelStatusCalculator.compute(
            model, observation(List.of(pod(true, CURRENT), pod(true, CURRENT))), T1);

    assertThat(condition(replacing, "Ready").getMessage())
        .isEqualTo("1 of 2 updated replicas ready; 2 old replicas still serving");
    assertReady(done, "True", "AllReplicasReady", "2/2 replicas ready");
  }

  @Test
  void aNewReplicaThatCannotStartMakesTheRolloutStuckAndSaysWhy() {
    Model model = vllm("hf://o/m", "amd-gpu-mi300x:16", "replicas: 1");

    ModelStatus status =
        ModelStatusCalculator.compute(
            model,
            observation(List.of(pod(true, "old"), unschedulable(pod(false, CURRENT), "new-1"))),
            T0);

    assertReady(
        status,
        "False",
        "RolloutStuck",
        "0 of 1 updated replicas ready; 1 old replica still serving; pod new-1: Unschedulable:"
            + " 0/5 nodes are available: 5 Insufficient nvidia.com/gpu.");
  }

  private static void assertReady(
      ModelStatus status, String expected, String reason, String message) {
    Condition ready = condition(status, "Ready");
    assertThat(ready.getStatus()).isEqualTo(expected);
    assertThat(ready.getReason()).isEqualTo(reason);
    assertThat(ready.getMessage()).isEqualTo(message);
  }

  private static Observation observation(
      List<Pod> pods, Optional<InvalidModelException> invalid, Optional<LoadStep> cache) {
    return new Observation(pods, invalid, cache, Optional.of(CURRENT));
  }

  private static Observation observation(List<Pod> pods) {
    return observation(pods, Optional.empty(), Optional.empty());
  }

  private static Pod unschedulable(Pod pod, String name) {
    return new PodBuilder(pod)
        .editMetadata()
        .withName(name)
        .endMetadata()
        .editStatus()
        .addNewCondition()
        .withType("PodScheduled")
        .withStatus("False")
        .withReason("Unschedulable")
        .withMessage("0/5 nodes are available: 5 Insufficient nvidia.com/gpu.")
        .endCondition()
        .endStatus()
        .build();
  }

  private static Condition condition(ModelStatus status, String type) {
    return Conditions.find(status.getConditions(), type).orElse(null);
  }

  private static Pod pod(boolean ready) {
    return pod(ready, CURRENT);
  }

  private static Pod pod(boolean ready, String hash) {
    return new PodBuilder()
        .withNewMetadata()
        .withName("p")
        .addToLabels(KubeAiLabels.POD_HASH, hash)
        .endMetadata()
        .withNewStatus()
        .addNewCondition()
        .withType("Ready")
        .withStatus(ready ? "True" : "False")
        .endCondition()
        .endStatus()
        .build();
  }
}
