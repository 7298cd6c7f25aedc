package ai.silogen.kaiwo.cli.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

  /** A home with a running sandbox and a ~/.kube/config whose cluster cannot be reached. */
  private static Cli withSandboxAndUnreachableHomeCluster() throws IOException {
    Cli cli = Cli.inTemporaryHome();
    cli.file(".kaiwo/sandbox/kubeconfig", Files.readString(CLUSTER.kubeconfig()));
    cli.file(
        ".kube/config",
        """
        apiVersion: v1
        kind: Config
        clusters: [{name: prod, cluster: {server: "https://127.0.0.1:1"}}]
        users: [{name: prod, user: {}}]
        contexts: [{name: prod, context: {cluster: prod, user: prod}}]
        current-context: prod
        """);
    return cli;
  }

  @Test
  void aRunningSandboxComesBeforeTheHomeKubeconfigAndSaysHowToUseThatInstead() throws IOException {
    Cli cli = withSandboxAndUnreachableHomeCluster();
    Path home = cli.home().resolve(".kube/config");

    CliRun run = cli.run("list", "-A", "--all-users");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.err())
        .startsWith(
            "kaiwo: using the sandbox at "
                + CLUSTER.localCluster().sandbox().masterUrl()
                + " (not "
                + home
                + "; --kubeconfig "
                + home
                + " uses that)");
  }

  @Test
  void anUnreachableClusterIsNamedWithItsKubeconfigAndTheRunningSandboxOffered()
      throws IOException {
    Cli cli = withSandboxAndUnreachableHomeCluster();
    Path home = cli.home().resolve(".kube/config");

    CliRun run = cli.run("list", "--kubeconfig", home.toString());

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains(
            "error: cannot reach the Kubernetes API server https://127.0.0.1:1 (context prod of "
                + home
                + ", from --kubeconfig): connection refused\n")
        .contains("hint: a kaiwo sandbox is running; to use it, drop --kubeconfig");
  }

  @Test
  void anUnknownContextIsAUsageErrorListingTheContexts() throws IOException {
    CliRun explicit = CLUSTER.cli().run("list", "--context", "nope");
    CliRun sandboxFirst = withSandboxAndUnreachableHomeCluster().run("list", "--context", "prod");

    assertThat(explicit.exitCode()).as(explicit.toString()).isEqualTo(ExitCodes.USAGE);
    assertThat(explicit.err())
        .contains("error: context \"nope\" not found in " + CLUSTER.kubeconfig())
        .contains("hint: its contexts: kaiwo-sandbox\n");
    assertThat(sandboxFirst.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(sandboxFirst.err())
        .contains("a running sandbox comes before")
        .contains("pass --kubeconfig");
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
