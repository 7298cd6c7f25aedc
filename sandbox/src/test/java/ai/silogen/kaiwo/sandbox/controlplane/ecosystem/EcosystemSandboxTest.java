package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;

import static ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemFixtures.appWrappedRayService;
import static ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemFixtures.clusterQueue;
import static ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemFixtures.job;
import static ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemFixtures.localQueue;
import static ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemFixtures.priorityClass;
import static ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemFixtures.rayJob;
import static ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemFixtures.resourceFlavor;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.InMemoryPodLogs;
import ai.silogen.kaiwo.sandbox.controlplane.ControlPlane;
import ai.silogen.kaiwo.sandbox.controlplane.ControlPlaneOptions;
import ai.silogen.kaiwo.sandbox.controlplane.appwrapper.AppWrapperKinds;
import ai.silogen.kaiwo.sandbox.controlplane.kubelet.RunPlan;
import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayKinds;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueKinds;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueLabels;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.awaitility.core.ConditionFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Kueue, KubeRay and AppWrapper stand-ins in a full sandbox (API server with admission and
 * garbage collection, nodes, scheduler, kubelet, Job and Deployment controllers), driven the way
 * Kaiwo drives the real add-ons. Each test works in its own namespace with its own queues.
 */
class EcosystemSandboxTest {

  private static final InMemoryPodLogs LOGS = new InMemoryPodLogs();
  private static final EcosystemComponents ECOSYSTEM =
      EcosystemComponents.create(
          EcosystemOptions.defaults().withDefaultRunTime(Duration.ofSeconds(1)));

  @RegisterExtension
  static final SandboxExtension SANDBOX =
      SandboxExtension.with(
          builder -> {
            List<SandboxComponent> components =
                new ArrayList<>(ControlPlane.components(ControlPlaneOptions.defaults(LOGS)));
            components.addAll(ECOSYSTEM.components());
            builder
                .podLogs(LOGS)
                .components(components)
                .admissionPlugins(ECOSYSTEM.admissionPlugins());
          });

  private KubernetesClient client;
  private KubeApi api;
  private String namespace;
  private NamespaceProbe probe;

  @BeforeEach
  void createNamespaceAndQueue(KubernetesClient client, TestInfo test) {
    this.client = client;
    this.api = new KubeApi(client);
    this.namespace = "t-" + Integer.toHexString(test.getDisplayName().hashCode() & 0xfffffff);
    this.probe = new NamespaceProbe(client, namespace);
    client
        .namespaces()
        .resource(
            new NamespaceBuilder().withNewMetadata().withName(namespace).endMetadata().build())
        .create();
    create(resourceFlavor(namespace + "-mi300x"));
    create(localQueue(namespace, "team", namespace));
  }

  @Test
  void theHighPriorityJobCreatedLastIsAdmittedFirstWhenQuotaAppears() {
    create(clusterQueue(namespace, namespace + "-mi300x", 0));
    create(priorityClass(namespace + "-high", 1000));
    create(job(namespace, "low", "team", 8, null));
    create(job(namespace, "high", "team", 8, namespace + "-high"));
    awaitQuickly()
        .until(() -> probe.quotaMessage("low").contains("request > maximum capacity (8 > 0)"));
    awaitQuickly()
        .until(() -> probe.quotaMessage("high").contains("request > maximum capacity (8 > 0)"));

    create(clusterQueue(namespace, namespace + "-mi300x", 8), true);

    awaitQuickly().until(() -> probe.hasCondition("low", "Complete"));
    // Quota went to the high-priority job first; the low one got it when the high one completed.
    assertThat(probe.quotaReservations())
        .containsExactly(probe.workloadName("high"), probe.workloadName("low"));
    assertThat(probe.hasCondition("high", "Complete")).isTrue();
    Pod highPod =
        client
            .pods()
            .inNamespace(namespace)
            .withLabel("job-name", "high")
            .list()
            .getItems()
            .getFirst();
    assertThat(highPod.getSpec().getNodeName()).startsWith("mi300x-");
    assertThat(probe.eventMessages("high")).contains("Admitted by clusterQueue " + namespace);
    awaitQuickly()
        .untilAsserted(
            () ->
                assertThat(
                        api.get(KueueKinds.CLUSTER_QUEUE, null, namespace)
                            .orElseThrow()
                            .path("status")
                            .path("admittedWorkloads")
                            .asInt())
                    .isZero());
  }

