package ai.silogen.kaiwo.cli.logs;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class LogsCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static String ns;

  @BeforeAll
  static void runAJob() {
    ns = CLUSTER.newNamespace("logs");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.gpuJob("train", 1));
  }

  @Test
  void printsTheLogOfTheJobsContainer() {
    CliRun run = CLUSTER.cli().run("logs", "job/train", "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).contains("echo start").contains("container exited with code 0");
    assertThat(run.out()).doesNotContain("[train-");
  }

  @Test
  void tailsAndFollowsUntilTheContainerHasEnded() {
    Cli cli = CLUSTER.cli();
    CliRun tail = cli.run("logs", "job/train", "-n", ns, "--tail", "1");
    CliRun follow = cli.run("logs", "job/train", "-n", ns, "-f");

    assertThat(tail.lines()).hasSize(1).first().asString().contains("container exited with code 0");
    assertThat(follow.exitCode()).as(follow.toString()).isZero();
    assertThat(follow.out()).contains("container exited with code 0");
  }

  @Test
  void followWaitsForThePodsOfAJustSubmittedJob() {
    String fresh = CLUSTER.newNamespace("logs-fresh");
    Cli cli = CLUSTER.cli();
    Submitted.submit(cli, fresh, Manifests.gpuJob("later", 1));

    CliRun run = cli.run("logs", "job/later", "-n", fresh, "-f");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).contains("container exited with code 0");
  }

  @Test
  void namesThePodsWhenTheChosenOneIsNotThere() {
    CliRun run = CLUSTER.cli().run("logs", "job/train", "-n", ns, "--pod", "nope");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains("pod nope is not a pod of job/train")
        .contains("its pods: train-");
  }
}
