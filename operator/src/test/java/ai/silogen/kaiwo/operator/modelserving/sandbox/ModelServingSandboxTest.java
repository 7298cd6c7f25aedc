package ai.silogen.kaiwo.operator.modelserving.sandbox;

import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingCluster.address;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingCluster.post;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingCluster.ready;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.Pod;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Models served end to end: the controller, the simulated cluster and real engine simulators. */
@ExtendWith(ModelServingCluster.Shared.class)
class ModelServingSandboxTest {

  private ModelServingCluster cluster;
  private String ns;

  @BeforeEach
  void setUp(ModelServingCluster shared) {
    cluster = shared;
    ns = cluster.newNamespace();
  }

  @Test
  void aModelWithOneMinimumReplicaServesChat() throws Exception {
    cluster.create(ns, model("llama", "amd-gpu-mi300x:1", "minReplicas: 1"));

    Pod pod =
        eventually()
            .until(() -> cluster.pods(ns, "llama"), pods -> pods.size() == 1 && ready(pods.get(0)))
            .get(0);
    HttpResponse<String> chat =
        post(
            address(pod) + "/v1/chat/completions",
            "{\"model\":\"llama\",\"messages\":[{\"role\":\"user\",\"content\":\"Hello\"}],\"max_tokens\":4}");

    assertThat(chat.statusCode()).isEqualTo(200);
    assertThat(chat.body()).contains("\"model\":\"llama\"");
    assertThat(pod.getMetadata().getName())
        .startsWith("model-llama-" + pod.getMetadata().getLabels().get("pod-hash") + "-");
    assertThat(pod.getSpec().getNodeName()).startsWith("mi300x-");
    eventually()
        .untilAsserted(
            () -> {
              Model model = cluster.model(ns, "llama");
              assertThat(model.getSpec().getReplicas()).isEqualTo(1);
              assertThat(model.getMetadata().getLabels())
                  .containsEntry("features.kubeai.org/TextGeneration", "true");
              assertThat(model.getStatus().getReplicas().getReady()).isEqualTo(1);
              assertThat(model.getStatus().getObservedGeneration())
                  .isEqualTo(model.getMetadata().getGeneration());
              assertThat(condition(model, "Ready").getStatus()).isEqualTo("True");
            });
  }

  @Test
  void editingArgsRollsThePodWithSurge() {
    cluster.create(ns, model("roll", "cpu:1", "minReplicas: 1", "args: [--max-num-seqs=4]"));
    Pod old =
        eventually()
            .until(() -> cluster.pods(ns, "roll"), p -> p.size() == 1 && ready(p.get(0)))
            .get(0);
    PodTimeline timeline = PodTimeline.watch(cluster.client(), ns, "roll");

    cluster.editSpec(ns, "roll", spec -> spec.setArgs(List.of("--max-num-seqs=8")));

    Pod rolled =
        eventually()
            .until(
                () -> cluster.pods(ns, "roll"),
                p ->
                    p.size() == 1
                        && ready(p.get(0))
                        && !p.get(0).getMetadata().getName().equals(old.getMetadata().getName()))
            .get(0);
    timeline.close();
    assertThat(rolled.getSpec().getContainers().get(0).getArgs()).contains("--max-num-seqs=8");
    assertThat(timeline.readyAt(rolled.getMetadata().getName()))
        .as("the new pod is ready before the old one goes")
        .isLessThan(timeline.deletedAt(old.getMetadata().getName()));
    assertThat(timeline.maxPods()).isEqualTo(2);
  }

  @Test
  void theScaleSubresourceChangesReplicasWithinBounds() {
    cluster.create(ns, model("scaled", "cpu:1", "minReplicas: 1", "maxReplicas: 3"));
    eventually().until(() -> cluster.pods(ns, "scaled").size() == 1);

    cluster.client().resources(Model.class).inNamespace(ns).withName("scaled").scale(3);
    eventually()
        .until(
            () ->
                cluster.pods(ns, "scaled").stream().filter(ModelServingCluster::ready).count()
                    == 3);
    eventually().until(() -> cluster.model(ns, "scaled").getStatus().getReplicas().getReady() == 3);

    cluster.client().resources(Model.class).inNamespace(ns).withName("scaled").scale(5);
    eventually().until(() -> cluster.model(ns, "scaled").getSpec().getReplicas() == 3);
    assertThat(cluster.pods(ns, "scaled")).hasSize(3);
  }

