package ai.silogen.kaiwo.operator.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code kaiwo render} applies the AIMNamespaceConfigs of its input and of the cluster file. */
class NamespaceDefaultsRenderTest {

  private static String namespaceConfig(String name, String pullSecret) {
    return """
        ---
        apiVersion: config.kaiwo.silogen.ai/v1alpha1
        kind: AIMNamespaceConfig
        metadata: {name: %s, namespace: team}
        spec:
          credentials: {huggingFaceToken: {secretName: team-hf, secretKey: token}}
          images: {imagePullSecrets: [%s]}
        """
        .formatted(name, pullSecret);
  }

  private static final String WORKLOADS =
      """
      ---
      apiVersion: kaiwo.silogen.ai/v1alpha1
      kind: KaiwoJob
      metadata: {name: train, namespace: team}
      spec: {image: busybox}
      ---
      apiVersion: kubeai.org/v1
      kind: Model
      metadata: {name: chat, namespace: team}
      spec:
        url: hf://org/model
        engine: VLLM
        features: [TextGeneration]
        resourceProfile: cpu:1
        minReplicas: 1
      """;

  private static RenderResult render(String input, ClusterFacts cluster) {
    return Renderer.render(input, "input.yaml", cluster, RendererTest.OPTIONS);
  }

  @Test
  void aConfigInTheInputReachesTheJobAndModelPodsOfItsNamespace() {
    RenderResult result =
        render(namespaceConfig("aim", "team-registry") + WORKLOADS, DefaultCluster.facts());

    assertThat(pullSecrets(jobPod(result))).containsExactly("team-registry");
    Pod model = the(result, Pod.class);
    assertThat(pullSecrets(model.getSpec())).containsExactly("team-registry");
    assertThat(model.getSpec().getContainers().get(0).getEnv())
        .filteredOn(e -> e.getName().equals("HF_TOKEN"))
        .singleElement()
        .extracting(EnvVar::getValueFrom)
        .satisfies(v -> assertThat(v.getSecretKeyRef().getName()).isEqualTo("team-hf"));
  }

  @Test
  void theClusterFilesConfigAppliesUnlessTheInputHasOneForTheNamespace() {
    ClusterFacts cluster = ClusterFile.parse(namespaceConfig("cluster", "from-cluster"), "c.yaml");

    assertThat(pullSecrets(jobPod(render(WORKLOADS, cluster)))).containsExactly("from-cluster");
    assertThat(
            pullSecrets(jobPod(render(namespaceConfig("aim", "from-input") + WORKLOADS, cluster))))
        .containsExactly("from-input");
  }

  @Test
  void anInvalidModelFailsNamingIt() {
    String model = WORKLOADS.replace("cpu:1", "no-such-profile:1");
    assertThatThrownBy(() -> render(model, DefaultCluster.facts()))
        .isInstanceOf(RenderException.class)
        .hasMessageContaining("Model chat")
        .hasMessageContaining("no-such-profile");
  }

  private static PodSpec jobPod(RenderResult result) {
    return the(result, Job.class).getSpec().getTemplate().getSpec();
  }

  private static <T extends HasMetadata> T the(RenderResult result, Class<T> kind) {
    List<T> matching = result.objects().stream().filter(kind::isInstance).map(kind::cast).toList();
    assertThat(matching).hasSize(1);
    return matching.get(0);
  }

  private static List<String> pullSecrets(PodSpec pod) {
    return pod.getImagePullSecrets() == null
        ? List.of()
        : pod.getImagePullSecrets().stream().map(LocalObjectReference::getName).toList();
  }
}
