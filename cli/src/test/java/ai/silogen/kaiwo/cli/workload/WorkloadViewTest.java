package ai.silogen.kaiwo.cli.workload;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkloadViewTest {
  private static final String T0 = "2026-01-01T10:00:00Z";
  private static final Map<String, Object> VALID =
      condition("Valid", "True", T0, "The spec is valid");
  private static final Map<String, Object> ADMITTED =
      condition("Admitted", "True", T0, "Workload is admitted");
  private static final Map<String, Object> WITHIN_DURATION =
      condition(
          "Preemptable",
          "False",
          "2026-01-01T10:00:05Z",
          "Workload is running and the duration has not been exceeded");

  @Test
  void showsTheMostRecentMessage() {
    assertThat(job("RUNNING", ADMITTED, WITHIN_DURATION).latestMessage())
        .contains("Workload is running and the duration has not been exceeded");
  }

  @Test
  void aFinishedJobOfAnOlderOperatorDoesNotClaimToBeRunning() {
    assertThat(job("COMPLETE", ADMITTED, WITHIN_DURATION).latestMessage())
        .contains("Workload is admitted");
    assertThat(job("FAILED", WITHIN_DURATION).latestMessage()).isEmpty();
  }

  @Test
  void aFinishedJobShowsHowItEndedNotAnEarlierCondition() {
    Map<String, Object> ended =
        withReason(
            condition(
                "Preemptable",
                "False",
                "2026-01-01T10:00:09Z",
                "Workload has ended (COMPLETE); there is nothing to preempt"),
            "WorkloadEnded");
    Map<String, Object> completed =
        withReason(condition("Finished", "True", "2026-01-01T10:00:09Z", "Job completed"), "Done");
    assertThat(job("COMPLETE", ADMITTED, completed, ended).latestMessage())
        .contains("Job completed");

    Map<String, Object> failed =
        withReason(
            condition(
                "Finished",
                "True",
                "2026-01-01T10:00:09Z",
                "Job has reached the specified backoff limit; pod crash-x container main: Error"
                    + " (exit code 1)"),
            "BackoffLimitExceeded");
    assertThat(job("FAILED", VALID, ADMITTED, failed).latestMessage())
        .contains(
            "BackoffLimitExceeded: Job has reached the specified backoff limit; pod crash-x"
                + " container main: Error (exit code 1)");
  }

  @Test
  void theEndIsOnlyShownOnceTheWorkloadHasEnded() {
    Map<String, Object> finished = condition("Finished", "True", T0, "Job completed");
    assertThat(job("RUNNING", ADMITTED, finished).ending()).isEmpty();
    assertThat(job("TERMINATED", withReason(finished, "Stopped")).ending())
        .contains("Stopped: Job completed");
  }

  @Test
  void ofConditionsSetTogetherTheLaterOneInTheListIsShown() {
    assertThat(job("STARTING", VALID, ADMITTED).latestMessage()).contains("Workload is admitted");
    assertThat(job("STARTING", ADMITTED, VALID).latestMessage()).contains("The spec is valid");
  }

  @Test
  void aFalseConditionSaysWhatTheWorkloadWaitsForEvenWhenATrueOneIsNewer() {
    Map<String, Object> downloading =
        condition("DownloadJobSucceeded", "False", T0, "Download job is running");
    Map<String, Object> bound =
        condition("PvcReady", "True", "2026-01-01T10:00:09Z", "All PVCs are bound");
    assertThat(job("DOWNLOADING", VALID, downloading, bound).latestMessage())
        .contains("Download job is running");
  }

  @Test
  void ofSeveralFalseConditionsTheNewestIsShown() {
    Map<String, Object> pending =
        condition("Admitted", "False", "2026-01-01T10:00:09Z", "Workload is pending admission");
    Map<String, Object> downloading =
        condition("DownloadJobSucceeded", "False", T0, "Download job is running");
    assertThat(job("PENDING", pending, downloading).latestMessage())
        .contains("Workload is pending admission");
  }

  @Test
  void childrenMatchingTheSpecIsNotProgressButFailingToApplyThemIs() {
    Map<String, Object> applied = condition("SpecApplied", "True", T0, "Children match the spec");
    assertThat(job("STARTING", VALID, ADMITTED, applied).latestMessage())
        .contains("Workload is admitted");
    Map<String, Object> refused = condition("SpecApplied", "False", T0, "Job is invalid");
    assertThat(job("ERROR", VALID, ADMITTED, refused).latestMessage()).contains("Job is invalid");
  }

  @Test
  void blankMessagesAreSkipped() {
    Map<String, Object> blank = condition("SpecApplied", "True", "2026-01-01T11:00:00Z", " ");
    assertThat(job("RUNNING", ADMITTED, blank).latestMessage()).contains("Workload is admitted");
  }

  @Test
  void aModelWhoseCacheLoadsOrFailedToLoadShowsTheCachesMessageNotReadysPointer() {
    Map<String, Object> waitingForCache =
        condition("Ready", "False", T0, "server pods start once the cache is loaded");
    Map<String, Object> loading =
        condition("CacheLoaded", "False", T0, "load job cache-qwen is running");
    assertThat(model(VALID, loading, waitingForCache).latestMessage())
        .contains("load job cache-qwen is running");
    Map<String, Object> failed =
        Map.of(
            "type", "CacheLoaded",
            "status", "False",
            "reason", "LoadFailed",
            "lastTransitionTime", T0,
            "message", "load job cache-qwen failed: 401 Unauthorized");
    assertThat(model(VALID, failed, waitingForCache).latestMessage())
        .contains("load job cache-qwen failed: 401 Unauthorized");
  }

  @Test
  void anInvalidModelShowsWhyItIsInvalid() {
    Map<String, Object> invalid =
        condition("Valid", "False", T0, "cache profile 'shared-rwx' is not defined");
    Map<String, Object> pointer =
        condition("Ready", "False", T0, "the model is invalid, see condition Valid");
    assertThat(model(invalid, pointer).latestMessage())
        .contains("cache profile 'shared-rwx' is not defined");
  }

  @Test
  void aStartingModelShowsItsReplicas() {
    Map<String, Object> replicas = condition("Ready", "False", T0, "0/1 replicas ready");
    assertThat(model(VALID, replicas).latestMessage()).contains("0/1 replicas ready");
  }

  @Test
  void aModelWhoseNewSpecIsNotProcessedYetShowsNoMessageOfTheOldOne() {
    WorkloadView model = model(VALID, condition("Ready", "True", T0, "1/1 replicas ready"));
    model.object().getMetadata().setGeneration(2L);

    assertThat(model.latestMessage()).isEmpty();
  }

  @SafeVarargs
  private static WorkloadView model(Map<String, Object>... conditions) {
    GenericKubernetesResource model =
        new GenericKubernetesResourceBuilder()
            .withApiVersion("kubeai.org/v1")
            .withKind("Model")
            .withNewMetadata()
            .withName("qwen")
            .withGeneration(1L)
            .endMetadata()
            .build();
    model.setAdditionalProperty("spec", Map.of("minReplicas", 1));
    model.setAdditionalProperty(
        "status", Map.of("observedGeneration", 1, "conditions", List.of(conditions)));
    return WorkloadView.of(model);
  }

  @Test
  void gpusAreThoseTheWorkloadRunsWithNotTheSpecsGpusField() {
    WorkloadView planned = withSpec(Map.of("gpus", 4, "replicas", 2, "gpusPerReplica", 8), null);
    assertThat(planned.gpus()).as("the planner's total, max(gpus, 2 x 8)").isEqualTo(16);
    assertThat(withSpec(Map.of("gpusPerReplica", 2), null).gpus()).isEqualTo(2);

    WorkloadView edited = withSpec(Map.of("gpus", 4), Map.of("gpus", 2));
    assertThat(edited.gpus()).as("status.gpus: the running job asks for 2").isEqualTo(2);
  }

  private static WorkloadView withSpec(Map<String, Object> spec, Map<String, Object> status) {
    GenericKubernetesResource job = kaiwoJob();
    job.setAdditionalProperty("spec", spec);
    job.setAdditionalProperty("status", status == null ? Map.of("status", "RUNNING") : status);
    return WorkloadView.of(job);
  }

  @SafeVarargs
  private static WorkloadView job(String status, Map<String, Object>... conditions) {
    GenericKubernetesResource job = kaiwoJob();
    job.setAdditionalProperty(
        "status", Map.of("status", status, "conditions", List.of(conditions)));
    return WorkloadView.of(job);
  }

  private static GenericKubernetesResource kaiwoJob() {
    return new GenericKubernetesResourceBuilder()
        .withApiVersion("kaiwo.silogen.ai/v1alpha1")
        .withKind("KaiwoJob")
        .withNewMetadata()
        .withName("train")
        .endMetadata()
        .build();
  }

  private static Map<String, Object> withReason(Map<String, Object> condition, String reason) {
    Map<String, Object> result = new HashMap<>(condition);
    result.put("reason", reason);
    return result;
  }

  private static Map<String, Object> condition(
      String type, String status, String time, String message) {
    return Map.of("type", type, "status", status, "lastTransitionTime", time, "message", message);
  }
}
