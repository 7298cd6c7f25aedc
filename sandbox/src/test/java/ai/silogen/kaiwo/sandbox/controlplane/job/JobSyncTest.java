package ai.silogen.kaiwo.sandbox.controlplane.job;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import io.fabric8.kubernetes.api.model.batch.v1.JobStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The job controller's decisions from plain Job and Pod objects. */
class JobSyncTest {

  private static final Instant NOW = Instant.parse("2025-05-01T12:00:00Z");

  private static JobBuilder job() {
    return Workloads.job(
            "ns", "train", Workloads.template("train", Workloads.spec("Never"), Map.of()), 0)
        .editMetadata()
        .withUid("job-uid")
        .endMetadata();
  }

  private static Pod pod(String name, String phase, boolean ready) {
    return new PodBuilder(Workloads.pod("ns", name, Workloads.spec("Never")))
        .editMetadata()
        .withCreationTimestamp("2025-05-01T11:00:00Z")
        .endMetadata()
        .withNewStatus()
        .withPhase(phase)
        .addNewCondition()
        .withType("Ready")
        .withStatus(ready ? "True" : "False")
        .endCondition()
        .endStatus()
        .build();
  }

  private static Pod indexed(Pod pod, int index) {
    return new PodBuilder(pod)
        .editMetadata()
        .addToAnnotations(CompletionIndexes.ANNOTATION, Integer.toString(index))
        .endMetadata()
        .build();
  }

  private static Job withStatus(JobBuilder job, JobPlan plan) {
    return job.withStatus(plan.status()).build();
  }

  @Test
  void newJobStartsOnePodAndItsClock() {
    JobPlan plan = JobSync.plan(job().build(), List.of(), NOW);

    assertThat(plan.podsToCreate()).isEqualTo(1);
    assertThat(plan.status().getActive()).isEqualTo(1);
    assertThat(plan.status().getReady()).isZero();
    assertThat(plan.status().getStartTime()).isEqualTo("2025-05-01T12:00:00Z");
    assertThat(plan.status().getConditions()).isEmpty();
  }

  @Test
  void runningPodIsCountedActiveAndReady() {
    JobPlan plan = JobSync.plan(job().build(), List.of(pod("p", "Running", true)), NOW);

    assertThat(plan.podsToCreate()).isZero();
    assertThat(plan.status().getActive()).isEqualTo(1);
    assertThat(plan.status().getReady()).isEqualTo(1);
  }

  @Test
  void successAddsSuccessCriteriaMetThenComplete() {
    JobPlan plan = JobSync.plan(job().build(), List.of(pod("p", "Succeeded", false)), NOW);

    assertThat(types(plan.status())).containsExactly("SuccessCriteriaMet", "Complete");
    assertThat(plan.status().getConditions())
        .allMatch(c -> c.getReason().equals("CompletionsReached"));
    assertThat(plan.status().getSucceeded()).isEqualTo(1);
    assertThat(plan.status().getActive()).isNull();
    assertThat(plan.status().getCompletionTime()).isEqualTo("2025-05-01T12:00:00Z");
    assertThat(plan.events()).containsExactly(PlannedEvent.normal("Completed", "Job completed"));
  }

  @Test
  void failureBeyondBackoffLimitAddsFailureTargetThenFailed() {
    JobPlan plan = JobSync.plan(job().build(), List.of(pod("p", "Failed", false)), NOW);

    assertThat(types(plan.status())).containsExactly("FailureTarget", "Failed");
    assertThat(plan.status().getConditions())
        .allMatch(c -> c.getReason().equals("BackoffLimitExceeded"));
    assertThat(plan.status().getFailed()).isEqualTo(1);
    assertThat(plan.events())
        .containsExactly(
            PlannedEvent.warning(
                "BackoffLimitExceeded", "Job has reached the specified backoff limit"));
  }

  @Test
  void failedPodIsReplacedWithinTheBackoffLimit() {
    Job retrying = job().editSpec().withBackoffLimit(2).endSpec().build();

    JobPlan plan =
        JobSync.plan(
            retrying, List.of(pod("p1", "Failed", false), pod("p2", "Failed", false)), NOW);

    assertThat(plan.podsToCreate()).isEqualTo(1);
    assertThat(plan.status().getFailed()).isEqualTo(2);
    assertThat(plan.status().getConditions()).isEmpty();
  }

  @Test
  void defaultBackoffLimitIsSix() {
    Job defaulted = job().editSpec().withBackoffLimit(null).endSpec().build();
    List<Pod> sixFailures =
        IntStream.range(0, 6).mapToObj(i -> pod("p" + i, "Failed", false)).toList();

    assertThat(JobSync.plan(defaulted, sixFailures, NOW).podsToCreate()).isEqualTo(1);
  }

