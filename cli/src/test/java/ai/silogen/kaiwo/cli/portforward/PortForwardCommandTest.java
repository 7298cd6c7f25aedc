package ai.silogen.kaiwo.cli.portforward;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class PortForwardCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static final Pattern FORWARDING =
      Pattern.compile("Forwarding from 127\\.0\\.0\\.1:(\\d+) ");

  @Test
  void forwardsToTheEngineOfASandboxModelPod() throws Exception {
    String ns = CLUSTER.newNamespace("forward");
    Cli cli = CLUSTER.cli();
    Submitted.submitAndWait(cli, ns, Manifests.cpuModel("tiny"));
    StringWriter live = new StringWriter();
    Thread forwarder =
        Thread.ofPlatform()
            .start(() -> cli.withOutput(live).run("port-forward", "model/tiny", ":8000", "-n", ns));
    try {
      await()
          .atMost(Duration.ofSeconds(30))
          .until(() -> FORWARDING.matcher(live.toString()).find());
      Matcher port = FORWARDING.matcher(live.toString());
      assertThat(port.find()).isTrue();

      HttpResponse<String> models =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(
                          URI.create("http://127.0.0.1:" + port.group(1) + "/v1/models"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString());

      assertThat(models.statusCode()).isEqualTo(200);
      assertThat(models.body()).contains("tiny");
    } finally {
      forwarder.interrupt();
      forwarder.join(10_000);
    }
  }

  @Test
  void explainsThatSandboxJobPodsServeNothing() {
    String ns = CLUSTER.newNamespace("forward-job");
    Cli cli = CLUSTER.cli();
    Submitted.submitAndWait(cli, ns, Manifests.service("web", 0));
    Cli sandboxCli = cli.withEnv("KUBECONFIG", CLUSTER.kubeconfig().toString());

    CliRun run = sandboxCli.run("port-forward", "service/web", "8000", "-n", ns);

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err()).contains("runs no process in the sandbox");
  }

  @Test
  void rejectsMalformedPorts() {
    CliRun run = CLUSTER.cli().run("port-forward", "model/x", "80:eighty");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("'80:eighty' is not a port or LOCAL:REMOTE pair");
  }
}
