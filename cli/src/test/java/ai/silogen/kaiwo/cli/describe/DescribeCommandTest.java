package ai.silogen.kaiwo.cli.describe;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TableOutput;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.time.Duration;
import java.util.Map;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class DescribeCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void showsStatusChildrenPodsNodesAndEventsOfACompletedJob() {
    String ns = CLUSTER.newNamespace("describe");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.gpuJob("train", 8));

    CliRun run = CLUSTER.cli().run("describe", "job/train", "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out())
        .contains("Name:       job/train")
        .contains("Status:     COMPLETE")
        .contains("User:       alice@example.com")
        .contains("GPUs:       8");
    Map<String, String> job =
        TableOutput.row(TableOutput.section(run.out(), "Created objects"), "KIND", "Job");
    assertThat(job).containsEntry("NAME", "train").containsEntry("STATE", "Complete");
    Map<String, String> pod = TableOutput.parse(TableOutput.section(run.out(), "Pods")).get(0);
    assertThat(pod.get("PHASE")).isEqualTo("Succeeded");
    assertThat(pod.get("NODE")).startsWith("mi300x-");
    assertThat(pod.get("GPU MODEL")).isEqualTo("AMD_Instinct_MI300X_OAM");
    assertThat(TableOutput.parse(TableOutput.section(run.out(), "Conditions")))
        .extracting(row -> row.get("TYPE"))
        .isNotEmpty();
    assertThat(TableOutput.section(run.out(), "Events")).contains("Job/train").contains("Pod/");
  }

  @Test
  void aFailedJobShowsWhyInItsConditionsChildrenAndPods() {
    String ns = CLUSTER.newNamespace("describe-failed");
    CliRun submitted =
        CLUSTER
            .cli()
            .withStdin(Manifests.failingJob("crash"))
            .run("submit", "-f", "-", "-n", ns, "--wait", "--timeout", "3m");
    assertThat(submitted.exitCode()).as(submitted.toString()).isEqualTo(ExitCodes.WORKLOAD_FAILED);

    CliRun run = CLUSTER.cli().run("describe", "job/crash", "-n", ns);

    assertThat(run.out()).contains("Status:     FAILED");
    Map<String, String> finished =
        TableOutput.row(TableOutput.section(run.out(), "Conditions"), "TYPE", "Finished");
    assertThat(finished)
        .containsEntry("STATUS", "True")
        .containsEntry("REASON", "BackoffLimitExceeded");
    assertThat(finished.get("MESSAGE"))
        .startsWith("Job has reached the specified backoff limit; pod crash-")
        .endsWith(": Error (exit code 1)");
    assertThat(TableOutput.row(TableOutput.section(run.out(), "Created objects"), "KIND", "Job"))
        .containsEntry("STATE", "Failed: BackoffLimitExceeded");
    assertThat(TableOutput.parse(TableOutput.section(run.out(), "Pods")))
        .singleElement()
        .satisfies(
            pod ->
                assertThat(pod)
                    .containsEntry("PHASE", "Failed")
                    .containsEntry("REASON", "Error (exit code 1)"));
    assertThat(TableOutput.section(run.out(), "Events"))
        .contains("WorkloadFailed")
        .contains("BackoffLimitExceeded: Job has reached the specified backoff limit");
  }

  @Test
  void aCompletedJobsConditionsSayItEndedNotThatItRuns() {
    String ns = CLUSTER.newNamespace("describe-ended");
    String job =
        Manifests.gpuJob("timed", 0)
            .replace("spec:\n", "spec:\n  duration: 1h\n")
            .replace(
                "name: timed",
                "name: timed\n  annotations: {sandbox.kaiwo.silogen.ai/run-seconds: \"4\"}");
    Submitted.submit(CLUSTER.cli(), ns, job);
    // While it runs, the preemption sweep says it may not be preempted yet.
    Awaitility.await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () ->
                assertThat(conditions(ns, "timed"))
                    .contains("Workload is running and the duration has not been exceeded"));
    Awaitility.await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () ->
                assertThat(CLUSTER.cli().run("describe", "job/timed", "-n", ns).out())
                    .contains("Status:     COMPLETE"));

    String conditions = conditions(ns, "timed");
    assertThat(TableOutput.row(conditions, "TYPE", "Finished"))
        .containsEntry("STATUS", "True")
        .containsEntry("MESSAGE", "Job completed");
    assertThat(TableOutput.row(conditions, "TYPE", "Preemptable"))
        .containsEntry("STATUS", "False")
        .containsEntry("REASON", "WorkloadEnded");
    assertThat(conditions).doesNotContain("Workload is running");
  }

  private static String conditions(String namespace, String job) {
    CliRun run = CLUSTER.cli().run("describe", "job/" + job, "-n", namespace);
    return TableOutput.section(run.out(), "Conditions");
  }

  @Test
  void showsAModelsReplicasAndItsPodsWithoutAnEmptyChildrenSection() {
    String ns = CLUSTER.newNamespace("describe-model");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.cpuModel("tiny"));

    CliRun run = CLUSTER.cli().run("describe", "model/tiny", "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out())
        .contains("Name:       model/tiny")
        .contains("Engine:     VLLM")
        .contains("Replicas:   1 ready of 1 (min 1, max -)")
        .doesNotContain("Created objects")
        .doesNotContain("Adapters:");
    Map<String, String> pod = TableOutput.parse(TableOutput.section(run.out(), "Pods")).get(0);
    assertThat(pod.get("NAME")).startsWith("model-tiny-");
    assertThat(pod.get("READY")).isEqualTo("1/1");
  }

  @Test
  void showsAModelsAdaptersAndWhichPodsHaveThemLoaded() {
    String ns = CLUSTER.newNamespace("describe-adapters");
    String model =
        Manifests.cpuModel("lora")
            + "  adapters:\n"
            + "    - {name: sql, url: hf://example/sql-lora}\n"
            + "    - {name: colorist, url: hf://example/colorist-lora}\n";
    Submitted.submitAndWait(CLUSTER.cli(), ns, model);

    Awaitility.await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () -> {
              CliRun run = CLUSTER.cli().run("describe", "model/lora", "-n", ns);
              assertThat(run.out()).contains("Adapters:   sql, colorist");
              assertThat(TableOutput.parse(TableOutput.section(run.out(), "Pods")))
                  .singleElement()
                  .satisfies(pod -> assertThat(pod).containsEntry("ADAPTERS", "colorist,sql"));
            });
  }

  @Test
  void aPodWaitingForAMissingSecretShowsWhyInItsReasonAndEvents() {
    String ns = CLUSTER.newNamespace("describe-secret");
    String job = Manifests.jobNeedingSecret("needs-token");
    CliRun submitted = CLUSTER.cli().withStdin(job).run("submit", "-f", "-", "-n", ns);
    assertThat(submitted.exitCode()).as(submitted.toString()).isZero();

    Awaitility.await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () -> {
              CliRun run = CLUSTER.cli().run("describe", "job/needs-token", "-n", ns);
              assertThat(TableOutput.parse(TableOutput.section(run.out(), "Pods")))
                  .singleElement()
                  .satisfies(
                      pod ->
                          assertThat(pod)
                              .containsEntry("PHASE", "Pending")
                              .containsEntry("REASON", "CreateContainerConfigError"));
              assertThat(TableOutput.section(run.out(), "Events"))
                  .contains("Error: secret \"hf-token\" not found");
            });
    CLUSTER.deleteNamespace(ns);
  }

  @Test
  void aPodThatIsFinishingItsWorkBeforeItGoesShowsTerminating() {
    String ns = CLUSTER.newNamespace("describe-terminating");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.cpuModel("leaving"));
    String pod =
        CLUSTER.client().pods().inNamespace(ns).list().getItems().get(0).getMetadata().getName();
    // A finalizer holds the deleted pod, as a replica draining its requests would be held.
    CLUSTER
        .client()
        .pods()
        .inNamespace(ns)
        .withName(pod)
        .edit(
            p ->
                new PodBuilder(p)
                    .editMetadata()
                    .addToFinalizers("test.kaiwo/hold")
                    .endMetadata()
                    .build());
    CLUSTER.client().pods().inNamespace(ns).withName(pod).delete();

    CliRun run = CLUSTER.cli().run("describe", "model/leaving", "-n", ns);

    assertThat(TableOutput.parse(TableOutput.section(run.out(), "Pods")))
        .filteredOn(row -> row.get("NAME").equals(pod))
        .singleElement()
        .satisfies(row -> assertThat(row).containsEntry("REASON", "Terminating"));
    CLUSTER
        .client()
        .pods()
        .inNamespace(ns)
        .withName(pod)
        .edit(p -> new PodBuilder(p).editMetadata().withFinalizers().endMetadata().build());
  }

  @Test
  void aPodTheSchedulerCannotPlaceIsListedWithoutANodeAndTheEventsFollow() {
    String ns = CLUSTER.newNamespace("describe-unplaced");
    String model =
        """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: huge}
        spec:
          features: [TextGeneration]
          url: hf://meta-llama/Llama-3.1-405B
          engine: VLLM
          resourceProfile: "amd-gpu-mi300x:16"
          minReplicas: 1
        """;
    CliRun submitted = CLUSTER.cli().withStdin(model).run("submit", "-f", "-", "-n", ns);
    assertThat(submitted.exitCode()).as(submitted.toString()).isZero();

    Awaitility.await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () -> {
              CliRun run = CLUSTER.cli().run("describe", "model/huge", "-n", ns);
              assertThat(run.exitCode()).as(run.toString()).isZero();
              assertThat(TableOutput.parse(TableOutput.section(run.out(), "Pods")))
                  .singleElement()
                  .satisfies(
                      pod ->
                          assertThat(pod)
                              .containsEntry("PHASE", "Pending")
                              .containsEntry("NODE", "<none>")
                              .hasEntrySatisfying(
                                  "REASON", reason -> assertThat(reason).contains("Insufficient")));
              assertThat(TableOutput.section(run.out(), "Events")).contains("FailedScheduling");
            });
    CLUSTER.deleteNamespace(ns);
  }

  @Test
  void saysWhereItLookedForAMissingWorkload() {
    CliRun run = CLUSTER.cli().run("describe", "service/nothing", "-n", "default");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .startsWith("error: service/nothing not found in namespace default\n")
        .contains("hint: list what exists with 'kaiwo list services -n default'");
  }

  @Test
  void rejectsAReferenceWithoutKind() {
    CliRun run = CLUSTER.cli().run("describe", "train");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("'train' is not <kind>/<name>");
  }
}
