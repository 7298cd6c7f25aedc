package ai.silogen.kaiwo.operator.modelserving.pods;

import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.build;
import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.server;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.model;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.testing.TestTools;
import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.api.model.Pod;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/** vLLM's pods wait for their requests in flight before SIGTERM; the hook script is run here. */
class ServerDrainTest {

  @Test
  void vllmPodsGetThePreStopHookAndALongerGracePeriod() throws Exception {
    Pod pod = build(vllm("hf://org/model", "cpu:1")).pod();

    assertThat(pod.getSpec().getTerminationGracePeriodSeconds()).isEqualTo(120L);
    assertThat(server(pod).getLifecycle().getPreStop().getExec().getCommand())
        .isEqualTo(ServerDrain.vllm(8000).preStop());
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

  /** Runs the hook's script as the container would. */
  private static Process start(int port) throws IOException {
    TestTools.require("python3");
    return new ProcessBuilder(ServerDrain.vllm(port).preStop())
        .redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
  }
}
