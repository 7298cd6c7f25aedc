package ai.silogen.kaiwo.gateway.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kubeai.v1.LoadBalancing;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelFeature;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatusReplicas;
import ai.silogen.kaiwo.api.kubeai.v1.PrefixHash;
import ai.silogen.kaiwo.gateway.autoscaling.ScalingTarget;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingStrategy;
import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import io.fabric8.kubernetes.api.model.ConditionBuilder;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ModelMappingTest {

  @Test
  void appliesTheCrdDefaultsToAMinimalModel() {
    ModelInfo info = ModelMapping.toInfo(KubernetesFixtures.model("ns", "m"));

    assertThat(info.modelKey()).isEqualTo("ns/m");
    assertThat(info.features()).containsExactly("TextGeneration");
    assertThat(info.served().loadBalancing()).isEqualTo(LoadBalancingConfig.DEFAULT);
    assertThat(info.owner()).isEmpty();
    assertThat(info.scaling()).isEqualTo(ModelScaling.defaults());
    assertThat(info.scaling().needsScaleFromZero()).isTrue();
  }

  @Test
  void readsEveryFieldTheGatewayUses() {
    Model model = KubernetesFixtures.model("ns", "m", "sql", "chat");
    model.getMetadata().setLabels(Map.of("tier", "gold"));
    model.getMetadata().setAnnotations(Map.of(ScalingMode.MODEL_ANNOTATION, "KubeAI"));
    model.getMetadata().setCreationTimestamp("2026-01-02T03:04:05Z");
    model.getSpec().setFeatures(List.of(ModelFeature.TEXT_EMBEDDING, ModelFeature.RERANKING));
    model.getSpec().setOwner("platform");
    model.getSpec().setReplicas(3);
    model.getSpec().setMinReplicas(1);
    model.getSpec().setMaxReplicas(5);
    model.getSpec().setTargetRequests(20);
    model.getSpec().setScaleDownDelaySeconds(90L);
    LoadBalancing balancing = new LoadBalancing();
    balancing.setStrategy(ai.silogen.kaiwo.api.kubeai.v1.LoadBalancingStrategy.PREFIX_HASH);
    PrefixHash prefixHash = new PrefixHash();
    prefixHash.setMeanLoadFactor(150);
    prefixHash.setPrefixCharLength(64);
    balancing.setPrefixHash(prefixHash);
    model.getSpec().setLoadBalancing(balancing);
    ModelStatus status = new ModelStatus();
    ModelStatusReplicas replicas = new ModelStatusReplicas();
    replicas.setReady(2);
    status.setReplicas(replicas);
    model.setStatus(status);

    ModelInfo info = ModelMapping.toInfo(model);

    assertThat(info.served().labels()).isEqualTo(Map.of("tier", "gold"));
    assertThat(info.served().adapters()).containsExactlyInAnyOrder("sql", "chat");
    assertThat(info.served().loadBalancing())
        .isEqualTo(new LoadBalancingConfig(LoadBalancingStrategy.PREFIX_HASH, 150, 64, 256));
    assertThat(info.features()).containsExactly("TextEmbedding", "Reranking");
    assertThat(info.created()).isEqualTo(Instant.parse("2026-01-02T03:04:05Z"));
    assertThat(info.owner()).isEqualTo("platform");
    assertThat(info.scaling())
        .isEqualTo(
            new ModelScaling(
                false,
                3,
                2,
                new ScalingTarget(1, 5, 20, Duration.ofSeconds(90)),
                Optional.of(ScalingMode.KUBEAI)));
  }

  /** The CRD accepts it; KubeAI scales down at once, and autoscaling stays on. */
  @Test
  void aNegativeScaleDownDelayMeansNoDelay() {
    Model model = KubernetesFixtures.model("ns", "m");
    model.getSpec().setScaleDownDelaySeconds(-5L);

    ModelInfo info = ModelMapping.toInfo(model);

    assertThat(info.scaling().autoscalingDisabled()).isFalse();
    assertThat(info.scaling().needsScaleFromZero()).isTrue();
    assertThat(info.scaling().target().scaleDownDelay()).isEqualTo(Duration.ZERO);
  }

  /** Long.MAX_VALUE seconds would overflow the policies' nanosecond arithmetic. */
  @Test
  void anEndlessScaleDownDelayIsAHundredYears() {
    Model model = KubernetesFixtures.model("ns", "m");
    model.getSpec().setScaleDownDelaySeconds(Long.MAX_VALUE);

    ModelInfo info = ModelMapping.toInfo(model);

    assertThat(info.scaling().target().scaleDownDelay()).isEqualTo(Duration.ofDays(36_525));
    assertThat(info.scaling().target().scaleDownDelay().toNanos()).isPositive();
  }

  @Test
  void toleratesValuesTheCrdWouldReject() {
    Model model = KubernetesFixtures.model("ns", "m");
    model.getSpec().setMinReplicas(4);
    model.getSpec().setMaxReplicas(2);
    LoadBalancing balancing = new LoadBalancing();
    PrefixHash prefixHash = new PrefixHash();
    prefixHash.setMeanLoadFactor(50);
    prefixHash.setReplication(0);
    balancing.setPrefixHash(prefixHash);
    model.getSpec().setLoadBalancing(balancing);
    model.getMetadata().setAnnotations(Map.of(ScalingMode.MODEL_ANNOTATION, "sometimes"));

    ModelInfo info = ModelMapping.toInfo(model);

    assertThat(info.scaling().autoscalingDisabled()).isTrue();
    assertThat(info.scaling().modeOverride()).isEmpty();
    assertThat(info.served().loadBalancing().meanLoadFactor()).isEqualTo(100);
    assertThat(info.served().loadBalancing().replication()).isEqualTo(1);
  }

  @Test
  void autoscalingDisabledModelsAreNeverScaledFromZero() {
    Model model = KubernetesFixtures.model("ns", "m");
    model.getSpec().setAutoscalingDisabled(true);

    assertThat(ModelMapping.toInfo(model).scaling().needsScaleFromZero()).isFalse();
  }

  @Test
  void aRingReplicationStoredBeforeTheCrdsMaximumIsClamped() {
    Model model = KubernetesFixtures.model("ns", "m");
    LoadBalancing balancing = new LoadBalancing();
    PrefixHash prefixHash = new PrefixHash();
    prefixHash.setReplication(Integer.MAX_VALUE);
    balancing.setPrefixHash(prefixHash);
    model.getSpec().setLoadBalancing(balancing);

    assertThat(ModelMapping.toInfo(model).served().loadBalancing().replication())
        .isEqualTo(PrefixHash.MAX_REPLICATION);
  }

  @Test
  void aModelTheOperatorFoundInvalidIsNeverScaledFromZero() {
    Model model = KubernetesFixtures.model("ns", "m");
    model.getMetadata().setGeneration(3L);
    model.setStatus(statusWithValid("False", 3L));

    ModelScaling scaling = ModelMapping.toInfo(model).scaling();

    assertThat(scaling.invalid()).hasValue("InvalidResourceProfile: resourceProfile is required");
    assertThat(scaling.needsScaleFromZero()).isFalse();
  }

  @Test
  void aValidOrOutdatedVerdictLeavesTheModelServable() {
    Model model = KubernetesFixtures.model("ns", "m");
    model.getMetadata().setGeneration(4L);

    model.setStatus(statusWithValid("False", 3L)); // the user has changed the spec since
    assertThat(ModelMapping.toInfo(model).scaling().invalid()).isEmpty();
    model.setStatus(statusWithValid("True", 4L));
    assertThat(ModelMapping.toInfo(model).scaling().invalid()).isEmpty();
    assertThat(ModelMapping.toInfo(model).scaling().needsScaleFromZero()).isTrue();
  }

  private static ModelStatus statusWithValid(String status, long observedGeneration) {
    ModelStatus modelStatus = new ModelStatus();
    modelStatus.setConditions(
        List.of(
            new ConditionBuilder()
                .withType("Valid")
                .withStatus(status)
                .withReason("InvalidResourceProfile")
                .withMessage("resourceProfile is required")
                .withObservedGeneration(observedGeneration)
                .build()));
    return modelStatus;
  }
}
