package ai.silogen.kaiwo.cli.delete;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class DeleteCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void deletesTheWorkloadAndWhatKaiwoCreatedForIt() {
    String ns = CLUSTER.newNamespace("delete");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("web", 1));

    CliRun run = CLUSTER.cli().run("delete", "service/web", "-n", ns, "--wait");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).isEqualTo("service/web deleted (namespace " + ns + ")\n");
    assertThat(CLUSTER.client().apps().deployments().inNamespace(ns).list().getItems()).isEmpty();
    assertThat(CLUSTER.cli().run("list", "-n", ns, "--all-users").err()).contains("No workloads");
  }

  @Test
  void deletesWhatAManifestSubmitted() {
    String ns = CLUSTER.newNamespace("delete-file");
    String manifests = Manifests.gpuJob("a", 0) + "---\n" + Manifests.service("b", 0);
    Submitted.submit(CLUSTER.cli(), ns, manifests);
    Path file = CLUSTER.cli().file("workloads.yaml", manifests);

    CliRun run = CLUSTER.cli().run("delete", "-f", file.toString(), "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.lines())
        .containsExactly(
            "job/a deleted (namespace " + ns + ")", "service/b deleted (namespace " + ns + ")");
    assertThat(CLUSTER.cli().run("list", "-n", ns, "--all-users").err()).contains("No workloads");
  }

  @Test
  void withoutWorkloadsOrAFileItSaysHowToNameThem() {
    CliRun run = CLUSTER.cli().run("delete");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("nothing to delete");
  }

  @Test
  void failsOnAMissingWorkloadUnlessToldToIgnoreIt() {
    CliRun missing = CLUSTER.cli().run("delete", "job/ghost", "-n", "default");
    CliRun ignored =
        CLUSTER.cli().run("delete", "job/ghost", "-n", "default", "--ignore-not-found");

    assertThat(missing.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(missing.err()).contains("job/ghost not found in namespace default");
    assertThat(ignored.exitCode()).isZero();
  }

  @Test
  void deletesEveryNamedWorkloadAndReportsEachMissingOne() {
    String ns = CLUSTER.newNamespace("delete-missing");
    Submitted.submit(
        CLUSTER.cli(), ns, Manifests.gpuJob("a", 0) + "---\n" + Manifests.service("b", 0));

    CliRun run =
        CLUSTER.cli().run("delete", "job/ghost", "job/a", "service/phantom", "service/b", "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.lines())
        .containsExactly(
            "job/a deleted (namespace " + ns + ")", "service/b deleted (namespace " + ns + ")");
    assertThat(run.err())
        .contains("error: job/ghost not found in namespace " + ns)
        .contains("error: service/phantom not found in namespace " + ns)
        .contains("2 workloads were not found");
    assertThat(CLUSTER.cli().run("list", "-n", ns, "--all-users").err()).contains("No workloads");
  }

  @Test
  void aWaitThatTimesOutSaysSoAfterReportingTheDeletion() {
    String ns = CLUSTER.newNamespace("delete-timeout");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("web", 1));

    CliRun run = CLUSTER.cli().run("delete", "service/web", "-n", ns, "--wait", "--timeout", "1ms");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.out()).isEqualTo("service/web deleted (namespace " + ns + ")\n");
    assertThat(run.err())
        .contains("service/web (namespace " + ns + ") is still being deleted after 1ms")
        .doesNotContain("Timed out waiting");
  }
}