  @Test
  void modelsAreServedInEveryNamespaceSeparately() throws Exception {
    String other = cluster.newNamespace();
    String files = "files: [{path: /config/greeting.txt, content: hello}]";
    cluster.create(ns, model("twin", "cpu:1", "minReplicas: 1", files));
    cluster.create(other, model("twin", "cpu:1", "minReplicas: 1", files));

    for (String namespace : List.of(ns, other)) {
      Pod pod =
          eventually()
              .until(() -> cluster.pods(namespace, "twin"), p -> p.size() == 1 && ready(p.get(0)))
              .get(0);
      assertThat(
              post(
                      address(pod) + "/v1/completions",
                      "{\"model\":\"twin\",\"prompt\":\"hi\",\"max_tokens\":2}")
                  .statusCode())
          .isEqualTo(200);
      assertThat(
              cluster
                  .client()
                  .configMaps()
                  .inNamespace(namespace)
                  .withName("model-twin-files")
                  .get()
                  .getData())
          .containsEntry("_config_greeting.txt", "hello");
    }
  }

  @Test
  void anUnknownProfileIsReportedAndFixingItServes() {
    cluster.create(ns, model("typo", "amd-gpu-mi301x:1", "minReplicas: 1"));

    eventually()
        .untilAsserted(
            () -> {
              Condition valid = condition(cluster.model(ns, "typo"), "Valid");
              assertThat(valid.getStatus()).isEqualTo("False");
              assertThat(valid.getReason()).isEqualTo("UnknownResourceProfile");
              assertThat(valid.getMessage()).contains("amd-gpu-mi301x");
            });
    eventually().until(() -> cluster.eventReasons(ns, "typo").contains("UnknownResourceProfile"));
    assertThat(cluster.pods(ns, "typo")).isEmpty();

    cluster.editSpec(ns, "typo", spec -> spec.setResourceProfile("amd-gpu-mi300x:1"));
    eventually().until(() -> cluster.pods(ns, "typo"), p -> p.size() == 1 && ready(p.get(0)));
    assertThat(cluster.eventReasons(ns, "typo")).containsOnlyOnce("UnknownResourceProfile");
  }

  @Test
  void aUrlTheEngineCannotLoadIsAnInvalidUrl() {
    cluster.create(
        ns,
        """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: mismatch}
        spec:
          engine: VLLM
          url: ollama://qwen2.5:0.5b
          features: [TextGeneration]
          resourceProfile: cpu:1
          minReplicas: 1
        """);

    eventually()
        .untilAsserted(
            () -> {
              Condition valid = condition(cluster.model(ns, "mismatch"), "Valid");
              assertThat(valid.getStatus()).isEqualTo("False");
              assertThat(valid.getReason()).isEqualTo("InvalidURL");
              assertThat(valid.getMessage())
                  .startsWith("spec.url 'ollama://qwen2.5:0.5b' cannot be loaded by engine VLLM");
            });
    assertThat(cluster.pods(ns, "mismatch")).isEmpty();
  }

  @Test
  void aReplicaNoNodeCanHoldIsExplainedInTheReadyCondition() {
    cluster.create(ns, model("huge", "amd-gpu-mi300x:16", "minReplicas: 1"));

    eventually()
        .untilAsserted(
            () ->
                assertThat(condition(cluster.model(ns, "huge"), "Ready").getMessage())
                    .startsWith("0/1 replicas ready; pod model-huge-")
                    .contains(": Unschedulable: 0/")
                    .contains("Insufficient amd.com/gpu"));
  }

  static String model(String name, String profile, String... spec) {
    StringBuilder yaml =
        new StringBuilder(
            """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: %s}
        spec:
          engine: VLLM
          url: hf://org/%s
          features: [TextGeneration]
          resourceProfile: %s
        """
                .formatted(name, name, profile));
    for (String line : spec) {
      yaml.append("  ").append(line).append('\n');
    }
    return yaml.toString();
  }

  static Condition condition(Model model, String type) {
    return model.getStatus() == null || model.getStatus().getConditions() == null
        ? null
        : model.getStatus().getConditions().stream()
            .filter(c -> type.equals(c.getType()))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no condition " + type));
  }

  static ConditionFactory eventually() {
    return Awaitility.await()
        .pollInterval(Duration.ofMillis(50))
        .atMost(Duration.ofSeconds(30))
        .ignoreExceptionsInstanceOf(NullPointerException.class);
  }
}
