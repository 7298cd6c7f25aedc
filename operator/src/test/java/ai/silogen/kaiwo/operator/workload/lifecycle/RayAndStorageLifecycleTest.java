package ai.silogen.kaiwo.operator.workload.lifecycle;

import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.RUN_SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Ray jobs, downloads gating a job, and deletion of everything a job created. */
class RayAndStorageLifecycleTest {

  @RegisterExtension static final WorkloadCluster CLUSTER = new WorkloadCluster();

  @Test
  void rayJobRunsToCompletion() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job =
        CLUSTER.create(
            CLUSTER.example(
                "jobs/ray-job.yaml", KaiwoJob.class, namespace, Map.of(RUN_SECONDS, "2")));
    CLUSTER.awaitStatus(job, WorkloadStatus.RUNNING);
    RayJob rayJob =
        CLUSTER.client().resources(RayJob.class).inNamespace(namespace).withName("ray-job").get();
    assertThat(rayJob.getSpec().getRayClusterSpec().getWorkerGroupSpecs().get(0).getReplicas())
        .isEqualTo(2);
    CLUSTER.awaitStatus(job, WorkloadStatus.COMPLETE);
  }

  @Test
  void downloadJobGatesTheWorkload() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata:
                  name: fetch
                  annotations: {%s: "2"}
                spec:
                  image: busybox
                  entrypoint: ls /workload
                  storage:
                    storageEnabled: true
                    data:
                      storageSize: 1Gi
                      download:
                        git: [{repository: "https://github.com/silogen/kaiwo.git", targetPath: src}]
                """
                    .formatted(RUN_SECONDS),
                KaiwoJob.class,
                namespace));
    CLUSTER.awaitStatus(job, WorkloadStatus.DOWNLOADING);
    assertThat(CLUSTER.client().batch().v1().jobs().inNamespace(namespace).withName("fetch").get())
        .as("no workload while downloading")
        .isNull();
    CLUSTER.awaitStatus(job, WorkloadStatus.COMPLETE);
    assertThat(CLUSTER.condition(job, "DownloadJobSucceeded").getStatus()).isEqualTo("True");
  }

  @Test
  void deletingTheKaiwoObjectRemovesWhatItCreated() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata:
                  name: gone
                  annotations: {%s: "-1"}
                spec:
                  image: busybox
                  storage: {storageEnabled: true, data: {storageSize: 1Gi}}
                """
                    .formatted(RUN_SECONDS),
                KaiwoJob.class,
                namespace));
    CLUSTER.awaitStatus(job, WorkloadStatus.RUNNING);
    CLUSTER.client().resource(job).delete();
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () -> {
              assertThat(
                      CLUSTER.client().batch().v1().jobs().inNamespace(namespace).list().getItems())
                  .extracting(Job::getMetadata)
                  .isEmpty();
              assertThat(
                      CLUSTER
                          .client()
                          .persistentVolumeClaims()
                          .inNamespace(namespace)
                          .list()
                          .getItems())
                  .isEmpty();
              assertThat(CLUSTER.client().pods().inNamespace(namespace).list().getItems())
                  .isEmpty();
            });
  }
}