  @Test
  void failureTargetDeletesActivePodsBeforeFailed() {
    Job retrying =
        job()
            .editSpec()
            .withBackoffLimit(0)
            .withParallelism(2)
            .withCompletions(2)
            .endSpec()
            .build();
    Pod running = pod("run", "Running", true);

    JobPlan plan = JobSync.plan(retrying, List.of(pod("bad", "Failed", false), running), NOW);

    assertThat(types(plan.status())).containsExactly("FailureTarget");
    assertThat(plan.podsToDelete()).containsExactly(running);
    assertThat(plan.events()).isEmpty();
  }

  @Test
  void suspendedJobHasNoPodsAndNoStartTime() {
    Pod running = pod("p", "Running", true);
    JobPlan plan =
        JobSync.plan(job().editSpec().withSuspend(true).endSpec().build(), List.of(running), NOW);

    assertThat(plan.podsToCreate()).isZero();
    assertThat(plan.podsToDelete()).containsExactly(running);
    assertThat(plan.status().getStartTime()).isNull();
    assertThat(plan.status().getActive()).isNull();
    JobCondition suspended = plan.status().getConditions().get(0);
    assertThat(suspended.getType()).isEqualTo("Suspended");
    assertThat(suspended.getStatus()).isEqualTo("True");
    assertThat(suspended.getReason()).isEqualTo("JobSuspended");
    assertThat(plan.events()).containsExactly(PlannedEvent.normal("Suspended", "Job suspended"));
  }

  @Test
  void resumingSetsSuspendedFalseAndRestartsTheClock() {
    JobBuilder suspendedJob = job().editSpec().withSuspend(true).endSpec();
    Job suspended =
        withStatus(
            suspendedJob, JobSync.plan(suspendedJob.build(), List.of(), NOW.minusSeconds(60)));
    Job resumed = new JobBuilder(suspended).editSpec().withSuspend(false).endSpec().build();

    JobPlan plan = JobSync.plan(resumed, List.of(), NOW);

    assertThat(plan.podsToCreate()).isEqualTo(1);
    assertThat(plan.status().getStartTime()).isEqualTo("2025-05-01T12:00:00Z");
    JobCondition condition = plan.status().getConditions().get(0);
    assertThat(condition.getStatus()).isEqualTo("False");
    assertThat(condition.getReason()).isEqualTo("JobResumed");
    assertThat(plan.events()).containsExactly(PlannedEvent.normal("Resumed", "Job resumed"));
  }

  @Test
  void parallelismIsCappedByRemainingCompletions() {
    Job parallel = job().editSpec().withParallelism(4).withCompletions(5).endSpec().build();

    assertThat(JobSync.plan(parallel, List.of(), NOW).podsToCreate()).isEqualTo(4);
    List<Pod> threeDone =
        List.of(
            pod("a", "Succeeded", false),
            pod("b", "Succeeded", false),
            pod("c", "Succeeded", false));
    assertThat(JobSync.plan(parallel, threeDone, NOW).podsToCreate()).isEqualTo(2);
  }

  @Test
  void indexedJobCreatesOnePodPerMissingIndexUntilEveryIndexSucceeded() {
    Job indexed =
        job()
            .editSpec()
            .withCompletionMode("Indexed")
            .withCompletions(3)
            .withParallelism(3)
            .withBackoffLimit(6)
            .endSpec()
            .build();

    JobPlan first = JobSync.plan(indexed, List.of(), NOW);
    assertThat(first.indexesToCreate()).containsExactly(0, 1, 2);
    assertThat(first.podsToCreate()).isEqualTo(3);

    // Index 1 succeeded twice (a duplicate), index 0 failed: only index 0 runs again, and two
    // successes of one index do not complete a three-index Job.
    List<Pod> pods =
        List.of(
            indexed(pod("a", "Failed", false), 0),
            indexed(pod("b", "Succeeded", false), 1),
            indexed(pod("c", "Succeeded", false), 1),
            indexed(pod("d", "Running", true), 2));
    JobPlan retry = JobSync.plan(indexed, pods, NOW);
    assertThat(retry.indexesToCreate()).containsExactly(0);
    assertThat(retry.status().getCompletedIndexes()).isEqualTo("1");
    assertThat(types(retry.status())).doesNotContain("Complete", "SuccessCriteriaMet");

    List<Pod> allDone =
        List.of(
            indexed(pod("e", "Succeeded", false), 0),
            indexed(pod("c", "Succeeded", false), 1),
            indexed(pod("f", "Succeeded", false), 2));
    JobPlan done = JobSync.plan(withStatus(new JobBuilder(indexed), retry), allDone, NOW);
    assertThat(done.status().getCompletedIndexes()).isEqualTo("0-2");
    assertThat(types(done.status())).containsExactly("SuccessCriteriaMet", "Complete");
  }

