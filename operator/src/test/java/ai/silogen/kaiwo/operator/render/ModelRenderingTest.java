package ai.silogen.kaiwo.operator.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.Pod;
import org.junit.jupiter.api.Test;

class ModelRenderingTest {

  private static RenderResult render(String yaml) {
    return Renderer.render(yaml, "models.yaml", DefaultCluster.facts(), RendererTest.OPTIONS);
  }

  @Test
  void rendersAModelIntoOneServerPodPerReplicaAfterTheWorkloads() {
    RenderResult result =
        render(
            """
            apiVersion: kubeai.org/v1
            kind: Model
            metadata: {name: embed}
            spec:
              features: [TextEmbedding]
              url: hf://BAAI/bge-small-en-v1.5
              engine: Infinity
              resourceProfile: cpu:1
              minReplicas: 2
            ---
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: a}
            spec: {image: busybox}
            """);

    assertThat(result.objects())
        .extracting(o -> o.getKind())
        .containsExactly("LocalQueue", "Job", "Pod", "Pod");
    Pod pod = (Pod) result.objects().get(2);
    assertThat(pod.getMetadata().getNamespace()).isEqualTo("default");
    assertThat(pod.getMetadata().getLabels()).containsEntry("model", "embed");
    assertThat(result.warnings()).isEmpty();
  }

  @Test
  void anUnservableModelNamesItsDocument() {
    assertThatThrownBy(
            () ->
                render(
                    """
                    apiVersion: kubeai.org/v1
                    kind: Model
                    metadata: {name: broken}
                    spec: {features: [TextGeneration], url: "hf://x/y", engine: VLLM,
                           resourceProfile: "nope:1"}
                    """))
        .isInstanceOf(RenderException.class)
        .hasMessageStartingWith("models.yaml document 1 (Model broken): ");
  }

  @Test
  void aUrlTheEngineCannotLoadIsRefusedAsTheOperatorWould() {
    assertThatThrownBy(
            () ->
                render(
                    """
                    apiVersion: kubeai.org/v1
                    kind: Model
                    metadata: {name: embed}
                    spec: {features: [TextEmbedding], url: "s3://bucket/bge", engine: Infinity,
                           resourceProfile: "cpu:1"}
                    """))
        .isInstanceOf(RenderException.class)
        .hasMessage(
            "models.yaml document 1 (Model embed): spec.url 's3://bucket/bge' cannot be loaded by"
                + " engine Infinity: it takes hf:// and pvc:// URLs, and s3://, gs:// and oss://"
                + " with a cacheProfile");
  }
}
