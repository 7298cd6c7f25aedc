package ai.silogen.kaiwo.cli.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SandboxReachTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static final Path DEFAULT = Path.of("/home/me/.kaiwo/sandbox/kubeconfig");
  private static final Path CUSTOM = Path.of("/tmp/sb/kubeconfig");

  @Test
  void atTheDefaultKubeconfigKaiwoCommandsFindIt() {
    SandboxReach reach = new SandboxReach(DEFAULT, DEFAULT, Optional.empty());

    assertThat(reach.lines())
        .containsExactly(
            "kaiwo commands find it by themselves; for kubectl and other tools run:",
            "  export KUBECONFIG=" + DEFAULT);
    assertThat(reach.stopCommand()).isEqualTo("kaiwo sandbox --stop");
  }

  @Test
  void withItsOwnKubeconfigKaiwoCommandsMustBeToldWhereItIs() {
    SandboxReach reach = new SandboxReach(CUSTOM, DEFAULT, Optional.empty());

    assertThat(reach.lines())
        .containsExactly(
            "kaiwo commands look for a sandbox only at "
                + DEFAULT
                + "; for kaiwo (or pass --kubeconfig /tmp/sb/kubeconfig), kubectl and other"
                + " tools run:",
            "  export KUBECONFIG=/tmp/sb/kubeconfig");
    assertThat(reach.stopCommand()).isEqualTo("kaiwo sandbox --stop --kubeconfig " + CUSTOM);
  }

  @Test
  void kaiwoCommandsReachASandboxWithItsOwnKubeconfigOnlyAsTheBannerSays() {
    Cli cli = Cli.inTemporaryHome();
    Path lookedFor = cli.home().resolve(".kaiwo/sandbox/kubeconfig");
    List<String> banner =
        new SandboxReach(CLUSTER.kubeconfig(), lookedFor, Optional.empty()).lines();
    String export = banner.get(1).strip();

    CliRun byThemselves = cli.run("list", "-A");
    CliRun asTold =
        cli.withEnv("KUBECONFIG", export.substring("export KUBECONFIG=".length()))
            .run("list", "-A");

    assertThat(byThemselves.exitCode()).as(byThemselves.toString()).isNotZero();
    assertThat(banner.get(0)).doesNotContain("find it by themselves");
    assertThat(asTold.exitCode()).as(asTold.toString()).isZero();
  }

  @Test
  void aSetKubeconfigVariableComesBeforeTheSandbox() {
    SandboxReach elsewhere = new SandboxReach(DEFAULT, DEFAULT, Optional.of("/home/me/.kube/prod"));
    SandboxReach here = new SandboxReach(DEFAULT, DEFAULT, Optional.of(DEFAULT.toString()));

    assertThat(elsewhere.lines())
        .first()
        .isEqualTo(
            "kaiwo commands use $KUBECONFIG (/home/me/.kube/prod) before a running sandbox; for"
                + " kaiwo, kubectl and other tools run:");
    assertThat(here.lines()).first().asString().startsWith("kaiwo commands find it by themselves");
  }
}
