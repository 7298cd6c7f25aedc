package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.controlplane.ecosystem.NamespaceProbe;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.awaitility.core.ConditionFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The Kueue stand-in alone in a sandbox: webhook, scheduler and the Job and Pod controllers. */
class KueueStandInTest {

  private static final List<JobIntegration> INTEGRATIONS =
      List.of(new BatchJobIntegration(), new PodIntegration());

  @RegisterExtension
  static final SandboxExtension SANDBOX =
      SandboxExtension.with(
          builder -> {
            List<SandboxComponent> components = new ArrayList<>();
            components.add(new KueueScheduler(Clock.systemUTC()));
            INTEGRATIONS.forEach(i -> components.add(new KueueJobController(i, Clock.systemUTC())));
            builder.components(components).admissionPlugin(new KueueWebhook(INTEGRATIONS));
          });

  private KubernetesClient client;
  private KubeApi api;
  private String ns;
  private NamespaceProbe probe;

  /** Each test gets a namespace with LocalQueue {@code kaiwo} into its own ClusterQueue. */
  @BeforeEach
  void createQueues(KubernetesClient client, TestInfo test) {
    this.client = client;
    this.api = new KubeApi(client);
    ns = "t-" + Integer.toHexString(test.getDisplayName().hashCode() & 0xfffffff);
    probe = new NamespaceProbe(client, ns);
    client
        .namespaces()
        .resource(new NamespaceBuilder().withNewMetadata().withName(ns).endMetadata().build())
        .create();
    create(
        KueueKinds.RESOURCE_FLAVOR,
        "metadata: {name: %s-mi300x}\nspec: {nodeLabels: {kaiwo/nodepool: mi300x}}".formatted(ns));
    create(
        KueueKinds.CLUSTER_QUEUE,
        """
        metadata: {name: %1$s}
        spec:
          namespaceSelector: {}
          resourceGroups:
          - coveredResources: [cpu, amd.com/gpu]
            flavors:
            - name: %1$s-mi300x
              resources: [{name: cpu, nominalQuota: 64}, {name: amd.com/gpu, nominalQuota: 8}]
        """
            .formatted(ns));
    create(
        KueueKinds.LOCAL_QUEUE,
        "metadata: {name: kaiwo, namespace: %1$s}\nspec: {clusterQueue: %1$s}".formatted(ns));
  }

  @Test
  void aQueuedJobIsCreatedSuspendedAndReleasedOntoItsFlavorOnceAdmitted() {
    Job job = client.batch().v1().jobs().inNamespace(ns).resource(job("train", 8, null)).create();

    assertThat(job.getSpec().getSuspend()).isTrue();
    awaitQuickly().until(() -> !probe.suspended("train"));
    Job released = client.batch().v1().jobs().inNamespace(ns).withName("train").get();
    assertThat(released.getSpec().getTemplate().getSpec().getNodeSelector())
        .containsEntry("kaiwo/nodepool", "mi300x");

    JsonNode workload = probe.workloadOf(job.getMetadata().getUid()).orElseThrow();
    assertThat(Json.name(workload)).matches("job-train-[0-9a-f]{5}");
    assertThat(workload.path("metadata").path("ownerReferences").get(0).path("name").asText())
        .isEqualTo("train");
    assertThat(workload.path("spec").path("podSets").get(0).path("name").asText())
        .isEqualTo("main");
    assertThat(workload.path("status").path("admission").path("clusterQueue").asText())
        .isEqualTo(ns);
    awaitQuickly()
        .untilAsserted(
            () ->
                assertThat(probe.eventMessages("train"))
                    .contains("Admitted by clusterQueue " + ns));
    awaitQuickly()
        .untilAsserted(
            () -> assertThat(clusterQueueStatus().path("admittedWorkloads").asInt()).isEqualTo(1));
  }

  @Test
  void finishingAJobReleasesItsQuotaToTheHighestPriorityWaiter() {
    create(
        KueueKinds.WORKLOAD_PRIORITY_CLASS, "metadata: {name: %s-high}\nvalue: 1000".formatted(ns));
    Job blocker =
        client.batch().v1().jobs().inNamespace(ns).resource(job("blocker", 8, null)).create();
    awaitQuickly().until(() -> !probe.suspended("blocker"));
    client.batch().v1().jobs().inNamespace(ns).resource(job("low", 8, null)).create();
    awaitQuickly().until(() -> probe.quotaMessage("low").contains("8 more needed"));
    client.batch().v1().jobs().inNamespace(ns).resource(job("high", 8, ns + "-high")).create();
    awaitQuickly().until(() -> probe.quotaMessage("high").contains("8 more needed"));

    complete(blocker);

    awaitQuickly().until(() -> !probe.suspended("high"));
    assertThat(probe.suspended("low")).isTrue();
    assertThat(
            probe
                .workloadOf(blocker.getMetadata().getUid())
                .orElseThrow()
                .path("status")
                .toString())
        .contains("Finished");
    complete(client.batch().v1().jobs().inNamespace(ns).withName("high").get());
    awaitQuickly().until(() -> !probe.suspended("low"));
  }

