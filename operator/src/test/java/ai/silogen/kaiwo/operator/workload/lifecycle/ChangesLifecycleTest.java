package ai.silogen.kaiwo.operator.workload.lifecycle;

import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.RUN_SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.operator.workload.reconcile.ChildDiff;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Spec, configuration and status changes after a workload was created. */
class ChangesLifecycleTest {

  @RegisterExtension static final WorkloadCluster CLUSTER = new WorkloadCluster();

  private static KaiwoJob longJob(String namespace, String queue) {
    return CLUSTER.object(
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata:
          name: long
          annotations: {%s: "-1"}
        spec:
          clusterQueue: %s
          gpus: 8
          image: busybox
          entrypoint: echo one
        """
            .formatted(RUN_SECONDS, queue),
        KaiwoJob.class,
        namespace);
  }

  private static Deployment deployment(String namespace, String name) {
    return CLUSTER.client().apps().deployments().inNamespace(namespace).withName(name).get();
  }

  private static Service service(String namespace, String name) {
    return CLUSTER.client().services().inNamespace(namespace).withName(name).get();
  }

  private static Job job(String namespace, String name) {
    return CLUSTER.client().batch().v1().jobs().inNamespace(namespace).withName(name).get();
  }

  @Test
  void editOfARunningJobIsReportedAndAPendingOneIsReplaced() {
    String namespace = CLUSTER.namespace();
    KaiwoJob running =
        CLUSTER.awaitStatus(CLUSTER.create(longJob(namespace, "tiny")), WorkloadStatus.RUNNING);
    CLUSTER.edit(
        running,
        edited -> {
          edited.getSpec().setEntrypoint("echo two");
          edited.getSpec().setGpus(4);
        });
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () ->
                assertThat(CLUSTER.condition(running, "SpecApplied").getMessage())
                    .startsWith("Job long was not updated (")
                    .contains("command", "env", "resources")
                    .doesNotContain("[", "more")
                    .endsWith(
                        " changed): it has started and its pods cannot change; re-create the"
                            + " workload to apply"));
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () ->
                assertThat(CLUSTER.client().v1().events().inNamespace(namespace).list().getItems())
                    .filteredOn(e -> "ChangesNotApplied".equals(e.getReason()))
                    .singleElement()
                    .satisfies(e -> assertThat(e.getType()).isEqualTo("Warning"))
                    .satisfies(e -> assertThat(e.getCount()).isIn(null, 1)));
    assertThat(CLUSTER.client().resource(running).get().getStatus().getGpus())
        .as("the GPUs the running Job was made with")
        .isEqualTo(8);
    assertThat(
            job(namespace, "long")
                .getSpec()
                .getTemplate()
                .getSpec()
                .getContainers()
                .get(0)
                .getCommand())
        .containsExactly("/bin/sh", "-c", "echo one");

    String other = CLUSTER.namespace();
    KaiwoJob waiting = CLUSTER.create(longJob(other, "tiny"));
    CLUSTER.awaitStatus(waiting, WorkloadStatus.PENDING);
    String firstUid =
        await()
            .atMost(WorkloadCluster.TIMEOUT)
            .until(() -> job(other, "long"), j -> j != null)
            .getMetadata()
            .getUid();
    CLUSTER.edit(waiting, edited -> edited.getSpec().setEntrypoint("echo two"));
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () -> {
              Job replaced = job(other, "long");
              assertThat(replaced).isNotNull();
              assertThat(replaced.getMetadata().getUid()).isNotEqualTo(firstUid);
              assertThat(
                      replaced
                          .getSpec()
                          .getTemplate()
                          .getSpec()
                          .getContainers()
                          .get(0)
                          .getCommand())
                  .containsExactly("/bin/sh", "-c", "echo two");
            });
    CLUSTER.client().resource(running).delete();
    CLUSTER.awaitStatus(waiting, WorkloadStatus.RUNNING);
    CLUSTER.client().resource(waiting).delete();
  }

  @Test
  void whatIsRemovedFromARunningServiceLeavesItsDeployment() {
    String namespace = CLUSTER.namespace();
    KaiwoService service =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoService
                metadata:
                  name: removals
                  annotations: {foo: bar}
                spec:
                  gpus: 1
                  gpuModels: [mi300x]
                  podTemplateSpecLabels: {pl: v}
                  entrypoint: serve
                """,
                KaiwoService.class,
                namespace));
    PodTemplateSpec before =
        await()
            .atMost(WorkloadCluster.TIMEOUT)
            .until(() -> deployment(namespace, "removals"), d -> d != null)
            .getSpec()
            .getTemplate();
    assertThat(before.getSpec().getAffinity()).isNotNull();
    assertThat(before.getSpec().getSecurityContext().getRunAsUser()).isEqualTo(1000L);
    assertThat(before.getMetadata().getAnnotations()).containsEntry("foo", "bar");
    assertThat(before.getMetadata().getLabels()).containsEntry("pl", "v");
    // A Deployment made before Kaiwo kept its record (an older operator) gets one. The Deployment
    // controller writes the object too, so the edit is retried on a conflict.
    OperatorSandbox.retrying(
        () ->
            CLUSTER
                .client()
                .apps()
                .deployments()
                .inNamespace(namespace)
                .withName("removals")
                .edit(
                    d -> {
                      d.getMetadata().getAnnotations().remove(ChildDiff.LAST_APPLIED);
                      return d;
                    }));
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .until(
            () -> deployment(namespace, "removals").getMetadata().getAnnotations(),
            annotations -> annotations.containsKey(ChildDiff.LAST_APPLIED));

