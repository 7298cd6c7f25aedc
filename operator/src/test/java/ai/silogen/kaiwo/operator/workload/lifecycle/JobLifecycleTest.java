package ai.silogen.kaiwo.operator.workload.lifecycle;

import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.EXIT_CODE;
import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.RUN_SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.workload.status.WorkloadConditions;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.ServiceBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
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
  void splitJobsPodsFindEachOtherThroughTheirHeadlessService() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata:
                  name: ranks
                  annotations: {sandbox.kaiwo.silogen.ai/run-seconds: "1"}
                spec:
                  replicas: 2
                  gpus: 4
                  gpuVendor: amd
                  image: busybox
                  entrypoint: torchrun train.py
                """,
                KaiwoJob.class,
                namespace));
    KaiwoJob done = CLUSTER.awaitStatus(job, WorkloadStatus.COMPLETE);

    Service service = CLUSTER.client().services().inNamespace(namespace).withName("ranks").get();
    assertThat(service).isNotNull();
    assertThat(service.getSpec().getClusterIP()).isEqualTo("None");
    assertThat(service.getSpec().getPublishNotReadyAddresses()).isTrue();
    assertThat(service.getSpec().getSelector())
        .isEqualTo(Map.of("batch.kubernetes.io/job-name", "ranks"));
    assertThat(service.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(o -> assertThat(o.getUid()).isEqualTo(done.getMetadata().getUid()));

    List<Pod> pods =
        CLUSTER
            .client()
            .pods()
            .inNamespace(namespace)
            .withLabel("batch.kubernetes.io/job-name", "ranks")
            .list()
            .getItems();
    assertThat(pods).hasSize(2);
    for (Pod pod : pods) {
      String index =
          pod.getMetadata().getAnnotations().get("batch.kubernetes.io/job-completion-index");
      assertThat(pod.getSpec().getHostname()).isEqualTo("ranks-" + index);
      assertThat(pod.getSpec().getSubdomain()).isEqualTo("ranks");
      assertThat(pod.getStatus().getPhase()).isEqualTo("Succeeded");
      Map<String, String> env =
          pod.getSpec().getContainers().get(0).getEnv().stream()
              .filter(variable -> variable.getValue() != null)
              .collect(Collectors.toMap(EnvVar::getName, EnvVar::getValue));
      assertThat(env)
          .containsEntry("MASTER_ADDR", "ranks-0.ranks." + namespace + ".svc")
          .containsEntry("MASTER_PORT", "29500")
          .containsEntry("NNODES", "2")
          .containsEntry("WORLD_SIZE", "2")
          .containsEntry("NPROC_PER_NODE", "2");
    }
    assertThat(pods)
        .extracting(
            p -> p.getMetadata().getAnnotations().get("batch.kubernetes.io/job-completion-index"))
        .containsExactlyInAnyOrder("0", "1");

    CLUSTER.client().resource(done).delete();
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () ->
                assertThat(
                        CLUSTER.client().services().inNamespace(namespace).withName("ranks").get())
                    .isNull());
  }

  @Test
  void serviceOfTheSameNameOwnedBySomeoneElseIsNotTakenOver() {
    String namespace = CLUSTER.namespace();
    Service theirs =
        CLUSTER.create(
            new ServiceBuilder()
                .withNewMetadata()
                .withName("taken")
                .withNamespace(namespace)
                .endMetadata()
                .withNewSpec()
                .withSelector(Map.of("app", "theirs"))
                .addNewPort()
                .withPort(80)
                .endPort()
                .endSpec()
                .build());
    KaiwoJob job =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: taken}
                spec: {replicas: 2, image: busybox, entrypoint: echo hi}
                """,
                KaiwoJob.class,
                namespace));
    CLUSTER.awaitStatus(job, WorkloadStatus.ERROR);
    assertThat(CLUSTER.condition(job, WorkloadConditions.SPEC_APPLIED).getMessage())
        .contains("Service taken exists and is not owned by this KaiwoJob");
    Service after = CLUSTER.client().resource(theirs).get();
    assertThat(after.getSpec().getSelector()).isEqualTo(Map.of("app", "theirs"));
    assertThat(after.getMetadata().getOwnerReferences()).isNullOrEmpty();
    assertThat(CLUSTER.client().batch().v1().jobs().inNamespace(namespace).withName("taken").get())
        .as("no Job starts whose pods could not find each other")
        .isNull();
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
