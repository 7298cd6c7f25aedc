package ai.silogen.kaiwo.cli.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.api.model.Pod;
import java.io.IOException;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Chat through the sandbox's gateway (found next to the kubeconfig) and against a model server
 * directly (an OpenAI-compatible endpoint like the gateway).
 */
class ChatCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  /** What the engine simulator answers: words of three letters, each followed by a space. */
  private static final String SIMULATED_ANSWER = "([a-z]{3} )+\\s*";

  private static String ns;
  private static String endpoint;

  @BeforeAll
  static void serveAModel() {
    ns = CLUSTER.newNamespace("chat");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.cpuModel("tiny"));
    Pod pod = CLUSTER.client().pods().inNamespace(ns).list().getItems().get(0);
    endpoint =
        "http://127.0.0.1:" + pod.getMetadata().getAnnotations().get(KubeAiLabels.MODEL_POD_PORT);
  }

  @Test
  void streamsAnAnswerThroughTheSandboxGateway() {
    CliRun run = CLUSTER.cli().run("chat", "-n", ns, "tiny", "hi");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).matches(SIMULATED_ANSWER);
    assertThat(run.err()).isEmpty();
  }

  @Test
  void startsAModelScaledToZeroOnTheFirstQuestion() {
    String idle = idleModel("chat-idle", "sleepy");
    assertThat(CLUSTER.client().pods().inNamespace(idle).list().getItems()).isEmpty();

    CliRun run = CLUSTER.cli().run("chat", idle + "/sleepy", "Wake up");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).matches(SIMULATED_ANSWER);
    assertThat(CLUSTER.client().pods().inNamespace(idle).list().getItems()).isNotEmpty();
  }

  @Test
  void aModelScaledUpFromZeroKeepsItsReplicaForTheScaleDownDelay() {
    String idle = idleModel("chat-short", "brief");

    // Once the autoscaler has seen it at zero (its saved state names it), write what the gateway
    // writes for a first request. A request answered between two autoscaler ticks (every 2 s)
    // leaves no other trace, so nothing else is sent here.
    await().atMost(Duration.ofSeconds(10)).until(() -> autoscalerState().contains(idle + "/brief"));
    CLUSTER.client().resources(Model.class).inNamespace(idle).withName("brief").scale(1);

    // The default scaleDownDelaySeconds is 30: a few ticks must pass without a scale-down.
    await()
        .during(Duration.ofSeconds(6))
        .atMost(Duration.ofSeconds(8))
        .until(() -> replicas(idle, "brief") == 1);
  }

  @Test
  void saysWhyTheAnswerIsSlowToStartAndAnswersOnceTheModelCanRun() throws Exception {
    String stuck = CLUSTER.newNamespace("chat-stuck");
    // No node has 1000 CPUs: the replica stays Pending, and the gateway holds the request.
    Submitted.submit(
        CLUSTER.cli(), stuck, Manifests.cpuModel("greedy").replace("cpu:1", "cpu:1000"));
    StringWriter errors = new StringWriter();
    CompletableFuture<CliRun> chat =
        CompletableFuture.supplyAsync(
            () -> CLUSTER.cli().withErrors(errors).run("chat", stuck + "/greedy", "hi"));

    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> errors.toString().contains(": Unschedulable: "));
    CLUSTER
        .client()
        .resources(Model.class)
        .inNamespace(stuck)
        .withName("greedy")
        .edit(
            model -> {
              model.getSpec().setResourceProfile("cpu:1");
              return model;
            });
    CliRun run = chat.get(60, TimeUnit.SECONDS);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).matches(SIMULATED_ANSWER);
    assertThat(run.err())
        .contains("kaiwo: waiting for a ready replica of " + stuck + "/greedy: 0/1 replicas ready;")
        .contains("Insufficient cpu");
  }

  @Test
  void anAnswerThatStartsAtOnceShowsNoWaitNotice() {
    CliRun run = CLUSTER.cli().run("chat", "-n", ns, "tiny", "hi");

    assertThat(run.err()).doesNotContain("waiting for a ready replica");
  }

  /** A new namespace with the CPU model {@code name} in it, scaled to zero; its name. */
  private static String idleModel(String namespacePrefix, String name) {
    String namespace = CLUSTER.newNamespace(namespacePrefix);
    Submitted.submitAndWait(
        CLUSTER.cli(),
        namespace,
        Manifests.cpuModel(name).replace("minReplicas: 1", "minReplicas: 0"));
    return namespace;
  }

  /** The autoscaler's saved state, written at every tick ("" before the first). */
  private static String autoscalerState() {
    return CLUSTER.client().configMaps().inAnyNamespace().list().getItems().stream()
        .filter(map -> map.getMetadata().getName().equals("kaiwo-gateway-autoscaler-state"))
        .map(map -> String.valueOf(map.getData()))
        .findFirst()
        .orElse("");
  }

  private static int replicas(String namespace, String name) {
    Integer replicas =
        CLUSTER
            .client()
            .resources(Model.class)
            .inNamespace(namespace)
            .withName(name)
            .get()
            .getSpec()
            .getReplicas();
    return replicas == null ? 0 : replicas;
  }

  @Test
  void namesTheModelTheGatewayDoesNotKnow() {
    CliRun run = CLUSTER.cli().run("chat", "-n", ns, "nonexistent", "hi");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .containsPattern("^error: the gateway answered HTTP 404 \\(request [0-9a-f]{32}\\): ")
        .contains("hint: is model " + ns + "/nonexistent served?");
  }

  @Test
  void streamsTheAnswerToAPrompt() {
    CliRun run = Cli.inTemporaryHome().run("chat", "tiny", "Say hello", "--gateway", endpoint);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).endsWith("\n").matches(SIMULATED_ANSWER);
  }

  @Test
  void chatsInteractivelyUntilAnEmptyLine() {
    CliRun run =
        Cli.inTemporaryHome()
            .withStdin("first question\nsecond question\n\nnot asked\n")
            .run("chat", "tiny", "--gateway", endpoint + "/v1");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.lines().get(0)).isEqualTo("Chatting with tiny; an empty line or Ctrl-D ends.");
    assertThat(run.out().split("> ", -1)).hasSize(4);
  }

  @Test
  void aBareNameMeansTheContextsNamespaceNotTheGateways() {
    CliRun run = CLUSTER.cli().run("chat", "nonexistent", "hi");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err()).contains("hint: is model default/nonexistent served?");
  }

  /** A started server answering chat completions with {@code handler}. */
  private static HttpServer stubGateway(HttpHandler handler) throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/v1/chat/completions", handler);
    server.start();
    return server;
  }

  @Test
  void sendsTheApiKeyFromTheVariableOrTheOption() throws Exception {
    HttpServer server =
        stubGateway(
            exchange -> {
              boolean allowed =
                  "Bearer sk-test".equals(exchange.getRequestHeaders().getFirst("Authorization"));
              byte[] body =
                  (allowed
                          ? "data: {\"choices\":[{\"delta\":{\"content\":\"yes \"}}]}\n\n"
                              + "data: [DONE]\n\n"
                          : "{\"error\":{\"message\":\"invalid API key\"}}")
                      .getBytes(StandardCharsets.UTF_8);
              exchange.sendResponseHeaders(allowed ? 200 : 401, body.length);
              exchange.getResponseBody().write(body);
              exchange.close();
            });
    try {
      String url = "http://127.0.0.1:" + server.getAddress().getPort();

      CliRun fromVariable =
          Cli.inTemporaryHome()
              .withEnv("KAIWO_API_KEY", "sk-test")
              .run("chat", "m", "hi", "--gateway", url);
      CliRun fromOption =
          Cli.inTemporaryHome().run("chat", "m", "hi", "--gateway", url, "--api-key", "sk-test");
      CliRun without = Cli.inTemporaryHome().run("chat", "m", "hi", "--gateway", url);

      assertThat(fromVariable.exitCode()).as(fromVariable.toString()).isZero();
      assertThat(fromVariable.out()).startsWith("yes");
      assertThat(fromOption.exitCode()).as(fromOption.toString()).isZero();
      assertThat(without.exitCode()).isEqualTo(ExitCodes.FAILURE);
      assertThat(without.err())
          .contains("HTTP 401: invalid API key")
          .contains("set KAIWO_API_KEY or pass --api-key");
    } finally {
      server.stop(0);
    }
  }

  @Test
  void givesUpOnAnAnswerThatDoesNotStartWithinTheTimeout() throws Exception {
    CountDownLatch loading = new CountDownLatch(1);
    HttpServer server =
        stubGateway(
            exchange -> {
              try {
                loading.await(); // a model that never finishes loading
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              exchange.close();
            });
    try {
      String url = "http://127.0.0.1:" + server.getAddress().getPort();

      long start = System.nanoTime();
      CliRun run =
          Cli.inTemporaryHome().run("chat", "team/slow", "hi", "--gateway", url, "--timeout", "1s");
      Duration took = Duration.ofNanos(System.nanoTime() - start);

      assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
      assertThat(run.err())
          .isEqualTo(
              "error: no answer from team/slow within 1s (--timeout)\n"
                  + "hint: a model may still be loading or waiting for a node: 'kaiwo describe"
                  + " model/slow -n team' says which; wait longer with --timeout\n");
      assertThat(took).isLessThan(Duration.ofSeconds(10));
      assertThat(Cli.inTemporaryHome().run("chat", "m", "hi", "--gateway", url, "--timeout", "0s"))
          .satisfies(zero -> assertThat(zero.exitCode()).isEqualTo(ExitCodes.USAGE))
          .satisfies(zero -> assertThat(zero.err()).contains("--timeout must be longer than 0"));
    } finally {
      loading.countDown();
      server.stop(0);
    }
  }

  @Test
  @Timeout(30) // without the stall limit the CLI would wait for ever
  void stopsAnAnswerThatStallsButNotOneKeptAliveByComments() throws Exception {
    CountDownLatch stuck = new CountDownLatch(1);
    HttpServer server =
        stubGateway(
            exchange -> {
              exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
              exchange.sendResponseHeaders(200, 0);
              var out = exchange.getResponseBody();
              try {
                out.write(chunk("Hel"));
                out.flush();
                // Comments for longer than the timeout: a live server, not a stall.
                for (int i = 0; i < 6; i++) {
                  Thread.sleep(300);
                  out.write(": keep-alive\n\n".getBytes(StandardCharsets.UTF_8));
                  out.flush();
                }
                out.write(chunk("lo"));
                out.flush();
                stuck.await(); // then the server hangs halfway through the answer
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              exchange.close();
            });
    try {
      String url = "http://127.0.0.1:" + server.getAddress().getPort();

      long start = System.nanoTime();
      CliRun run =
          Cli.inTemporaryHome()
              .run("chat", "team/stuck", "hi", "--gateway", url, "--timeout", "1s");
      Duration took = Duration.ofNanos(System.nanoTime() - start);

      assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
      assertThat(run.out()).contains("Hello");
      assertThat(run.err())
          .isEqualTo(
              "error: the answer from team/stuck stopped: nothing arrived for 1s (--timeout)\n"
                  + "hint: the model server may be overloaded or stuck: 'kaiwo logs model/stuck -n"
                  + " team' shows its log\n");
      assertThat(took).isLessThan(Duration.ofSeconds(10));
    } finally {
      stuck.countDown();
      server.stop(0);
    }
  }

  private static byte[] chunk(String content) {
    return ("data: {\"choices\":[{\"delta\":{\"content\":\"" + content + "\"}}]}\n\n")
        .getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void saysWhenTheGatewayIsUnreachable() {
    CliRun run = Cli.inTemporaryHome().run("chat", "tiny", "hi", "--gateway", "http://127.0.0.1:1");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains(
            "error: cannot reach the gateway at http://127.0.0.1:1/v1/chat/completions:"
                + " connection refused\n")
        .doesNotContain("null");
  }

  @Test
  void refusesAGatewayThatIsNotAnHttpUrl() {
    CliRun run = Cli.inTemporaryHome().run("chat", "tiny", "hi", "--gateway", "notaurl");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err())
        .contains("error: --gateway is not an http(s) URL: notaurl")
        .contains("hint: give the gateway's URL, e.g. http://localhost:8000");
  }

  @Test
  void saysThatAModelWithoutTextGenerationDoesNotServeChat() {
    String embeddings = CLUSTER.newNamespace("chat-embed");
    Submitted.submitAndWait(CLUSTER.cli(), embeddings, Manifests.embeddingModel("embed"));
    String refusal =
        "does not serve chat (features: TextEmbedding); use the /v1/embeddings endpoint";

    CliRun located = CLUSTER.cli().run("chat", "-n", embeddings, "embed", "hi");
    CliRun given =
        Cli.inTemporaryHome()
            .run(
                "chat",
                embeddings + "/embed",
                "hi",
                "--gateway",
                CLUSTER.localCluster().gatewayUrl());

    assertThat(located.exitCode()).as(located.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(located.err()).contains("error: model " + embeddings + "/embed " + refusal);
    assertThat(given.exitCode()).as(given.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(given.err()).contains("error: model " + embeddings + "/embed " + refusal);
  }

  @Test
  void aCopiedSandboxKubeconfigIsToldApartFromASandboxWithoutGateway() throws Exception {
    Cli cli = Cli.inTemporaryHome();
    Path copy = cli.file("copy/kubeconfig", Files.readString(CLUSTER.kubeconfig()));

    CliRun run = cli.run("chat", "tiny", "hi", "--kubeconfig", copy.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains(
            "error: no gateway URL for this sandbox: "
                + copy.resolveSibling("gateway-url")
                + " does not exist")
        .contains("pass --gateway")
        .doesNotContain("restart it");
  }
}
