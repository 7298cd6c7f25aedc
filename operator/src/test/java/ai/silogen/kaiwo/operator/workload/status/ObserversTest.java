package ai.silogen.kaiwo.operator.workload.status;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Child objects to phases. */
class ObserversTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "{spec: {suspend: true}} | PENDING",
        "{spec: {suspend: false}} | NEW",
        "{spec: {}, status: {active: 1}} | STARTING",
        "{spec: {}, status: {active: 1, ready: 1}} | RUNNING",
        "{spec: {}, status: {failed: 1}} | FAILED",
        "{spec: {}, status: {conditions: [{type: Failed, status: 'True', reason: DeadlineExceeded}]}}"
            + " | FAILED",
        "{spec: {}, status: {conditions: [{type: Complete, status: 'True'}]}} | COMPLETE",
        "{spec: {}, status: {conditions: [{type: SuccessCriteriaMet, status: 'True'}]}} | COMPLETE",
      })
  void batchJobs(String yaml, WorkloadStatus phase) {
    assertThat(BatchJobObserver.observe(yaml(yaml, Job.class)).phase()).isEqualTo(phase);
  }

  @Test
  void aFailedJobSaysWhyAndHowItsNewestFailedPodExited() {
    Job job =
        yaml(
            "{spec: {}, status: {failed: 1, conditions: [{type: Failed, status: 'True', reason:"
                + " BackoffLimitExceeded, message: Job has reached the specified backoff limit}]}}",
            Job.class);
    Pod older = failedPod("crash-a", "2026-03-01T10:00:00Z", 2);
    Pod newer = failedPod("crash-b", "2026-03-01T10:01:00Z", 1);

    ChildStatus failed = BatchJobObserver.observe(job, List.of(newer, older));

    assertThat(failed.phase()).isEqualTo(WorkloadStatus.FAILED);
    assertThat(failed.reason()).isEqualTo("BackoffLimitExceeded");
    assertThat(failed.message())
        .isEqualTo(
            "Job has reached the specified backoff limit; pod crash-b container main: Error (exit"
                + " code 1)");
    assertThat(BatchJobObserver.observe(job).message())
        .as("without its pods, the Job's own words")
        .isEqualTo("Job has reached the specified backoff limit");
  }

  @Test
  void aCompleteJobSaysSo() {
    ChildStatus complete =
        BatchJobObserver.observe(
            yaml(
                "{spec: {}, status: {conditions: [{type: Complete, status: 'True', reason:"
                    + " CompletionsReached, message: Reached expected number of succeeded pods}]}}",
                Job.class));
    assertThat(complete.reason()).isEqualTo("CompletionsReached");
    assertThat(complete.message()).isEqualTo("Job completed");
  }

  private static Pod failedPod(String name, String created, int exitCode) {
    return yaml(
        ("{metadata: {name: %s, creationTimestamp: '%s'}, status: {phase: Failed,"
                + " containerStatuses: [{name: main, state: {terminated: {exitCode: %d, reason:"
                + " Error}}}]}}")
            .formatted(name, created, exitCode),
        Pod.class);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "{spec: {}} | NEW",
        "{spec: {suspend: true}, status: {jobDeploymentStatus: Suspended}} | PENDING",
        "{spec: {}, status: {jobDeploymentStatus: Initializing, jobStatus: PENDING}} | STARTING",
        "{spec: {}, status: {jobDeploymentStatus: Running, jobStatus: RUNNING}} | RUNNING",
        "{spec: {}, status: {jobDeploymentStatus: Complete, jobStatus: SUCCEEDED}} | COMPLETE",
        "{spec: {}, status: {jobDeploymentStatus: Complete, jobStatus: FAILED}} | FAILED",
        "{spec: {}, status: {jobDeploymentStatus: Failed}} | FAILED",
        "{spec: {}, status: {jobStatus: STOPPED}} | TERMINATED",
      })
  void rayJobs(String yaml, WorkloadStatus phase) {
    assertThat(RayJobObserver.observe(yaml(yaml, RayJob.class)).phase()).isEqualTo(phase);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "{metadata: {generation: 2}, spec: {replicas: 2}, status: {observedGeneration: 1,"
            + " availableReplicas: 2}} | STARTING",
        "{metadata: {generation: 2}, spec: {replicas: 2}, status: {observedGeneration: 2,"
            + " availableReplicas: 1}} | STARTING",
        "{metadata: {generation: 2}, spec: {replicas: 2}, status: {observedGeneration: 2,"
            + " availableReplicas: 2}} | RUNNING",
        "{metadata: {generation: 1}, spec: {replicas: 1}, status: {observedGeneration: 1,"
            + " conditions: [{type: Progressing, status: 'False',"
            + " reason: ProgressDeadlineExceeded}]}} | ERROR",
      })
  void deployments(String yaml, WorkloadStatus phase) {
    assertThat(DeploymentObserver.observe(yaml(yaml, Deployment.class)).phase()).isEqualTo(phase);
  }

  @ParameterizedTest(name = "{0} + {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "{spec: {suspend: true}} | - | PENDING",
        "{spec: {}, status: {phase: Failed}} | - | FAILED",
        "{spec: {}} | - | NEW",
        "{spec: {}, status: {phase: Running}} | - | STARTING",
        "{spec: {}, status: {phase: Running}} | {spec: {}} | STARTING",
        "{spec: {}, status: {phase: Running}} | {status: {conditions: [{type: Ready,"
            + " status: 'True'}]}} | RUNNING",
        "{spec: {}, status: {phase: Running}} | {status: {activeServiceStatus:"
            + " {applicationStatuses: {app: {status: DEPLOY_FAILED}}}}} | FAILED",
      })
  void rayServices(String wrapper, String service, WorkloadStatus phase) {
    assertThat(
            RayServiceObserver.observe(
                    yaml(wrapper, AppWrapper.class),
                    service == null ? null : yaml(service, RayService.class))
                .phase())
        .isEqualTo(phase);
  }

  @Test
  void kueueAdmission() {
    Workload admitted =
        yaml(
            "{status: {conditions: [{type: QuotaReserved, status: 'True'},"
                + " {type: Admitted, status: 'True'}]}}",
            Workload.class);
    Workload waiting =
        yaml(
            "{status: {conditions: [{type: QuotaReserved, status: 'False',"
                + " message: 'insufficient quota for amd.com/gpu'}]}}",
            Workload.class);
    assertThat(KueueAdmission.of(List.of()).state()).isEqualTo(KueueAdmission.State.NONE);
    assertThat(KueueAdmission.of(List.of(admitted)).isAdmitted()).isTrue();
    assertThat(KueueAdmission.of(List.of(admitted, waiting)))
        .isEqualTo(
            new KueueAdmission(KueueAdmission.State.PENDING, "insufficient quota for amd.com/gpu"));
  }

  @Test
  void mostSignificantStatusWins() {
    assertThat(
            StatusAggregation.mostSignificant(
                List.of(WorkloadStatus.RUNNING, WorkloadStatus.FAILED, WorkloadStatus.PENDING)))
        .isEqualTo(WorkloadStatus.FAILED);
    assertThat(
            StatusAggregation.mostSignificant(
                List.of(WorkloadStatus.COMPLETE, WorkloadStatus.PENDING, WorkloadStatus.RUNNING)))
        .as("the least advanced, not the last")
        .isEqualTo(WorkloadStatus.PENDING);
    assertThat(
            StatusAggregation.mostSignificant(
                List.of(WorkloadStatus.ERROR, WorkloadStatus.TERMINATED)))
        .isEqualTo(WorkloadStatus.ERROR);
    assertThat(StatusAggregation.mostSignificant(List.of())).isEqualTo(WorkloadStatus.NEW);
  }

  /** Flow-style YAML (fabric8 would take a leading brace for JSON). */
  private static <T> T yaml(String flow, Class<T> type) {
    return ApiSerialization.read("---\n" + flow, type);
  }
}
