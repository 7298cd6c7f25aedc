package ai.silogen.kaiwo.operator.workload.lifecycle;

import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.EXIT_CODE;
import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.RUN_SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.workload.status.WorkloadConditions;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.ServiceBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * KaiwoJobs split over several pods: their headless Service while they run, its end with the job,
 * and a name clash with someone else's Service.
 */
class SplitJobLifecycleTest {

  @RegisterExtension static final WorkloadCluster CLUSTER = new WorkloadCluster();

  private static KaiwoJob splitJob(String namespace, String name, Map<String, String> sandbox) {
    KaiwoJob job =
        CLUSTER.object(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: %s}
            spec:
              replicas: 2
              gpus: 4
              gpuVendor: amd
              image: busybox
              entrypoint: torchrun train.py
            """
                .formatted(name),
            KaiwoJob.class,
            namespace);
    job.getMetadata().setAnnotations(sandbox);
    return CLUSTER.create(job);
  }

  private static Service service(String namespace, String name) {
    return CLUSTER.client().services().inNamespace(namespace).withName(name).get();
  }

  private static void awaitServiceGone(String namespace, String name) {
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(() -> assertThat(service(namespace, name)).isNull());
  }

  @Test
  void podsFindEachOtherThroughTheirHeadlessServiceWhichEndsWithTheJob() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job = splitJob(namespace, "ranks", Map.of(RUN_SECONDS, "2"));
    KaiwoJob running = CLUSTER.awaitStatus(job, WorkloadStatus.RUNNING);

    Service service = service(namespace, "ranks");
    assertThat(service).as("the Service while the pods run").isNotNull();
    assertThat(service.getSpec().getClusterIP()).isEqualTo("None");
    assertThat(service.getSpec().getPublishNotReadyAddresses()).isTrue();
    assertThat(service.getSpec().getSelector())
        .isEqualTo(Map.of("batch.kubernetes.io/job-name", "ranks"));
    assertThat(service.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(o -> assertThat(o.getUid()).isEqualTo(running.getMetadata().getUid()));

    KaiwoJob done = CLUSTER.awaitStatus(job, WorkloadStatus.COMPLETE);
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

    awaitServiceGone(namespace, "ranks");
    CLUSTER.edit(
        done,
        edited -> {
          Map<String, String> annotations = new HashMap<>(edited.getMetadata().getAnnotations());
          annotations.put("touched", "yes");
          edited.getMetadata().setAnnotations(annotations);
        });
    await()
        .during(Duration.ofSeconds(2))
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () ->
                assertThat(service(namespace, "ranks"))
                    .as("a finished job does not get its Service back")
                    .isNull());
    assertThat(CLUSTER.status(done)).isEqualTo(WorkloadStatus.COMPLETE);
  }

  @Test
  void aFailedSplitJobLosesItsService() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job = splitJob(namespace, "broken", Map.of(RUN_SECONDS, "1", EXIT_CODE, "3"));
    CLUSTER.awaitStatus(job, WorkloadStatus.FAILED);
    awaitServiceGone(namespace, "broken");
  }

  @Test
  void aTerminatedSplitJobLosesItsService() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job = splitJob(namespace, "endless", Map.of(RUN_SECONDS, "-1"));
    KaiwoJob running = CLUSTER.awaitStatus(job, WorkloadStatus.RUNNING);
    assertThat(service(namespace, "endless")).isNotNull();
    CLUSTER.requestTermination(running);
    CLUSTER.awaitStatus(running, WorkloadStatus.TERMINATED);
    awaitServiceGone(namespace, "endless");
  }

  @Test
  void aServiceOfTheSameNameOwnedBySomeoneElseHoldsTheJobUntilItIsGone() {
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

    CLUSTER.client().resource(theirs).delete();
    KaiwoJob started = CLUSTER.awaitStatus(job, WorkloadStatus.COMPLETE);
    assertThat(started.getMetadata().getGeneration())
        .as("nothing but the removal of the other Service")
        .isEqualTo(job.getMetadata().getGeneration());
    Job child = CLUSTER.client().batch().v1().jobs().inNamespace(namespace).withName("taken").get();
    assertThat(child.getSpec().getTemplate().getSpec().getSubdomain()).isEqualTo("taken");
  }
}
