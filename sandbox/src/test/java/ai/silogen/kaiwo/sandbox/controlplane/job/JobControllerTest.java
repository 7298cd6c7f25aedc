package ai.silogen.kaiwo.sandbox.controlplane.job;

import static ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kubelet.RunPlan;
import ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The job controller together with scheduler and kubelet, against the mock API server. */
class JobControllerTest {

  private static ControlPlaneCluster cluster;

  @BeforeAll
  static void start() {
    cluster = new ControlPlaneCluster(Duration.ofMillis(200));
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void jobRunsToCompletion() {
    String ns = cluster.newNamespace();
    Job job =
        Workloads.job(
                ns,
                "train",
                Workloads.template("train", Workloads.spec("Never", "amd.com/gpu", "8"), Map.of()),
                0)
            .build();
    cluster.client().resource(job).create();

    eventually()
        .untilAsserted(
            () ->
                assertThat(conditionTypes(get(ns, "train")))
                    .containsExactly("SuccessCriteriaMet", "Complete"));
    Job done = get(ns, "train");
    assertThat(done.getStatus().getSucceeded()).isEqualTo(1);
    assertThat(done.getStatus().getActive()).isNull();
    assertThat(done.getStatus().getStartTime()).isNotNull();
    assertThat(done.getStatus().getCompletionTime()).isNotNull();
    List<Pod> pods = pods(ns, done);
    assertThat(pods).hasSize(1);
    Pod pod = pods.get(0);
    assertThat(pod.getMetadata().getName()).matches("train-[a-z0-9]{5}");
    assertThat(pod.getMetadata().getLabels())
        .containsEntry("batch.kubernetes.io/job-name", "train")
        .containsEntry("job-name", "train")
        .containsEntry("controller-uid", done.getMetadata().getUid());
    assertThat(pod.getMetadata().getOwnerReferences().get(0).getBlockOwnerDeletion()).isTrue();
    assertThat(pod.getStatus().getPhase()).isEqualTo("Succeeded");
    assertThat(pod.getSpec().getNodeName()).startsWith("mi300x-");
    eventually()
        .untilAsserted(
            () ->
                assertThat(cluster.eventReasons(ns, "train"))
                    .contains("SuccessfulCreate", "Completed"));
  }

  @Test
  void exitCodeAnnotationFailsTheJobAtBackoffLimitZero() {
    String ns = cluster.newNamespace();
    Job job =
        Workloads.job(
                ns,
                "crash",
                Workloads.template(
                    "crash", Workloads.spec("Never"), Map.of(RunPlan.EXIT_CODE, "3")),
                0)
            .build();
    cluster.client().resource(job).create();

    eventually()
        .untilAsserted(
            () ->
                assertThat(conditionTypes(get(ns, "crash")))
                    .containsExactly("FailureTarget", "Failed"));
    Job failed = get(ns, "crash");
    JobCondition condition = failed.getStatus().getConditions().get(1);
    assertThat(condition.getReason()).isEqualTo("BackoffLimitExceeded");
    assertThat(failed.getStatus().getFailed()).isEqualTo(1);
    Pod pod = pods(ns, failed).get(0);
    assertThat(pod.getStatus().getPhase()).isEqualTo("Failed");
    assertThat(
            pod.getStatus().getContainerStatuses().get(0).getState().getTerminated().getExitCode())
        .isEqualTo(3);
    eventually()
        .untilAsserted(
            () -> assertThat(cluster.eventReasons(ns, "crash")).contains("BackoffLimitExceeded"));
  }

  @Test
  void suspendedJobCreatesNoPodsUntilResumed() throws InterruptedException {
    String ns = cluster.newNamespace();
    Job job =
        Workloads.job(
                ns,
                "queued",
                Workloads.template(
                    "queued", Workloads.spec("Never"), Map.of(RunPlan.RUN_SECONDS, "-1")),
                0)
            .editSpec()
            .withSuspend(true)
            .endSpec()
            .build();
    cluster.client().resource(job).create();

    eventually()
        .untilAsserted(
            () -> assertThat(conditionTypes(get(ns, "queued"))).containsExactly("Suspended"));
    assertThat(get(ns, "queued").getStatus().getStartTime()).isNull();
    assertThat(cluster.client().pods().inNamespace(ns).list().getItems()).isEmpty();

    setSuspend(ns, "queued", false);
    eventually()
        .untilAsserted(
            () -> {
              Job resumed = get(ns, "queued");
              assertThat(resumed.getStatus().getConditions().get(0).getStatus()).isEqualTo("False");
              assertThat(resumed.getStatus().getConditions().get(0).getReason())
                  .isEqualTo("JobResumed");
              assertThat(resumed.getStatus().getReady()).isEqualTo(1);
              assertThat(resumed.getStatus().getStartTime()).isNotNull();
            });

    setSuspend(ns, "queued", true);
    eventually()
        .untilAsserted(
            () -> {
              Job suspended = get(ns, "queued");
              assertThat(suspended.getStatus().getConditions().get(0).getReason())
                  .isEqualTo("JobSuspended");
              assertThat(suspended.getStatus().getActive()).isNull();
              assertThat(cluster.client().pods().inNamespace(ns).list().getItems()).isEmpty();
            });
    eventually()
        .untilAsserted(
            () ->
                assertThat(cluster.eventReasons(ns, "queued"))
                    .contains("Suspended", "Resumed", "SuccessfulDelete"));
  }

  @Test
  void finishedJobIsDeletedAfterItsTtl() {
    String ns = cluster.newNamespace();
    Job job =
        Workloads.job(
                ns,
                "short-lived",
                Workloads.template("short", Workloads.spec("Never"), Map.of()),
                0)
            .editSpec()
            .withTtlSecondsAfterFinished(1)
            .endSpec()
            .build();
    cluster.client().resource(job).create();

    // The job can complete and go within one poll on a loaded machine: check its completion by the
    // event it leaves behind rather than by catching the Complete condition in flight.
    eventually()
        .untilAsserted(
            () ->
                assertThat(
                        cluster
                            .client()
                            .batch()
                            .v1()
                            .jobs()
                            .inNamespace(ns)
                            .withName("short-lived")
                            .get())
                    .isNull());
    assertThat(cluster.eventReasons(ns, "short-lived")).contains("Completed");
  }

  @Test
  void parallelJobRunsUpToParallelismUntilAllCompletionsSucceed() {
    String ns = cluster.newNamespace();
    Job job =
        Workloads.job(
                ns, "sweep", Workloads.template("sweep", Workloads.spec("Never"), Map.of()), 0)
            .editSpec()
            .withCompletions(3)
            .withParallelism(2)
            .endSpec()
            .build();
    cluster.client().resource(job).create();

    eventually()
        .untilAsserted(() -> assertThat(conditionTypes(get(ns, "sweep"))).contains("Complete"));
    Job done = get(ns, "sweep");
    assertThat(done.getStatus().getSucceeded()).isEqualTo(3);
    assertThat(pods(ns, done))
        .hasSize(3)
        .allMatch(p -> p.getStatus().getPhase().equals("Succeeded"));
  }

  @Test
  void indexedJobPodsGetTheirIndexHostnameAndTheTemplatesSubdomain() {
    String ns = cluster.newNamespace();
    Job job =
        Workloads.job(
                ns, "ranks", Workloads.template("ranks", Workloads.spec("Never"), Map.of()), 0)
            .editSpec()
            .withCompletionMode("Indexed")
            .withCompletions(2)
            .withParallelism(2)
            .editTemplate()
            .editSpec()
            .withSubdomain("ranks")
            .endSpec()
            .endTemplate()
            .endSpec()
            .build();
    cluster.client().resource(job).create();

    eventually()
        .untilAsserted(() -> assertThat(conditionTypes(get(ns, "ranks"))).contains("Complete"));
    Job done = get(ns, "ranks");
    assertThat(done.getStatus().getCompletedIndexes()).isEqualTo("0,1");
    List<Pod> pods = pods(ns, done);
    assertThat(pods).hasSize(2);
    for (Pod pod : pods) {
      String index = pod.getMetadata().getAnnotations().get(CompletionIndexes.ANNOTATION);
      assertThat(index).isIn("0", "1");
      assertThat(pod.getMetadata().getLabels()).containsEntry(CompletionIndexes.ANNOTATION, index);
      assertThat(pod.getMetadata().getName()).matches("ranks-" + index + "-[a-z0-9]{5}");
      assertThat(pod.getSpec().getHostname()).isEqualTo("ranks-" + index);
      assertThat(pod.getSpec().getSubdomain()).isEqualTo("ranks");
      assertThat(pod.getSpec().getContainers().get(0).getEnv())
          .anySatisfy(
              variable -> {
                assertThat(variable.getName()).isEqualTo(JobPods.INDEX_VARIABLE);
                assertThat(variable.getValueFrom().getFieldRef().getFieldPath())
                    .isEqualTo("metadata.labels['batch.kubernetes.io/job-completion-index']");
              });
    }
    assertThat(pods)
        .extracting(p -> p.getMetadata().getAnnotations().get(CompletionIndexes.ANNOTATION))
        .containsExactlyInAnyOrder("0", "1");
    assertThat(get(ns, "ranks").getSpec().getTemplate().getSpec().getHostname())
        .as("the Job's template is not changed")
        .isNull();
  }

  private static void setSuspend(String ns, String name, boolean suspend) {
    ControlPlaneCluster.retryOnConflict(
        () ->
            cluster
                .client()
                .batch()
                .v1()
                .jobs()
                .inNamespace(ns)
                .withName(name)
                .edit(
                    j -> {
                      j.getSpec().setSuspend(suspend);
                      return j;
                    }));
  }

  private static Job get(String ns, String name) {
    return ControlPlaneCluster.present(
        cluster.client().batch().v1().jobs().inNamespace(ns).withName(name).get(), name);
  }

  private static List<String> conditionTypes(Job job) {
    return job.getStatus() == null
        ? List.of()
        : job.getStatus().getConditions().stream().map(JobCondition::getType).toList();
  }

  private static List<Pod> pods(String ns, Job job) {
    return cluster
        .client()
        .pods()
        .inNamespace(ns)
        .withLabel(JobPods.CONTROLLER_UID, job.getMetadata().getUid())
        .list()
        .getItems();
  }
}
