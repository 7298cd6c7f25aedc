package ai.silogen.kaiwo.operator.modelserving.pods;

import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.build;
import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.server;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.model;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.sandbox.testing.TestTools;
import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.api.model.Pod;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * vLLM's and Ollama's pods wait for their requests in flight before SIGTERM; the hook scripts are
 * run here, Ollama's against this machine's own TCP connection table.
 */
class ServerDrainTest {

  static Stream<Arguments> enginesThatCutTheirStreams() {
    return Stream.of(
        Arguments.of(vllm("hf://org/model", "cpu:1"), ServerDrain.vllm(8000)),
        Arguments.of(model("OLlama", "ollama://qwen2.5:0.5b", "cpu:1"), ServerDrain.ollama(8000)));
  }

  @ParameterizedTest
  @MethodSource("enginesThatCutTheirStreams")
  void vllmAndOllamaPodsGetTheirPreStopHookAndALongerGracePeriod(Model model, ServerDrain drain)
      throws Exception {
    Pod pod = build(model).pod();

    assertThat(pod.getSpec().getTerminationGracePeriodSeconds()).isEqualTo(120L);
    assertThat(server(pod).getLifecycle().getPreStop().getExec().getCommand())
        .isEqualTo(drain.preStop());
  }

  @Test
  void otherEnginesStopAsTheyAre() throws Exception {
    Pod pod = build(model("Infinity", "hf://org/model", "cpu:1")).pod();

    assertThat(pod.getSpec().getTerminationGracePeriodSeconds()).isNull();
    assertThat(server(pod).getLifecycle()).isNull();
  }

  @Test
  void theHookWaitsWhileVllmReportsRequestsThenReturns() throws Exception {
    AtomicInteger running = new AtomicInteger(1);
    AtomicInteger scrapes = new AtomicInteger();
    HttpServer metrics = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    metrics.createContext(
        "/metrics",
        exchange -> {
          scrapes.incrementAndGet();
          byte[] body =
              ("# HELP vllm:num_requests_running Number of requests in model execution batches.\n"
                      + "vllm:num_requests_running{engine=\"0\",model_name=\"m\"} "
                      + running.get()
                      + ".0\n"
                      + "vllm:num_requests_waiting{engine=\"0\",model_name=\"m\"} 0.0\n")
                  .getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    metrics.start();
    try {
      Process hook = start(metrics.getAddress().getPort());

      Awaitility.await().atMost(15, TimeUnit.SECONDS).until(() -> scrapes.get() >= 2);
      assertThat(hook.isAlive()).as("one request is still running").isTrue();
      running.set(0);

      assertThat(hook.waitFor(10, TimeUnit.SECONDS)).isTrue();
      assertThat(hook.exitValue()).isZero();
    } finally {
      metrics.stop(0);
    }
  }

  @Test
  void theHookReturnsWhenTheServerDoesNotAnswer() throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    Process hook = start(closedPort);

    assertThat(hook.waitFor(15, TimeUnit.SECONDS)).isTrue();
    assertThat(hook.exitValue()).isZero();
  }

  @Test
  void theOllamaHookWaitsWhileAConnectionToThePortIsOpenThenReturns() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Socket client = new Socket(server.getInetAddress(), server.getLocalPort());
      Socket accepted = server.accept();
      Process hook = start(ServerDrain.ollama(server.getLocalPort()));

      // past the hook's first 2 s and at least one look at the connection table
      assertThat(hook.waitFor(4, TimeUnit.SECONDS)).as("a connection is still open").isFalse();
      client.close();
      accepted.close();

      assertThat(hook.waitFor(10, TimeUnit.SECONDS)).isTrue();
      assertThat(hook.exitValue()).isZero();
    }
  }

  @Test
  void theOllamaHookReturnsWhenNothingIsConnected() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Process hook = start(ServerDrain.ollama(server.getLocalPort()));

      assertThat(hook.waitFor(10, TimeUnit.SECONDS)).isTrue();
      assertThat(hook.exitValue()).isZero();
    }
  }

  /** Runs vLLM's hook script as the container would. */
  private static Process start(int port) throws IOException {
    return start(ServerDrain.vllm(port));
  }

  private static Process start(ServerDrain drain) throws IOException {
    TestTools.require(drain.preStop().getFirst());
    return new ProcessBuilder(drain.preStop())
        .redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
  }
}
