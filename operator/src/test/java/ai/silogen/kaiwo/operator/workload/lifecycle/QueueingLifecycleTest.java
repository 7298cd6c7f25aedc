package ai.silogen.kaiwo.operator.workload.lifecycle;

import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.RUN_SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Kueue queueing and cluster-level errors as KaiwoJob status. */
class QueueingLifecycleTest {

  @RegisterExtension static final WorkloadCluster CLUSTER = new WorkloadCluster();

  private static KaiwoJob gpuJob(String name, String namespace, String queue, String seconds) {
    return CLUSTER.object(
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata:
          name: %s
          annotations: {%s: "%s"}
        spec:
          clusterQueue: %s
          gpus: 8
          image: busybox
          entrypoint: sleep 1
        """
            .formatted(name, RUN_SECONDS, seconds, queue),
        KaiwoJob.class,
        namespace);
  }

  @Test
  void workloadWaitsWhileItsQueueIsFullAndStartsWhenQuotaFrees() {
    String namespace = CLUSTER.namespace();
    KaiwoJob first = CLUSTER.create(gpuJob("first", namespace, QueueSetup.TINY_QUEUE, "3"));
    CLUSTER.awaitStatus(first, WorkloadStatus.RUNNING);
    KaiwoJob second = CLUSTER.create(gpuJob("second", namespace, QueueSetup.TINY_QUEUE, "1"));
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () -> {
              assertThat(CLUSTER.status(second)).isEqualTo(WorkloadStatus.PENDING);
              assertThat(CLUSTER.condition(second, "Admitted").getMessage())
                  .startsWith("Workload is pending admission into 'tiny'");
            });
    await()
        .during(Duration.ofMillis(500))
        .atMost(Duration.ofSeconds(2))
        .until(
            () ->
                CLUSTER.status(first) == WorkloadStatus.RUNNING
                    && CLUSTER.status(second) == WorkloadStatus.PENDING);
    CLUSTER.awaitStatus(first, WorkloadStatus.COMPLETE);
    CLUSTER.awaitStatus(second, WorkloadStatus.COMPLETE);
  }

  @Test
  void unknownQueueIsAnErrorThatRecoversWhenTheQueueAppears() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job = CLUSTER.create(gpuJob("lost", namespace, "later", "1"));
    KaiwoJob error = CLUSTER.awaitStatus(job, WorkloadStatus.ERROR);
    assertThat(CLUSTER.condition(error, "Schedulable").getReason())
        .isEqualTo("ClusterQueueNotFound");
    QueueSetup.addClusterQueue(CLUSTER.client(), "later");
    CLUSTER.awaitStatus(job, WorkloadStatus.COMPLETE);
  }

  @Test
  void moreGpusThanTheClusterHasIsAnError() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job = gpuJob("huge", namespace, QueueSetup.DEFAULT_QUEUE, "1");
    job.getSpec().setGpus(64);
    KaiwoJob error = CLUSTER.awaitStatus(CLUSTER.create(job), WorkloadStatus.ERROR);
    assertThat(CLUSTER.condition(error, "Schedulable").getMessage())
        .isEqualTo("Cluster has 16 GPUs, but the workload requests 64 GPUs (vendor: amd)");
  }

  @Test
  void aGpuModelNoNodeHasIsAnErrorUntilTheSpecNamesOneThatExists() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job = gpuJob("mi250", namespace, QueueSetup.DEFAULT_QUEUE, "1");
    job.getSpec().setGpuModels(List.of("mi250"));
    KaiwoJob error = CLUSTER.awaitStatus(CLUSTER.create(job), WorkloadStatus.ERROR);
    Condition schedulable = CLUSTER.condition(error, "Schedulable");
    assertThat(schedulable.getStatus()).isEqualTo("False");
    assertThat(schedulable.getReason()).isEqualTo("NoMatchingGPUModel");
    assertThat(schedulable.getMessage())
        .isEqualTo(
            "No node with amd GPUs has kaiwo/gpu-model in [mi250]"
                + " (the cluster has: mi300x, nvidiah10080gbhbm3)");
    assertThat(CLUSTER.client().batch().v1().jobs().inNamespace(namespace).withName("mi250").get())
        .as("nothing is queued that could never run")
        .isNull();

    CLUSTER.edit(error, k -> k.getSpec().setGpuModels(List.of("mi300x")));
    CLUSTER.awaitStatus(job, WorkloadStatus.COMPLETE);
  }
}