  @Test
  void aJobNamingAMissingPriorityClassGetsNoWorkloadUntilTheClassExists() {
    Job job =
        client.batch().v1().jobs().inNamespace(ns).resource(job("nope", 1, ns + "-nope")).create();
    String uid = job.getMetadata().getUid();

    await()
        .during(Duration.ofMillis(1500))
        .atMost(Duration.ofSeconds(5))
        .until(() -> probe.workloadOf(uid).isEmpty() && probe.suspended("nope"));

    create(KueueKinds.WORKLOAD_PRIORITY_CLASS, "metadata: {name: %s-nope}\nvalue: 7".formatted(ns));
    awaitQuickly().until(() -> probe.workloadOf(uid).isPresent());
    assertThat(probe.workloadOf(uid).orElseThrow().path("spec").path("priority").asInt())
        .isEqualTo(7);
    awaitQuickly().until(() -> !probe.suspended("nope"));
  }

  @Test
  void aJobInAMissingLocalQueueWaitsWithKueuesMessage() {
    Job job = job("lost", 1, null);
    job.getMetadata().getLabels().put(KueueLabels.QUEUE_NAME, "nowhere");
    client.batch().v1().jobs().inNamespace(ns).resource(job).create();

    awaitQuickly()
        .until(() -> probe.quotaMessage("lost").equals("LocalQueue nowhere doesn't exist"));
    assertThat(probe.suspended("lost")).isTrue();
  }

  @Test
  void aQueuedPodIsGatedUntilAdmitted() {
    Pod pod =
        new PodBuilder()
            .withNewMetadata()
            .withName("server-abc12")
            .withNamespace(ns)
            .addToLabels(KueueLabels.QUEUE_NAME, "kaiwo")
            .endMetadata()
            .withNewSpec()
            .addNewContainer()
            .withName("main")
            .withNewResources()
            .addToRequests("amd.com/gpu", new Quantity("1"))
            .endResources()
            .endContainer()
            .endSpec()
            .build();
    Pod created = client.pods().inNamespace(ns).resource(pod).create();
    assertThat(created.getSpec().getSchedulingGates())
        .extracting("name")
        .containsExactly(KueueLabels.ADMISSION_GATE);
    assertThat(created.getMetadata().getLabels()).containsEntry(KueueLabels.MANAGED, "true");

    awaitQuickly()
        .until(
            () ->
                client
                    .pods()
                    .inNamespace(ns)
                    .withName("server-abc12")
                    .get()
                    .getSpec()
                    .getSchedulingGates()
                    .isEmpty());
    Pod released = client.pods().inNamespace(ns).withName("server-abc12").get();
    assertThat(released.getSpec().getNodeSelector()).containsEntry("kaiwo/nodepool", "mi300x");
    assertThat(Json.name(probe.workloadOf(created.getMetadata().getUid()).orElseThrow()))
        .startsWith("pod-server-abc12-");

    client.pods().inNamespace(ns).withName("server-abc12").delete();
    awaitQuickly()
        .until(
            () ->
                api.list(
                        KueueKinds.WORKLOAD,
                        ns,
                        Map.of(KueueLabels.JOB_UID, created.getMetadata().getUid()))
                    .isEmpty());
  }

  private Job job(String name, int gpus, String priorityClass) {
    JobBuilder builder =
        new JobBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(ns)
            .addToLabels(KueueLabels.QUEUE_NAME, "kaiwo")
            .endMetadata()
            .withNewSpec()
            .withNewTemplate()
            .withNewSpec()
            .withRestartPolicy("Never")
            .addNewContainer()
            .withName("workload")
            .withImage("busybox")
            .withNewResources()
            .addToRequests("amd.com/gpu", new Quantity(String.valueOf(gpus)))
            .endResources()
            .endContainer()
            .endSpec()
            .endTemplate()
            .endSpec();
    if (priorityClass != null) {
      builder.editMetadata().addToLabels(KueueLabels.PRIORITY_CLASS, priorityClass).endMetadata();
    }
    return builder.build();
  }

  private void complete(Job job) {
    ObjectNode patch =
        Yaml.node("status: {conditions: [{type: Complete, status: 'True'}], succeeded: 1}");
    api.patchStatus(
        ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind.JOB,
        ns,
        job.getMetadata().getName(),
        patch);
  }

  private JsonNode clusterQueueStatus() {
    return api.get(KueueKinds.CLUSTER_QUEUE, null, ns).orElseThrow().path("status");
  }

  private void create(ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind kind, String yaml) {
    api.create(
        kind,
        Yaml.node("apiVersion: " + kind.apiVersion() + "\nkind: " + kind.kind() + "\n" + yaml));
  }

  /** Polls until true; a read that fails meanwhile (an object not there yet) just polls again. */
  private static ConditionFactory awaitQuickly() {
    return await()
        .atMost(Duration.ofSeconds(20))
        .pollInterval(Duration.ofMillis(20))
        .ignoreExceptions();
  }
}
