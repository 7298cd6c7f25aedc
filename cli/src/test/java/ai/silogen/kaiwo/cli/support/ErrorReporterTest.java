package ai.silogen.kaiwo.cli.support;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** How errors of the API server reach the user, end to end. */
class ErrorReporterTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void aMissingNamespaceIsNotTakenForMissingCrds() {
    CliRun run =
        CLUSTER
            .cli()
            .withStdin(Manifests.gpuJob("lost", 1))
            .run("submit", "-f", "-", "-n", "team-missing");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains("error: namespaces \"team-missing\" not found")
        .contains("hint: create it with 'kubectl create namespace team-missing'")
        .doesNotContain("CRD");
  }
}
