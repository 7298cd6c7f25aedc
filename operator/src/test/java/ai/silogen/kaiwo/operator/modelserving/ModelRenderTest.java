package ai.silogen.kaiwo.operator.modelserving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.testing.TestModels;
import io.fabric8.kubernetes.api.model.HasMetadata;
import org.junit.jupiter.api.Test;

class ModelRenderTest {

  @Test
  void rendersWhatTheControllerWouldCreate() throws Exception {
    Model model =
        TestModels.model(
            """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: llama}
        spec:
          engine: VLLM
          url: hf://meta-llama/Llama-3.1-8B-Instruct
          features: [TextGeneration]
          resourceProfile: amd-gpu-mi300x:1
          cacheProfile: standard
          minReplicas: 2
          files: [{path: /config/template.jinja, content: hello}]
        """);

    RenderedModel rendered = ModelRender.render(model, SystemConfigLoader.defaults());

    assertThat(rendered.all())
        .extracting(HasMetadata::getKind)
        .containsExactly("ConfigMap", "PersistentVolumeClaim", "Job", "Pod", "Pod");
    assertThat(rendered.pods())
        .allSatisfy(
            pod -> {
              assertThat(pod.getMetadata().getNamespace()).isEqualTo("default");
              assertThat(pod.getMetadata().getGenerateName()).startsWith("model-llama-");
              assertThat(pod.getMetadata().getOwnerReferences()).isEmpty();
              assertThat(pod.getSpec().getContainers().get(0).getImage()).startsWith("rocm/vllm");
              assertThat(pod.getSpec().getContainers().get(0).getArgs())
                  .contains("--model=/models/llama-<uid>");
            });
    assertThat(rendered.jobs().get(0).getMetadata().getName()).isEqualTo("load-cache-llama");
    assertThat(rendered.claims().get(0).getSpec().getStorageClassName()).isEqualTo("standard");
  }

  @Test
  void aModelScaledToZeroShowsThePodOfItsFirstReplicaWithANote() throws Exception {
    Model model =
        TestModels.model(
            """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: qwen}
        spec:
          engine: OLlama
          url: ollama://qwen2.5:0.5b
          features: [TextGeneration]
          resourceProfile: cpu:2
          minReplicas: 0
        """);

    RenderedModel rendered = ModelRender.render(model, SystemConfigLoader.defaults());

    assertThat(rendered.pods()).singleElement();
    assertThat(rendered.note())
        .hasValue(
            "Model default/qwen is scaled to zero (minReplicas 0): the pod shown is created by the"
                + " first request through the gateway");
  }

  @Test
  void aModelHeldAtZeroByHandSaysThatNothingStartsIt() throws Exception {
    Model model = TestModels.vllm("hf://o/m", "cpu:1");
    model.getSpec().setAutoscalingDisabled(true);
    model.getSpec().setReplicas(0);

    RenderedModel rendered = ModelRender.render(model, SystemConfigLoader.defaults());

    assertThat(rendered.pods()).singleElement();
    assertThat(rendered.note())
        .get()
        .asString()
        .contains("autoscaling is disabled")
        .contains("spec.replicas");
  }

  @Test
  void aModelWithReplicasHasNoNote() throws Exception {
    Model model = TestModels.vllm("hf://o/m", "cpu:1");
    model.getSpec().setMinReplicas(1);

    assertThat(ModelRender.render(model, SystemConfigLoader.defaults()).note()).isEmpty();
  }

  @Test
  void invalidModelsAreRefusedWithTheReason() {
    Model model = TestModels.vllm("hf://o/m", "tpu-v9:1");

    assertThatThrownBy(() -> ModelRender.render(model, SystemConfigLoader.defaults()))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageContaining("tpu-v9");
  }
}
