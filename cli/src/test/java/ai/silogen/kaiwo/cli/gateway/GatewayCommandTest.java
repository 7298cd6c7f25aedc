package ai.silogen.kaiwo.cli.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.io.IOException;
import java.io.StringWriter;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class GatewayCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static final Pattern LISTENING =
      Pattern.compile("Kaiwo gateway listening on 127\\.0\\.0\\.1:(\\d+) ");

  @Test
  void servesTheModelsOfTheClusterUntilStopped() throws Exception {
    String ns = CLUSTER.newNamespace("gateway");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.cpuModel("tiny"));
    StringWriter live = new StringWriter();
    AtomicReference<CliRun> result = new AtomicReference<>();
    Thread gateway =
        Thread.ofPlatform()
            .start(
                () ->
                    result.set(
                        CLUSTER
                            .cli()
                            .withEnv("KAIWO_GATEWAY_AUTOSCALER", "false")
                            .withOutput(live)
                            .run("gateway", "--port", "0", "--host=127.0.0.1", "--namespace", ns)));
    await()
        .atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> LISTENING.matcher(live.toString()).find() || !gateway.isAlive());
    Matcher listening = LISTENING.matcher(live.toString());
    assertThat(listening.find()).as(live + "\n" + result.get()).isTrue();
    int port = Integer.parseInt(listening.group(1));

    CliRun chat =
        CLUSTER.cli().run("chat", "tiny", "hello", "--gateway", "http://127.0.0.1:" + port + "/v1");
    gateway.interrupt();
    gateway.join(30_000);

    assertThat(chat.exitCode()).as(chat.toString()).isZero();
    assertThat(chat.out()).matches("([a-z]{3} )+\\s*");
    assertThat(gateway.isAlive()).isFalse();
    assertThat(listens(port)).isFalse();
  }

  @Test
  void aBadFlagIsAUsageErrorNamingIt() {
    CliRun unknown = CLUSTER.cli().run("gateway", "--no-such-flag=1");
    CliRun badValue = CLUSTER.cli().run("gateway", "--autoscaler-mode", "fastest");

    assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(unknown.err())
        .isEqualTo("error: unknown flag --no-such-flag\nhint: see 'kaiwo gateway --help'\n");
    assertThat(badValue.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(badValue.err())
        .startsWith("error: --autoscaler-mode: invalid value 'fastest': expected kubeai or fast");
  }

  @Test
  void helpListsTheGatewayFlagsWithTheirVariables() {
    CliRun run = CLUSTER.cli().run("gateway", "--help");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("kaiwo gateway --port 8000")
        .contains("Gateway flags")
        .containsPattern(
            "--autoscaler-mode +kubeai or fast \\(fast\\) \\[KAIWO_GATEWAY_AUTOSCALER_MODE]")
        .doesNotContain("usage: kaiwo-gateway");
  }

  private static boolean listens(int port) {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
