package ai.silogen.kaiwo.cli.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import io.fabric8.kubernetes.api.model.Pod;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A change to a Model's spec replaces its pods while answers stream from them. The gateway stops
 * sending requests to a pod once it is marked for deletion, and the pod (its engine draining, as a
 * server that drains on SIGTERM does) finishes the answers it has begun: none is cut off.
 */
class ModelRolloutUnderLoadTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static final int STREAMS = 8;

  @Test
  void answersStreamingDuringARolloutAllComplete() throws Exception {
    String ns = CLUSTER.newNamespace("rollout");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.cpuModel("rolling"));
    Pod before = pods(ns).get(0);

    try (HttpClient http = HttpClient.newHttpClient()) {
      List<CompletableFuture<HttpResponse<String>>> answers =
          IntStream.range(0, STREAMS).mapToObj(i -> stream(http, ns + "/rolling", i)).toList();
      await()
          .atMost(Duration.ofSeconds(10))
          .until(() -> CLUSTER.gatewayActiveRequests(ns + "/rolling").orElse(0) == STREAMS);

      CLUSTER
          .client()
          .resources(Model.class)
          .inNamespace(ns)
          .withName("rolling")
          .edit(
              model -> {
                model.getSpec().setArgs(List.of("--max-num-seqs=32"));
                return model;
              });
      // The old pod is marked for deletion (or, were it not drained, already gone).
      await().atMost(Duration.ofSeconds(30)).until(() -> leaving(ns, before));
      assertThat(answers)
          .as("answers still streaming when their pod began to leave")
          .anyMatch(answer -> !answer.isDone());

      for (CompletableFuture<HttpResponse<String>> answer : answers) {
        HttpResponse<String> response = answer.get(60, TimeUnit.SECONDS);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).as("a complete stream").endsWith("data: [DONE]\n\n");
      }
    }
    await()
        .atMost(Duration.ofSeconds(30))
        .until(
            () ->
                pods(ns).stream()
                    .noneMatch(
                        pod -> pod.getMetadata().getUid().equals(before.getMetadata().getUid())));
  }

  /** A chat whose answer streams for about ten seconds (a token every 12 ms). */
  private static CompletableFuture<HttpResponse<String>> stream(
      HttpClient http, String model, int i) {
    String body =
        "{\"model\":\""
            + model
            + "\",\"stream\":true,\"max_tokens\":800,"
            + "\"messages\":[{\"role\":\"user\",\"content\":\"question "
            + i
            + "\"}]}";
    return http.sendAsync(
        HttpRequest.newBuilder(
                URI.create(CLUSTER.localCluster().gatewayUrl() + "/chat/completions"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static boolean leaving(String ns, Pod pod) {
    Pod now = CLUSTER.client().pods().inNamespace(ns).withName(pod.getMetadata().getName()).get();
    return now == null || now.getMetadata().getDeletionTimestamp() != null;
  }

  private static List<Pod> pods(String ns) {
    return CLUSTER.client().pods().inNamespace(ns).list().getItems();
  }
}
