package ai.silogen.kaiwo.operator.modelserving.spec;

import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.config;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.model;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** KubeAI's {@code model_controller_test}: profiles, selectors, image lookup. */
class ModelResolverTest {

  @Test
  void profileCountMultipliesRequestsAndLimits() throws Exception {
    ResolvedModel resolved =
        ModelResolver.resolve(
            vllm("hf://o/m", "my-gpu:2"), config(), NamespaceDefaults.none("default"));

    assertThat(resolved.limits()).containsEntry("nvidia.com/gpu", new Quantity("2"));
    assertThat(resolved.requests()).containsEntry("memory", new Quantity("48Gi"));
    assertThat(resolved.profileRef()).isEqualTo(new ProfileRef("my-gpu", 2));
  }

  @Test
  void profileSchedulingIsCopiedUnchanged() throws Exception {
    ResolvedModel resolved =
        ModelResolver.resolve(
            vllm("hf://o/m", "my-gpu:2"), config(), NamespaceDefaults.none("default"));

    assertThat(resolved.profile().nodeSelector())
        .containsExactlyEntriesOf(Map.of("my-gpu", "true"));
    assertThat(resolved.profile().tolerations())
        .singleElement()
        .satisfies(t -> assertThat(t.getKey()).isEqualTo("my-gpu-toleration"));
    assertThat(
            resolved
                .profile()
                .affinity()
                .getNodeAffinity()
                .getRequiredDuringSchedulingIgnoredDuringExecution()
                .getNodeSelectorTerms()
                .get(0)
                .getMatchExpressions()
                .get(0)
                .getValues())
        .containsExactly("my-gpu-val");
  }

  @Test
  void imageComesFromTheSpecFirst() throws Exception {
    ResolvedModel resolved =
        ModelResolver.resolve(
            vllm("hf://o/m", "my-gpu:1", "image: mine:1"),
            config(),
            NamespaceDefaults.none("default"));

    assertThat(resolved.image()).isEqualTo("mine:1");
  }

  @Test
  void imageThenComesFromTheProfileImageName() throws Exception {
    assertThat(
            ModelResolver.resolve(
                    vllm("hf://o/m", "my-gpu:1"), config(), NamespaceDefaults.none("default"))
                .image())
        .isEqualTo("vllm:gpu");
    assertThat(
            ModelResolver.resolve(
                    vllm("hf://o/m", "cpu:1"), config(), NamespaceDefaults.none("default"))
                .image())
        .isEqualTo("vllm:cpu");
  }

  @Test
  void imageFallsBackToTheEngineDefault() throws Exception {
    assertThat(
            ModelResolver.resolve(
                    vllm("hf://o/m", "unknown-image:1"),
                    config(),
                    NamespaceDefaults.none("default"))
                .image())
        .isEqualTo("vllm:default");
    assertThat(
            ModelResolver.resolve(
                    model("OLlama", "ollama://q", "my-gpu:1"),
                    config(),
                    NamespaceDefaults.none("default"))
                .image())
        .isEqualTo("ollama:default");
  }

  @Test
  void unknownProfileIsNamedWithTheKnownOnes() {
    assertThatThrownBy(
            () ->
                ModelResolver.resolve(
                    vllm("hf://o/m", "tpu:1"), config(), NamespaceDefaults.none("default")))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageContaining("'tpu'")
        .hasMessageContaining("cpu, my-gpu, unknown-image")
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.UnknownResourceProfile);
  }

  @Test
  void missingProfileIsReportedNotDefaulted() {
    assertThatThrownBy(
            () ->
                ModelResolver.resolve(
                    vllm("hf://o/m", null), config(), NamespaceDefaults.none("default")))
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.InvalidResourceProfile);
  }

  @Test
  void unknownCacheProfileIsNamed() {
    assertThatThrownBy(
            () ->
                ModelResolver.resolve(
                    vllm("hf://o/m", "cpu:1", "cacheProfile: slow"),
                    config(),
                    NamespaceDefaults.none("default")))
        .hasMessageContaining("cacheProfile 'slow'")
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.UnknownCacheProfile);
  }

  @Test
  void modelPathDependsOnTheSource() throws Exception {
    assertThat(path(vllm("hf://org/model", "cpu:1"))).isEqualTo("org/model");
    assertThat(path(vllm("pvc://claim/dir", "cpu:1"))).isEqualTo("/model");
    assertThat(path(vllm("s3://bucket/model", "cpu:1"))).isEqualTo("s3://bucket/model");
    assertThat(path(vllm("s3://bucket/model", "cpu:1", "cacheProfile: fast")))
        .isEqualTo("/models/m-uid-1");
  }

  @Test
  void adapterUrlsMustBeLoadable() {
    assertThatThrownBy(
            () ->
                ModelResolver.resolve(
                    vllm("hf://o/m", "cpu:1", "adapters: [{name: a, url: \"pvc://claim/a\"}]"),
                    config(),
                    NamespaceDefaults.none("default")))
        .hasMessageContaining("adapter 'a'")
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.InvalidSpec);
  }

  private static String path(ai.silogen.kaiwo.api.kubeai.v1.Model model) throws Exception {
    return ModelResolver.resolve(model, config(), NamespaceDefaults.none("default")).modelPath();
  }
}
