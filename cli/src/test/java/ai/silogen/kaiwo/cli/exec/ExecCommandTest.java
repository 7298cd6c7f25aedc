package ai.silogen.kaiwo.cli.exec;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ExecCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void reportsTheSandboxRefusalInOneLine() {
    String ns = CLUSTER.newNamespace("exec");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("web", 0));

    CliRun run = CLUSTER.cli().run("exec", "service/web", "-n", ns, "--", "ls", "-l");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err().lines().filter(l -> l.startsWith("error: ")))
        .singleElement()
        .asString()
        .contains("exec is not supported by the kaiwo sandbox");
    assertThat(run.err()).doesNotContain("\tat ");
  }

  @Test
  void needsARunningPod() {
    String ns = CLUSTER.newNamespace("exec-none");
    Submitted.submit(
        CLUSTER.cli(), ns, Manifests.gpuJob("queued", 1).replace("gpus: 1", "gpus: 1000"));

    CliRun run = CLUSTER.cli().run("exec", "job/queued", "-n", ns, "--", "ls");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err()).contains("job/queued has no running pod");
  }
}
