package ai.silogen.kaiwo.cli.monitor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TableOutput;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.api.model.Pod;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class MonitorCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void showsTheUtilisationOfTheWorkloadsGpusFromTheExporter() throws IOException {
    String ns = CLUSTER.newNamespace("monitor");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("web", 2));
    Pod pod = CLUSTER.client().pods().inNamespace(ns).list().getItems().get(0);
    String pod0 = pod.getMetadata().getName();
    HttpServer exporter =
        exporter(
            """
            gpu_gfx_activity{gpu_id="0",pod="%1$s",namespace="%2$s"} 80
            gpu_gfx_activity{gpu_id="1",pod="%1$s",namespace="%2$s"} 40
            gpu_gfx_activity{gpu_id="2",pod="%1$s",namespace="elsewhere"} 5
            gpu_gfx_activity{gpu_id="3",pod="someone-else",namespace="%2$s"} 5
            """
                .formatted(pod0, ns));
    try {
      String url = "http://127.0.0.1:" + exporter.getAddress().getPort() + "/metrics";
      CliRun run = CLUSTER.cli().run("monitor", "service/web", "-n", ns, "--metrics-url", url);

      assertThat(run.exitCode()).as(run.toString()).isZero();
      assertThat(TableOutput.parse(run.out().split("\nservice/web")[0]))
          .extracting(
              r ->
                  r.get("POD")
                      + " "
                      + r.get("NODE")
                      + " "
                      + r.get("GPU")
                      + " "
                      + r.get("UTILIZATION"))
          .containsExactly(
              pod0 + " " + pod.getSpec().getNodeName() + " 0 80.0%",
              pod0 + " " + pod.getSpec().getNodeName() + " 1 40.0%");
      assertThat(run.out()).contains("service/web: 2 GPU(s), average 60.0%");
    } finally {
      exporter.stop(0);
    }
  }

  @Test
  void readsTheSandboxsSimulatedExporterWhenNoUrlIsGiven() {
    String ns = CLUSTER.newNamespace("monitor-sandbox");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("busy", 2));

    CliRun run = CLUSTER.cli().run("monitor", "service/busy", "-n", ns);
    // The test cluster's 16 AMD GPUs are shared by every test class of the run.
    CLUSTER.cli().run("delete", "service/busy", "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    List<Map<String, String>> rows = TableOutput.parse(run.out().split("\nservice/busy")[0]);
    assertThat(rows).extracting(r -> r.get("GPU")).containsExactly("0", "1");
    assertThat(rows)
        .extracting(r -> Double.parseDouble(r.get("UTILIZATION").replace("%", "")))
        .allSatisfy(percent -> assertThat(percent).isBetween(40.0, 100.0));
  }

  @Test
  void explainsWhereMetricsComeFromWhenNoneAreConfigured() throws IOException {
    // The same cluster through a kubeconfig with no sandbox files beside it, as for a real cluster.
    Path elsewhere = Files.createTempDirectory("kaiwo-monitor").resolve("kubeconfig");
    Files.copy(CLUSTER.kubeconfig(), elsewhere);
    String ns = CLUSTER.newNamespace("monitor-none");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("web", 0));

    CliRun run =
        CLUSTER
            .cli()
            .withEnv("KUBECONFIG", elsewhere.toString())
            .run("monitor", "service/web", "-n", ns);

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains("error: no GPU metrics source")
        .contains("hint: pass --metrics-url (or set KAIWO_METRICS_URL)");
  }

  @Test
  void theSandboxsOperatorMarksAJobWhoseGpuIsIdle() {
    String ns = CLUSTER.newNamespace("monitor-idle");
    Submitted.submit(
        CLUSTER.cli(),
        ns,
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata:
          name: idle
          annotations:
            sandbox.kaiwo.silogen.ai/run-seconds: "-1"
            sandbox.kaiwo.silogen.ai/gpu-utilization: "0"
        spec:
          gpus: 1
          image: busybox
          entrypoint: sleep infinity
        """);
    try {
      await()
          .atMost(Duration.ofSeconds(60))
          .pollInterval(Duration.ofMillis(500))
          .until(
              () -> CLUSTER.cli().run("describe", "job/idle", "-n", ns).out(),
              out -> out.contains("ResourceUnderutilization"));
      CliRun describe = CLUSTER.cli().run("describe", "job/idle", "-n", ns);

      assertThat(describe.out())
          .containsPattern("ResourceUnderutilization +True +GpuUtilizationLow")
          .contains("1 of 1 GPU below 1% utilization: pod idle-");
    } finally {
      // The test cluster's 16 AMD GPUs are shared by every test class of the run.
      CLUSTER.cli().run("delete", "job/idle", "-n", ns);
    }
  }

  private static HttpServer exporter(String body) throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/metrics",
        exchange -> {
          byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, bytes.length);
          exchange.getResponseBody().write(bytes);
          exchange.close();
        });
    server.start();
    return server;
  }
}
