package ai.silogen.kaiwo.operator.modelserving.sandbox;

import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingCluster.address;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingCluster.post;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingCluster.ready;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingSandboxTest.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Every engine's pod serves its API under the Model's name, and lost pods come back. */
@ExtendWith(ModelServingCluster.Shared.class)
class ModelEnginesSandboxTest {

  private ModelServingCluster cluster;
  private String ns;

  @BeforeEach
  void setUp(ModelServingCluster shared) {
    cluster = shared;
    ns = cluster.newNamespace();
  }

  @Test
  void ollamaServesChatUnderTheModelName() throws Exception {
    Pod pod = serve("qwen", "OLlama", "ollama://qwen2:0.5b", "TextGeneration");

    assertThat(
            post(
                    address(pod) + "/v1/chat/completions",
                    "{\"model\":\"qwen\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"max_tokens\":2}")
                .statusCode())
        .isEqualTo(200);
    assertThat(ModelServingCluster.get(address(pod) + "/").body()).isEqualTo("Ollama is running");
  }

  @Test
  void infinityServesEmbeddings() throws Exception {
    Pod pod = serve("bge", "Infinity", "hf://BAAI/bge-small-en-v1.5", "TextEmbedding");

    var response = post(address(pod) + "/v1/embeddings", "{\"model\":\"bge\",\"input\":\"hello\"}");
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).contains("\"embedding\"");
  }

  @Test
  void fasterWhisperIsHealthy() throws Exception {
    Pod pod =
        serve("whisper", "FasterWhisper", "hf://Systran/faster-whisper-small", "SpeechToText");

    assertThat(ModelServingCluster.get(address(pod) + "/health").statusCode()).isEqualTo(200);
  }

  @Test
  void aDeletedPodIsReplaced() {
    cluster.create(ns, ModelServingSandboxTest.model("keep", "cpu:1", "minReplicas: 2"));
    List<Pod> pods =
        eventually()
            .until(
                () -> cluster.pods(ns, "keep"),
                p -> p.size() == 2 && p.stream().allMatch(ModelServingCluster::ready));

    cluster.client().pods().inNamespace(ns).withName(pods.get(0).getMetadata().getName()).delete();

    eventually()
        .until(
            () -> cluster.pods(ns, "keep"),
            p ->
                p.size() == 2
                    && p.stream().allMatch(ModelServingCluster::ready)
                    && p.stream()
                        .noneMatch(
                            x ->
                                x.getMetadata()
                                    .getName()
                                    .equals(pods.get(0).getMetadata().getName())));
  }

  private Pod serve(String name, String engine, String url, String feature) {
    cluster.create(
        ns,
        """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: %s}
        spec: {engine: %s, url: "%s", features: [%s], resourceProfile: "cpu:1", minReplicas: 1}
        """
            .formatted(name, engine, url, feature));
    return eventually()
        .until(() -> cluster.pods(ns, name), p -> p.size() == 1 && ready(p.get(0)))
        .get(0);
  }
}