  @Test
  void completedIndexesUseTheApisCompressedForm() {
    assertThat(CompletionIndexes.format(new java.util.TreeSet<>(List.of(1, 3, 4, 5, 7, 9, 10))))
        .isEqualTo("1,3-5,7,9,10");
    assertThat(CompletionIndexes.parse("1,3-5,7,9,10")).containsExactly(1, 3, 4, 5, 7, 9, 10);
    assertThat(CompletionIndexes.format(new java.util.TreeSet<>())).isNull();
  }

  @Test
  void activeDeadlineFailsTheJobAndSchedulesItsCheck() {
    JobBuilder bounded = job().editSpec().withActiveDeadlineSeconds(30L).endSpec();
    Job started = withStatus(bounded, JobSync.plan(bounded.build(), List.of(), NOW));
    Pod running = pod("p", "Running", true);

    JobPlan early = JobSync.plan(started, List.of(running), NOW.plusSeconds(10));
    assertThat(early.requeueAfter()).contains(Duration.ofSeconds(20));

    JobPlan late = JobSync.plan(started, List.of(running), NOW.plusSeconds(30));
    assertThat(types(late.status())).containsExactly("FailureTarget");
    assertThat(late.status().getConditions().get(0).getReason()).isEqualTo("DeadlineExceeded");
    assertThat(late.podsToDelete()).containsExactly(running);
  }

  @Test
  void finishedJobWaitsForItsTtlThenAsksToBeDeleted() {
    JobBuilder ttl = job().editSpec().withTtlSecondsAfterFinished(60).endSpec();
    JobPlan finishing = JobSync.plan(ttl.build(), List.of(pod("p", "Succeeded", false)), NOW);
    assertThat(finishing.requeueAfter()).contains(Duration.ofSeconds(60));
    Job finished = withStatus(ttl, finishing);

    JobPlan waiting = JobSync.plan(finished, List.of(), NOW.plusSeconds(59));
    assertThat(waiting.deleteJob()).isFalse();
    assertThat(waiting.requeueAfter()).contains(Duration.ofSeconds(1));
    assertThat(waiting.status()).isEqualTo(finished.getStatus());

    JobPlan expired = JobSync.plan(finished, List.of(), NOW.plusSeconds(60));
    assertThat(expired.deleteJob()).isTrue();
  }

  @Test
  void finishedJobWithoutTtlStaysForever() {
    Job finished =
        withStatus(job(), JobSync.plan(job().build(), List.of(pod("p", "Succeeded", false)), NOW));

    JobPlan plan = JobSync.plan(finished, List.of(), NOW.plusSeconds(3600));

    assertThat(plan.deleteJob()).isFalse();
    assertThat(plan.requeueAfter()).isEqualTo(Optional.empty());
    assertThat(plan.podsToCreate()).isZero();
  }

  @Test
  void countsNeverDecreaseWhenFinishedPodsAreDeleted() {
    Job parallel = job().editSpec().withCompletions(3).withParallelism(1).endSpec().build();
    Job afterOne =
        withStatus(
            new JobBuilder(parallel),
            JobSync.plan(parallel, List.of(pod("a", "Succeeded", false)), NOW));

    JobPlan plan = JobSync.plan(afterOne, List.of(), NOW);

    assertThat(plan.status().getSucceeded()).isEqualTo(1);
    assertThat(plan.podsToCreate()).isEqualTo(1);
  }

  @Test
  void newPodsCarryJobLabelsAndAControllerReference() {
    Job job = job().build();
    Pod pod = JobPods.newPod(job);

    assertThat(pod.getMetadata().getName()).matches("train-[bcdfghjklmnpqrstvwxz2456789]{5}");
    assertThat(pod.getMetadata().getLabels())
        .containsEntry("app", "train")
        .containsEntry(JobPods.JOB_NAME, "train")
        .containsEntry("job-name", "train")
        .containsEntry(JobPods.CONTROLLER_UID, "job-uid")
        .containsEntry("controller-uid", "job-uid");
    assertThat(pod.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(
            ref -> {
              assertThat(ref.getKind()).isEqualTo("Job");
              assertThat(ref.getApiVersion()).isEqualTo("batch/v1");
              assertThat(ref.getController()).isTrue();
              assertThat(ref.getBlockOwnerDeletion()).isTrue();
            });
    assertThat(pod.getSpec()).isEqualTo(job.getSpec().getTemplate().getSpec());
  }

  private static List<String> types(JobStatus status) {
    return status.getConditions().stream().map(JobCondition::getType).toList();
  }
}
