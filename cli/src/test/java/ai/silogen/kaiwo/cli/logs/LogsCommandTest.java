package ai.silogen.kaiwo.cli.logs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.time.Duration;
import java.util.List;
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
  void saysAtOnceThatTheFinishedJobsPodsAreGoneInsteadOfWaitingForThem() {
    String gone = CLUSTER.newNamespace("logs-gone");
    Cli cli = CLUSTER.cli();
    Submitted.submitAndWait(cli, gone, Manifests.gpuJob("done", 1));
    CLUSTER.client().pods().inNamespace(gone).withGracePeriod(0).delete();
    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> CLUSTER.client().pods().inNamespace(gone).list().getItems().isEmpty());

    CliRun plain = cli.run("logs", "job/done", "-n", gone);
    CliRun follow = cli.run("logs", "job/done", "-n", gone, "-f", "--wait-for-pods", "10s");

    for (CliRun run : List.of(plain, follow)) {
      assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
      assertThat(run.err())
          .contains("error: job/done has ended (COMPLETE) and its pods are gone")
          .contains("hint: 'kaiwo describe job/done' shows how it ended")
          .doesNotContain("-f")
          .doesNotContain("waiting for the pods");
    }
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
