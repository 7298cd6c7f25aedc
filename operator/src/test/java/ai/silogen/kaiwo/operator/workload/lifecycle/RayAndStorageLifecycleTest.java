package ai.silogen.kaiwo.operator.workload.lifecycle;

import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.RUN_SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
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

  @Test
  void aVolumeGrowsWithItsStorageSizeButNeverShrinks() {
    String namespace = CLUSTER.namespace();
    KaiwoService service =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoService
                metadata: {name: grows}
                spec:
                  entrypoint: serve
                  storage: {storageEnabled: true, data: {storageSize: 2Gi}}
                """,
                KaiwoService.class,
                namespace));
    CLUSTER.awaitStatus(service, WorkloadStatus.RUNNING);

    CLUSTER.editAndAwait(
        service,
        s -> s.getSpec().getStorage().getData().setStorageSize("4Gi"),
        () -> {
          assertThat(claimSize(namespace)).isEqualTo("4Gi");
          assertThat(CLUSTER.condition(service, "SpecApplied").getStatus()).isEqualTo("True");
        });

    CLUSTER.editAndAwait(
        service,
        s -> s.getSpec().getStorage().getData().setStorageSize("1Gi"),
        () ->
            assertThat(CLUSTER.condition(service, "SpecApplied"))
                .satisfies(
                    c -> {
                      assertThat(c.getStatus()).isEqualTo("False");
                      assertThat(c.getMessage())
                          .contains(
                              "was not resized from 4Gi to 1Gi: a volume can grow but never"
                                  + " shrink");
                    }));
    assertThat(CLUSTER.status(service)).isEqualTo(WorkloadStatus.RUNNING);
    assertThat(claimSize(namespace)).isEqualTo("4Gi");

    // The sandbox's API server refuses a shrink as kube-apiserver does.
    PersistentVolumeClaim claim =
        CLUSTER
            .client()
            .persistentVolumeClaims()
            .inNamespace(namespace)
            .list()
            .getItems()
            .getFirst();
    assertThatThrownBy(
            () ->
                CLUSTER
                    .client()
                    .persistentVolumeClaims()
                    .inNamespace(namespace)
                    .withName(claim.getMetadata().getName())
                    .patch(
                        PatchContext.of(PatchType.JSON_MERGE),
                        "{\"spec\":{\"resources\":{\"requests\":{\"storage\":\"1Gi\"}}}}"))
        .isInstanceOfSatisfying(
            KubernetesClientException.class,
            e -> {
              assertThat(e.getCode()).isEqualTo(422);
              assertThat(e.getMessage())
                  .contains(
                      "spec.resources.requests.storage: Forbidden: field can not be less than"
                          + " previous value");
            });
    CLUSTER.client().resource(service).delete();
  }

  private static String claimSize(String namespace) {
    return CLUSTER
        .client()
        .persistentVolumeClaims()
        .inNamespace(namespace)
        .list()
        .getItems()
        .stream()
        .map(c -> c.getSpec().getResources().getRequests().get("storage").toString())
        .findFirst()
        .orElse(null);
  }
}
