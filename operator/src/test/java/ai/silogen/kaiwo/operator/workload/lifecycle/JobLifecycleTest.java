package ai.silogen.kaiwo.operator.workload.lifecycle;

import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.EXIT_CODE;
import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.RUN_SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** KaiwoJobs from submission to their end, on a whole sandbox cluster. */
class JobLifecycleTest {

  @RegisterExtension static final WorkloadCluster CLUSTER = new WorkloadCluster();

  @Test
  void batchJobCompletes() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job =
        CLUSTER.create(
            CLUSTER.example(
                "jobs/batch-job.yaml", KaiwoJob.class, namespace, Map.of(RUN_SECONDS, "1")));
    KaiwoJob done = CLUSTER.awaitStatus(job, WorkloadStatus.COMPLETE);
    KaiwoJobStatus status = done.getStatus();
    assertThat(status.getStartTime()).isNotNull();
    assertThat(status.getCompletionTime()).isNotNull();
    assertThat(status.getDuration()).isNotNull();
    assertThat(status.getObservedGeneration()).isEqualTo(done.getMetadata().getGeneration());
    Job child =
        CLUSTER.client().batch().v1().jobs().inNamespace(namespace).withName("batch-job").get();
    assertThat(child.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(o -> assertThat(o.getUid()).isEqualTo(done.getMetadata().getUid()));
    // Events are recorded after the status is written: wait for them rather than race.
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () ->
                assertThat(CLUSTER.client().v1().events().inNamespace(namespace).list().getItems())
                    .extracting(Event::getReason)
                    .contains("ResourceCreated", "WorkloadComplete"));
  }

  @Test
  void failingJobFails() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job =
        CLUSTER.create(
            CLUSTER.example(
                "jobs/batch-job.yaml",
                KaiwoJob.class,
                namespace,
                Map.of(RUN_SECONDS, "0.5", EXIT_CODE, "3")));
    KaiwoJob failed = CLUSTER.awaitStatus(job, WorkloadStatus.FAILED);
    assertThat(failed.getStatus().getCompletionTime()).isNotNull();
  }
}
