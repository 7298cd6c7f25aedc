package ai.silogen.kaiwo.cli.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SandboxDiscoveryTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void usesARunningSandboxWhenNothingElseIsConfiguredAndSaysSo() throws IOException {
    Cli cli = Cli.inTemporaryHome();
    cli.file(".kaiwo/sandbox/kubeconfig", Files.readString(CLUSTER.kubeconfig()));

    CliRun run = cli.run("list", "-A", "--all-users");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.err())
        .startsWith("kaiwo: using the sandbox at " + CLUSTER.localCluster().sandbox().masterUrl());
  }

  @Test
  void saysWhenTheSandboxIsGone() {
    Cli cli = Cli.inTemporaryHome();
    cli.file(
        ".kaiwo/sandbox/kubeconfig",
        """
        apiVersion: v1
        kind: Config
        clusters: [{name: kaiwo-sandbox, cluster: {server: "http://127.0.0.1:1"}}]
        users: [{name: kaiwo-sandbox, user: {}}]
        contexts: [{name: kaiwo-sandbox, context: {cluster: kaiwo-sandbox, user: kaiwo-sandbox}}]
        current-context: kaiwo-sandbox
        """);

    CliRun run = cli.run("list");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains("error: the sandbox is not running")
        .contains("hint: start it with 'kaiwo sandbox --background'");
  }
}