    CLUSTER.editAndAwait(
        service,
        edited -> {
          edited.getMetadata().getAnnotations().remove("foo");
          edited.getSpec().setGpuModels(null);
          edited.getSpec().setPodTemplateSpecLabels(null);
          edited.getSpec().setDangerous(true);
        },
        () -> {
          PodTemplateSpec after = deployment(namespace, "removals").getSpec().getTemplate();
          assertThat(after.getSpec().getAffinity()).isNull();
          assertThat(after.getSpec().getSecurityContext())
              .satisfiesAnyOf(
                  context -> assertThat(context).isNull(),
                  context -> assertThat(context.getRunAsUser()).isNull());
          assertThat(after.getMetadata().getAnnotations()).doesNotContainKey("foo");
          assertThat(after.getMetadata().getLabels()).doesNotContainKey("pl");
        });
    CLUSTER.awaitStatus(service, WorkloadStatus.RUNNING);
    assertThat(CLUSTER.condition(service, "SpecApplied").getStatus()).isEqualTo("True");
    CLUSTER.client().resource(service).delete();
  }

  @Test
  void whatIsRemovedFromAQueuedJobIsGoneFromItsReplacement() {
    String namespace = CLUSTER.namespace();
    KaiwoJob blocker =
        CLUSTER.awaitStatus(CLUSTER.create(longJob(namespace, "tiny")), WorkloadStatus.RUNNING);
    // Kueue queues a job only when its priority class exists.
    WorkloadPriorityClass low = new WorkloadPriorityClass();
    low.setMetadata(new ObjectMetaBuilder().withName("low").build());
    low.setValue(10);
    CLUSTER.client().resource(low).createOr(existing -> existing.update());
    KaiwoJob held =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata:
                  name: held
                  labels: {team: blue}
                spec:
                  clusterQueue: tiny
                  gpus: 8
                  gpuModels: [mi300x]
                  priorityClass: low
                  image: busybox
                  entrypoint: echo held
                """,
                KaiwoJob.class,
                namespace));
    CLUSTER.awaitStatus(held, WorkloadStatus.PENDING);
    Job first =
        await().atMost(WorkloadCluster.TIMEOUT).until(() -> job(namespace, "held"), j -> j != null);
    assertThat(first.getMetadata().getLabels())
        .containsEntry("team", "blue")
        .containsEntry("kueue.x-k8s.io/priority-class", "low");
    assertThat(first.getSpec().getTemplate().getSpec().getAffinity()).isNotNull();

    CLUSTER.editAndAwait(
        held,
        edited -> {
          edited.getMetadata().getLabels().remove("team");
          edited.getSpec().setGpuModels(null);
          edited.getSpec().setPriorityClass(null);
        },
        () -> {
          Job replaced = job(namespace, "held");
          assertThat(replaced).isNotNull();
          assertThat(replaced.getMetadata().getUid()).isNotEqualTo(first.getMetadata().getUid());
          assertThat(replaced.getMetadata().getLabels())
              .doesNotContainKeys("team", "kueue.x-k8s.io/priority-class");
          assertThat(replaced.getSpec().getTemplate().getSpec().getAffinity()).isNull();
        });
    CLUSTER.client().resource(blocker).delete();
    CLUSTER.awaitStatus(held, WorkloadStatus.RUNNING);
    CLUSTER.client().resource(held).delete();
  }

  @Test
  void queuedJobNoLongerSplitLosesItsPodService() {
    String namespace = CLUSTER.namespace();
    KaiwoJob blocker =
        CLUSTER.awaitStatus(CLUSTER.create(longJob(namespace, "tiny")), WorkloadStatus.RUNNING);
    KaiwoJob held =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: split}
                spec:
                  clusterQueue: tiny
                  replicas: 2
                  gpus: 4
                  image: busybox
                  entrypoint: echo split
                """,
                KaiwoJob.class,
                namespace));
    CLUSTER.awaitStatus(held, WorkloadStatus.PENDING);
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () -> {
              assertThat(service(namespace, "split")).isNotNull();
              assertThat(job(namespace, "split").getSpec().getCompletions()).isEqualTo(2);
            });

    CLUSTER.editAndAwait(
        held,
        edited -> edited.getSpec().setReplicas(1),
        () -> {
          Job replaced = job(namespace, "split");
          assertThat(replaced).isNotNull();
          assertThat(replaced.getSpec().getCompletions()).isNull();
          assertThat(replaced.getSpec().getTemplate().getSpec().getSubdomain()).isNull();
          assertThat(service(namespace, "split")).isNull();
        });
    CLUSTER.client().resource(blocker).delete();
    CLUSTER.client().resource(held).delete();
  }

  @Test
  void kaiwoConfigChangesReachTheChildren() {
    String namespace = CLUSTER.namespace();
    KaiwoService service =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoService
                metadata: {name: fallback}
                spec: {entrypoint: serve}
                """,
                KaiwoService.class,
                namespace));
    CLUSTER.awaitStatus(service, WorkloadStatus.RUNNING);
    KaiwoConfig config =
        CLUSTER.object(
            """
        apiVersion: config.kaiwo.silogen.ai/v1alpha1
        kind: KaiwoConfig
        metadata: {name: kaiwo}
        spec:
          ray: {defaultRayImage: "example.com/ray:2"}
        """,
            KaiwoConfig.class,
            null);
    CLUSTER.client().resource(config).create();
    try {
      await()
          .atMost(WorkloadCluster.TIMEOUT)
          .untilAsserted(
              () -> {
                Deployment deployment =
                    CLUSTER
                        .client()
                        .apps()
                        .deployments()
                        .inNamespace(namespace)
                        .withName("fallback")
                        .get();
                assertThat(
                        deployment
                            .getSpec()
                            .getTemplate()
                            .getSpec()
                            .getContainers()
                            .get(0)
                            .getImage())
                    .isEqualTo("example.com/ray:2");
              });
    } finally {
      CLUSTER.client().resource(config).delete();
    }
    assertThat(
            CLUSTER
                .client()
                .resources(LocalQueue.class)
                .inNamespace(namespace)
                .withName("kaiwo")
                .get())
        .as("LocalQueue created in the namespace")
        .isNotNull();
  }

  @Test
  void terminationRequestedByAnotherControllerDeletesTheChildren() {
    String namespace = CLUSTER.namespace();
    KaiwoJob running =
        CLUSTER.awaitStatus(CLUSTER.create(longJob(namespace, "kaiwo")), WorkloadStatus.RUNNING);
    CLUSTER.requestTermination(running);
    KaiwoJob terminated = CLUSTER.awaitStatus(running, WorkloadStatus.TERMINATED);
    assertThat(CLUSTER.condition(terminated, "WorkloadTerminatedEarly").getReason())
        .isEqualTo(WorkloadCluster.DURATION_EXCEEDED);
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(() -> assertThat(job(namespace, "long")).isNull());
    assertThat(terminated.getStatus().getCompletionTime()).isNotNull();
  }
}