  @Test
  void aJobWhoseLocalQueueIsMissingStaysPending() {
    create(clusterQueue(namespace, namespace + "-mi300x", 8));
    create(job(namespace, "lost", "nowhere", 1, null));

    awaitQuickly()
        .until(() -> probe.quotaMessage("lost").equals("LocalQueue nowhere doesn't exist"));
    assertThat(probe.suspended("lost")).isTrue();
    assertThat(client.pods().inNamespace(namespace).list().getItems()).isEmpty();
  }

  @Test
  void aQueuedRayJobRunsOnItsOwnClusterToSuccess() {
    create(clusterQueue(namespace, namespace + "-mi300x", 8));
    create(rayJob(namespace, "train", "team"));

    awaitQuickly().until(() -> rayJobStatus("jobStatus").equals("RUNNING"));
    String cluster = rayJobStatus("rayClusterName");
    assertThat(cluster).matches("train-raycluster-[a-z0-9]{5}");
    List<Pod> pods =
        client.pods().inNamespace(namespace).withLabel("ray.io/cluster", cluster).list().getItems();
    assertThat(pods)
        .extracting(p -> p.getMetadata().getLabels().get("ray.io/node-type"))
        .containsExactlyInAnyOrder("head", "worker");
    assertThat(pods).allSatisfy(p -> assertThat(p.getStatus().getPhase()).isEqualTo("Running"));
    assertThat(pods)
        .filteredOn(
            p -> p.getMetadata().getName().startsWith(cluster + "-default-worker-group-worker-"))
        .singleElement()
        .satisfies(p -> assertThat(p.getSpec().getNodeName()).startsWith("mi300x-"));

    // The job ends once its run time, now shortened to nothing, has passed.
    ObjectNode finish = Json.object();
    finish.putObject("metadata").putObject("annotations").put(RunPlan.RUN_SECONDS, "0");
    api.patch(RayKinds.RAY_JOB, namespace, "train", finish);
    awaitQuickly().until(() -> rayJobStatus("jobStatus").equals("SUCCEEDED"));
    assertThat(rayJobStatus("jobDeploymentStatus")).isEqualTo("Complete");
    awaitQuickly().until(() -> api.get(RayKinds.RAY_CLUSTER, namespace, cluster).isEmpty());
    awaitQuickly()
        .until(
            () ->
                client
                    .pods()
                    .inNamespace(namespace)
                    .withLabel("ray.io/cluster", cluster)
                    .list()
                    .getItems()
                    .isEmpty());
  }

  @Test
  void aRayServiceInAnAppWrapperBecomesReady() {
    create(clusterQueue(namespace, namespace + "-mi300x", 8));
    create(appWrappedRayService(namespace, "chat", "team"));

    awaitQuickly()
        .until(
            () ->
                api.get(RayKinds.RAY_SERVICE, namespace, "chat")
                    .map(s -> Condition.holds(s.path("status").path("conditions"), "Ready"))
                    .orElse(false));
    JsonNode service = api.get(RayKinds.RAY_SERVICE, namespace, "chat").orElseThrow();
    assertThat(
            service
                .path("status")
                .path("activeServiceStatus")
                .path("applicationStatuses")
                .path("llm")
                .path("status")
                .asText())
        .isEqualTo("RUNNING");
    assertThat(service.path("metadata").path("ownerReferences").get(0).path("kind").asText())
        .isEqualTo("AppWrapper");
    awaitQuickly()
        .until(
            () ->
                api.get(AppWrapperKinds.APP_WRAPPER, namespace, "chat")
                    .orElseThrow()
                    .path("status")
                    .path("phase")
                    .asText()
                    .equals("Running"));
    List<Pod> pods =
        client
            .pods()
            .inNamespace(namespace)
            .withLabel(AppWrapperKinds.APP_WRAPPER_LABEL, "chat")
            .list()
            .getItems();
    assertThat(pods)
        .hasSize(2)
        .allSatisfy(
            p ->
                assertThat(p.getSpec().getNodeSelector())
                    .containsEntry("node.kubernetes.io/instance-type", "sandbox-mi300x-8x"));
  }

