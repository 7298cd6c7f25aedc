package ai.silogen.kaiwo.sandbox.engines;

import static ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster.eventually;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Model-server pods served by engine simulators under the simulated kubelet. */
class EngineSimulatorRuntimeTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static EngineSimulatorRuntime runtime;
  private static ControlPlaneCluster cluster;

  @BeforeAll
  static void start() {
    runtime = new EngineSimulatorRuntime(Map.of("SIM_PROFILE", "zero-latency"));
    cluster = new ControlPlaneCluster(o -> o.withPodRuntimes(List.of(runtime)));
  }

  @AfterAll
  static void stop() {
    cluster.close();
    runtime.close();
  }

  @Test
  void aModelPodServesAtItsPublishedAddress() throws Exception {
    String ns = cluster.newNamespace();
    Pod ready = startModelPod(ns, "llama", List.of("--served-model-name=llama"), Map.of());
    Map<String, String> annotations = ready.getMetadata().getAnnotations();
    assertThat(ready.getStatus().getPodIP()).isEqualTo("127.0.0.1");
    assertThat(annotations).containsEntry("model-pod-ip", "127.0.0.1");
    String base = "http://127.0.0.1:" + annotations.get("model-pod-port");

    HttpResponse<String> chat =
        post(
            base + "/v1/chat/completions",
            "{\"model\":\"llama\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"max_tokens\":3}");
    assertThat(chat.statusCode()).isEqualTo(200);
    assertThat(chat.body()).contains("chat.completion");

    cluster.client().pods().inNamespace(ns).withName("llama").delete();
    eventually()
        .untilAsserted(
            () ->
                assertThatThrownBy(() -> post(base + "/health", ""))
                    .isInstanceOf(IOException.class));
  }

  @Test
  void thePodsEnvironmentConfiguresItsEngine() throws Exception {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(
            modelPod(
                ns,
                "slow",
                List.of(),
                Map.of("SIM_STARTUP_DELAY", "300ms", "OLLAMA_HOST", "0.0.0.0:8000")))
        .create();

    Pod running =
        eventually()
            .until(
                () -> pod(ns, "slow"),
                p ->
                    p != null
                        && p.getMetadata().getAnnotations() != null
                        && p.getMetadata().getAnnotations().containsKey("model-pod-port"));
    String base =
        "http://127.0.0.1:" + running.getMetadata().getAnnotations().get("model-pod-port");
    eventually().until(() -> pod(ns, "slow"), EngineSimulatorRuntimeTest::isReady);

    HttpResponse<String> root =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(base + "/")).build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(root.body()).isEqualTo("Ollama is running");
    assertThat(post(base + "/v1/models", "").statusCode()).isNotEqualTo(500);
  }

  @Test
  void theBatchOccupancyOfAPodsEngineIsKnownWhileItServes() throws Exception {
    String ns = cluster.newNamespace();
    Pod ready =
        startModelPod(
            ns,
            "busy",
            List.of("--served-model-name=busy", "--max-num-seqs=4"),
            Map.of("SIM_ITL_MS", "50"));
    String base = "http://127.0.0.1:" + ready.getMetadata().getAnnotations().get("model-pod-port");
    assertThat(runtime.batchOccupancy(ready)).hasValue(0);

    CompletableFuture<HttpResponse<String>> answer =
        HTTP.sendAsync(
            HttpRequest.newBuilder(URI.create(base + "/v1/completions"))
                .header("Content-Type", "application/json")
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        "{\"model\":\"busy\",\"prompt\":\"hi\",\"max_tokens\":40}"))
                .build(),
            HttpResponse.BodyHandlers.ofString());

    eventually().untilAsserted(() -> assertThat(runtime.batchOccupancy(ready)).hasValue(0.25));
    assertThat(answer.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
    assertThat(runtime.batchOccupancy(ready)).hasValue(0);
    cluster.client().pods().inNamespace(ns).withName("busy").withGracePeriod(0).delete();
    eventually().untilAsserted(() -> assertThat(runtime.batchOccupancy(ready)).isEmpty());
  }

  @Test
  void otherPodsAreLeftToThePlainSimulation() {
    String ns = cluster.newNamespace();
    Pod plain = modelPod(ns, "plain", List.of(), Map.of());
    plain.getMetadata().getLabels().remove("model");
    cluster.client().resource(plain).create();

    Pod ready = eventually().until(() -> pod(ns, "plain"), EngineSimulatorRuntimeTest::isReady);
    assertThat(ready.getStatus().getPodIP()).isNotEqualTo("127.0.0.1");
    assertThat(ready.getMetadata().getAnnotations()).doesNotContainKey("model-pod-port");
    assertThat(runtime.batchOccupancy(ready)).isEmpty();
  }

  /** Creates a model pod and waits until its engine is ready. */
  private static Pod startModelPod(
      String ns, String name, List<String> args, Map<String, String> env) {
    cluster.client().resource(modelPod(ns, name, args, env)).create();
    return eventually().until(() -> pod(ns, name), EngineSimulatorRuntimeTest::isReady);
  }

  private static Pod modelPod(String ns, String name, List<String> args, Map<String, String> env) {
    PodBuilder pod =
        new PodBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(ns)
            .addToLabels("model", name)
            .addToLabels("app", "model")
            .endMetadata()
            .withNewSpec()
            .addNewContainer()
            .withName("server")
            .withImage("vllm/vllm-openai:v0.10.2")
            .withArgs(args)
            .withNewResources()
            .addToRequests("cpu", new Quantity("1"))
            .endResources()
            .endContainer()
            .endSpec();
    env.forEach(
        (k, v) ->
            pod.editSpec()
                .editFirstContainer()
                .addNewEnv()
                .withName(k)
                .withValue(v)
                .endEnv()
                .endContainer()
                .endSpec());
    return pod.build();
  }

  private static Pod pod(String ns, String name) {
    return cluster.client().pods().inNamespace(ns).withName(name).get();
  }

  private static boolean isReady(Pod pod) {
    return pod != null
        && pod.getStatus() != null
        && pod.getStatus().getConditions() != null
        && pod.getStatus().getConditions().stream()
            .anyMatch(c -> "Ready".equals(c.getType()) && "True".equals(c.getStatus()));
  }

  private static HttpResponse<String> post(String url, String body)
      throws IOException, InterruptedException {
    return HTTP.send(
        HttpRequest.newBuilder(URI.create(url))
            .timeout(Duration.ofSeconds(5))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
