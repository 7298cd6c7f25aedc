package ai.silogen.kaiwo.cli.submit;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.TableOutput;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import io.fabric8.kubernetes.api.model.Condition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SubmitWaitTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void followsAJobToCompletionAndExitsZero() {
    String ns = CLUSTER.newNamespace("wait-job");
    Cli cli = CLUSTER.cli();

    CliRun run =
        cli.withStdin(Manifests.gpuJob("train", 8))
            .run("submit", "-f", "-", "-n", ns, "--wait", "--timeout", "3m");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.lines()).first().isEqualTo("job/train created (namespace " + ns + ")");
    assertThat(run.out()).contains("job/train: RUNNING").contains("job/train: COMPLETE");
    assertThat(run.out().indexOf("RUNNING")).isLessThan(run.out().indexOf("COMPLETE"));
    // How it ended, not an earlier condition ("Workload is admitted", "Workload is running").
    assertThat(run.out())
        .containsPattern("(?m)^job/train: COMPLETE \\(Job completed\\) \\[\\d+s]$");
  }

  @Test
  void saysWhyTheJobsPodIsStuckWhileWaiting() {
    String ns = CLUSTER.newNamespace("wait-secret");

    CliRun run = submitAndWait(ns, Manifests.jobNeedingSecret("needs-token"), "10s");

    assertThat(run.exitCode()).as(run.toString()).isNotZero();
    assertThat(run.out())
        .containsPattern(
            "(?m)^job/needs-token: pod needs-token-\\S+: CreateContainerConfigError: secret"
                + " \"hf-token\" not found \\[\\d+s]$");
    CLUSTER.deleteNamespace(ns);
  }

  @Test
  void exitsWithWorkloadFailedWhenTheJobFails() {
    String ns = CLUSTER.newNamespace("wait-fail");
    Cli cli = CLUSTER.cli();

    CliRun run =
        cli.withStdin(Manifests.failingJob("crash"))
            .run("submit", "-f", "-", "-n", ns, "--wait", "--timeout", "3m");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.WORKLOAD_FAILED);
    String why =
        "BackoffLimitExceeded: Job has reached the specified backoff limit; pod crash-\\S+"
            + " container \\S+: Error \\(exit code 1\\)";
    assertThat(run.out()).containsPattern("(?m)^job/crash: FAILED \\(" + why + "\\) \\[\\d+s]$");
    assertThat(run.err())
        .containsPattern("(?m)^error: job/crash ended FAILED: " + why + "$")
        .contains("hint: see why with 'kaiwo describe job/crash' and 'kaiwo logs job/crash'");
  }

  @Test
  void followsAServiceUntilItRuns() {
    String ns = CLUSTER.newNamespace("wait-svc");

    CliRun run = submitAndWait(ns, Manifests.service("web", 1), "3m");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.lines()).last().asString().matches("service/web: (RUNNING|READY).*");
  }

  @Test
  void aServingModelWhoseNewSpecCannotStartIsUpdatingNotReadyAndSaysWhy() {
    String ns = CLUSTER.newNamespace("wait-rollout");
    String model = Manifests.embeddingModel("embed");
    assertThat(submitAndWait(ns, model, "3m").exitCode()).isZero();

    // Sixteen GPUs per replica: no node has as many, so the new pod stays Pending.
    CliRun run = submitAndWait(ns, model.replace("cpu:1", "amd-gpu-mi300x:16"), "10s");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err()).contains("gave up waiting");
    assertThat(run.out())
        .contains(
            "model/embed: UPDATING (0 of 1 updated replicas ready; 1 old replica still serving")
        .contains(": Unschedulable: ")
        .doesNotContain("READY");
    Condition ready =
        Conditions.find(
                CLUSTER
                    .client()
                    .resources(Model.class)
                    .inNamespace(ns)
                    .withName("embed")
                    .get()
                    .getStatus()
                    .getConditions(),
                "Ready")
            .orElseThrow();
    assertThat(ready.getStatus()).isEqualTo("False");
    assertThat(ready.getReason()).isEqualTo("RolloutStuck");
    assertThat(ready.getMessage())
        .startsWith("0 of 1 updated replicas ready; 1 old replica still serving; pod model-embed-")
        .contains(": Unschedulable: ");
    CliRun describe = CLUSTER.cli().run("describe", "model/embed", "-n", ns);
    assertThat(describe.exitCode()).as(describe.toString()).isZero();
    assertThat(describe.out()).contains("Status:     UPDATING").contains("RolloutStuck");
    CliRun list = CLUSTER.cli().run("list", "models", "-n", ns, "--all-users");
    assertThat(TableOutput.row(list.out(), "NAME", "model/embed"))
        .containsEntry("STATUS", "UPDATING");
    CLUSTER.deleteNamespace(ns);
  }

  @Test
  void givesUpAfterTheTimeout() {
    String ns = CLUSTER.newNamespace("wait-timeout");

    CliRun run =
        CLUSTER
            .cli()
            .withStdin(
                Manifests.gpuJob("slow", 1)
                    .replace(
                        "name: slow",
                        "name: slow\n  annotations: {sandbox.kaiwo.silogen.ai/run-seconds: \"-1\"}"))
            .run("submit", "-f", "-", "-n", ns, "--wait", "--timeout", "1s");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err()).contains("gave up waiting; the workloads keep running");
  }

  private static CliRun submitAndWait(String namespace, String manifest, String timeout) {
    return CLUSTER
        .cli()
        .withStdin(manifest)
        .run("submit", "-f", "-", "-n", namespace, "--wait", "--timeout", timeout);
  }
}