  @Test
  void aDeploymentsPodsWaitBehindTheSchedulingGateUntilAdmitted() {
    create(clusterQueue(namespace, namespace + "-mi300x", 0));
    Deployment deployment =
        new DeploymentBuilder()
            .withNewMetadata()
            .withName("server")
            .withNamespace(namespace)
            .endMetadata()
            .withNewSpec()
            .withReplicas(2)
            .withNewSelector()
            .addToMatchLabels("app", "server")
            .endSelector()
            .withNewTemplate()
            .withNewMetadata()
            .addToLabels("app", "server")
            .addToLabels(KueueLabels.QUEUE_NAME, "team")
            .endMetadata()
            .withNewSpec()
            .addNewContainer()
            .withName("server")
            .withImage("vllm")
            .withNewResources()
            .addToRequests("amd.com/gpu", new io.fabric8.kubernetes.api.model.Quantity("1"))
            .addToLimits("amd.com/gpu", new io.fabric8.kubernetes.api.model.Quantity("1"))
            .endResources()
            .endContainer()
            .endSpec()
            .endTemplate()
            .endSpec()
            .build();
    client.apps().deployments().inNamespace(namespace).resource(deployment).create();

    awaitQuickly().until(() -> serverPods().size() == 2);
    awaitQuickly()
        .until(
            () ->
                serverPods().stream()
                    .allMatch(p -> !probe.quotaMessageOf(p.getMetadata().getUid()).isEmpty()));
    assertThat(serverPods())
        .allSatisfy(
            p -> {
              assertThat(p.getSpec().getSchedulingGates())
                  .extracting("name")
                  .containsExactly(KueueLabels.ADMISSION_GATE);
              assertThat(p.getSpec().getNodeName()).isNull();
            });

    create(clusterQueue(namespace, namespace + "-mi300x", 8), true);

    awaitQuickly()
        .until(
            () ->
                Optional.ofNullable(
                            client
                                .apps()
                                .deployments()
                                .inNamespace(namespace)
                                .withName("server")
                                .get()
                                .getStatus()
                                .getAvailableReplicas())
                        .orElse(0)
                    == 2);
    assertThat(serverPods())
        .allSatisfy(
            p -> {
              assertThat(p.getSpec().getSchedulingGates()).isNullOrEmpty();
              assertThat(p.getSpec().getNodeName()).startsWith("mi300x-");
            });
  }

  private List<Pod> serverPods() {
    return client.pods().inNamespace(namespace).withLabel("app", "server").list().getItems();
  }

  private void create(ObjectNode object) {
    create(object, false);
  }

  /**
   * Creates {@code object}, or replaces its spec when {@code replace} (a ClusterQueue quota
   * change).
   */
  private void create(ObjectNode object, boolean replace) {
    if (replace) {
      ObjectNode patch = Json.object();
      patch.set("spec", object.path("spec"));
      api.patch(KueueKinds.CLUSTER_QUEUE, null, Json.name(object), patch);
    } else {
      api.create(object);
    }
  }

  private String rayJobStatus(String field) {
    return api.get(RayKinds.RAY_JOB, namespace, "train")
        .map(job -> job.path("status").path(field).asText(""))
        .orElse("");
  }

  /** Polls until true; a read that fails meanwhile (an object not there yet) just polls again. */
  private static ConditionFactory awaitQuickly() {
    return await()
        .atMost(Duration.ofSeconds(30))
        .pollInterval(Duration.ofMillis(50))
        .ignoreExceptions();
  }
}
