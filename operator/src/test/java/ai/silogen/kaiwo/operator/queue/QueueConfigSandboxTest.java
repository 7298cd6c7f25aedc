package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.nodepool.NodePoolModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The KaiwoQueueConfig controller against a sandbox cluster with Kueue. The config is a cluster
 * singleton, so the tests share one cluster; the first checks the default config the operator
 * creates at start, the others each write the config they need.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class QueueConfigSandboxTest {

  static final String AMD_POOL = "amd-mi300x-8gpu-86core-1382gi";
  static final String NVIDIA_POOL = "nvidia-nvidiah10080gbhbm3-8gpu-86core-921gi";
  static final String CPU_POOL = "cpu-only-0gpu-28core-115gi";

  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster =
        OperatorSandbox.start(
            List.of(new KaiwoConfigModule(), new NodePoolModule(), new QueueModule()));
    client = cluster.client();
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  @Order(1)
  void theDefaultConfigIsCreatedFromTheNodesAndBecomesReady() {
    eventually().until(() -> status() == WorkloadStatus.READY);
    assertThat(queueConfig().getSpec().getResourceFlavors())
        .extracting(f -> f.getName())
        .containsExactly(CPU_POOL, NVIDIA_POOL, AMD_POOL);
    assertThat(names(ResourceFlavor.class))
        .containsExactlyInAnyOrder(CPU_POOL, NVIDIA_POOL, AMD_POOL);
    ClusterQueue queue = client.resources(ClusterQueue.class).withName("kaiwo").get();
    assertThat(queue.getSpec().getCohort()).isEqualTo("kaiwo");
    assertThat(quota(queue, AMD_POOL, "amd.com/gpu")).isEqualTo("16");
    assertThat(quota(queue, NVIDIA_POOL, "nvidia.com/gpu")).isEqualTo("16");
    assertThat(client.resources(KaiwoConfig.class).withName("kaiwo").get()).isNotNull();
    eventually()
        .untilAsserted(
            () ->
                assertThat(client.nodes().withName("mi300x-0").get().getMetadata().getLabels())
                    .containsEntry("kaiwo/nodepool", AMD_POOL)
                    .containsEntry("kaiwo/worker", "true")
                    .containsEntry("kaiwo/gpu-model", "mi300x")
                    .doesNotContainKeys("kaiwo/topology-block", "kaiwo/topology-rack"));
  }

  @Test
  @Order(2)
  void aCustomConfigCreatesExactlyItsKueueObjectsAndRemovingEntriesDeletesOnlyThose() {
    OperatorSandbox.createNamespaces(client, "team-a");
    OperatorSandbox.createNamespaces(client, "team-b");
    ClusterQueue byHand = new ClusterQueue();
    byHand.setMetadata(new ObjectMetaBuilder().withName("by-hand").build());
    client.resource(byHand).create();

    writeSpec(SandboxConfigs.CUSTOM);

    eventually()
        .untilAsserted(
            () -> {
              assertThat(names(ResourceFlavor.class))
                  .containsExactlyInAnyOrder("mi300x", "h100", "cpu");
              assertThat(names(ClusterQueue.class))
                  .containsExactlyInAnyOrder("research", "inference", "batch", "by-hand");
              assertThat(localQueues())
                  .containsExactlyInAnyOrder(
                      "team-a/research", "team-b/research", "team-b/inference");
              assertThat(names(WorkloadPriorityClass.class))
                  .containsExactlyInAnyOrder("high", "low");
              assertThat(names(Topology.class)).containsExactly("racks");
              assertThat(status()).isEqualTo(WorkloadStatus.READY);
            });
    ResourceFlavor gpu = client.resources(ResourceFlavor.class).withName("mi300x").get();
    assertThat(gpu.getSpec().getNodeTaints())
        .extracting(t -> t.getKey())
        .containsExactly("dedicated");
    assertThat(gpu.getSpec().getTolerations())
        .extracting(t -> t.getKey())
        .containsExactly("dedicated");

    KaiwoQueueConfigSpec smaller =
        ApiSerialization.read(SandboxConfigs.CUSTOM, KaiwoQueueConfigSpec.class);
    smaller.getResourceFlavors().removeIf(f -> f.getName().equals("h100"));
    smaller.getClusterQueues().removeIf(q -> q.getName().equals("inference"));
    smaller.getWorkloadPriorityClasses().removeIf(w -> w.getMetadata().getName().equals("low"));
    writeSpec(ApiSerialization.toYaml(smaller));

    eventually()
        .untilAsserted(
            () -> {
              assertThat(names(ResourceFlavor.class)).containsExactlyInAnyOrder("mi300x", "cpu");
              assertThat(names(ClusterQueue.class))
                  .containsExactlyInAnyOrder("research", "batch", "by-hand");
              assertThat(localQueues())
                  .containsExactlyInAnyOrder("team-a/research", "team-b/research");
              assertThat(names(WorkloadPriorityClass.class)).containsExactly("high");
              assertThat(status()).isEqualTo(WorkloadStatus.READY);
            });
  }

  @Test
  @Order(3)
  void aLocalQueueAppearsWhenAListedNamespaceIsCreated() {
    writeSpec(
        SandboxConfigs.CUSTOM.replace("namespaces: [team-b]", "namespaces: [team-b, team-late]"));
    eventually()
        .untilAsserted(
            () -> {
              KaiwoQueueConfig config = queueConfig();
              assertThat(Conditions.find(config.getStatus().getConditions(), "NamespacesMissing"))
                  .hasValueSatisfying(c -> assertThat(c.getMessage()).contains("team-late"));
              assertThat(config.getStatus().getStatus()).isEqualTo(WorkloadStatus.READY);
            });
    assertThat(localQueues()).doesNotContain("team-late/inference");

    OperatorSandbox.createNamespaces(client, "team-late");

    eventually().untilAsserted(() -> assertThat(localQueues()).contains("team-late/inference"));
    eventually()
        .until(
            () ->
                !Conditions.isTrue(queueConfig().getStatus().getConditions(), "NamespacesMissing"));
  }

  @Test
  @Order(4)
  void aQueueThatKueueCannotUseFailsTheConfigUntilItIsMended() {
    String batchFlavor = "- name: cpu\n              resources:";
    assertThat(SandboxConfigs.CUSTOM).contains(batchFlavor);
    writeSpec(
        SandboxConfigs.CUSTOM.replace(batchFlavor, "- name: cpu-typo\n              resources:"));

    eventually().until(() -> status() == WorkloadStatus.FAILED);
    assertThat(Conditions.find(queueConfig().getStatus().getConditions(), "Ready"))
        .hasValueSatisfying(
            c -> {
              assertThat(c.getReason()).isEqualTo("ClusterQueueInactive");
              assertThat(c.getMessage())
                  .contains("ClusterQueue batch: FlavorNotFound")
                  .contains("cpu-typo")
                  .doesNotContain("research", "inference");
            });

    writeSpec(SandboxConfigs.CUSTOM);
    eventually().until(() -> status() == WorkloadStatus.READY);
  }

  @Test
  @Order(5)
  void aDeletedQueueIsRecreatedAndAnInvalidConfigFailsWithoutTouchingKueue() {
    writeSpec(SandboxConfigs.CUSTOM);
    eventually().untilAsserted(() -> assertThat(names(ClusterQueue.class)).contains("inference"));
    client.resources(ClusterQueue.class).withName("inference").delete();
    eventually().untilAsserted(() -> assertThat(names(ClusterQueue.class)).contains("inference"));

    writeSpec(SandboxConfigs.CUSTOM.replace("name: batch", "name: research"));
    eventually().until(() -> status() == WorkloadStatus.FAILED);
    assertThat(Conditions.find(queueConfig().getStatus().getConditions(), "Ready"))
        .hasValueSatisfying(
            c ->
                assertThat(c.getMessage())
                    .contains("spec.clusterQueues[2].name: duplicate name 'research'"));
    assertThat(names(ClusterQueue.class)).contains("batch", "inference");
  }

  @Test
  @Order(6)
  void aDeletedConfigComesBackAsTheDefaultAndItsQueuesGoButHandMadeOnesStay() {
    String uid = queueConfig().getMetadata().getUid();
    client.resources(KaiwoQueueConfig.class).withName("kaiwo").delete();

    eventually()
        .untilAsserted(
            () -> {
              KaiwoQueueConfig again = queueConfig();
              assertThat(again.getMetadata().getUid()).isNotEqualTo(uid);
              assertThat(again.getStatus().getStatus()).isEqualTo(WorkloadStatus.READY);
              assertThat(names(ClusterQueue.class)).containsExactlyInAnyOrder("kaiwo", "by-hand");
              assertThat(names(ResourceFlavor.class))
                  .containsExactlyInAnyOrder(CPU_POOL, NVIDIA_POOL, AMD_POOL);
              assertThat(localQueues()).isEmpty();
            });
  }

  @Test
  @Order(7)
  void badlyTypedMetadataOfAListedKueueObjectIsRefusedNamingTheFieldAndTheOperatorKeepsGoing() {
    eventually().until(() -> status() == WorkloadStatus.READY);
    String badLabels =
        """
        {"spec": {"topologies": [{"metadata": {"name": "racks", "labels": ["x"]},
          "spec": {"levels": [{"nodeLabel": "kubernetes.io/hostname"}]}}]}}""";
    assertThatThrownBy(() -> mergePatch(badLabels))
        .isInstanceOfSatisfying(
            KubernetesClientException.class,
            e -> {
              assertThat(e.getCode()).isEqualTo(422);
              assertThat(e.getMessage()).contains("spec.topologies[0].metadata.labels");
            });

    // Keys ObjectMeta would mistype (generation: abc) are pruned like any unknown field, so
    // what is stored can always be read.
    mergePatch(
        """
        {"spec": {"workloadPriorityClasses": [{"metadata": {"name": "urgent", "generation": "abc",
          "labels": {"team": "a"}}, "value": 5000}]}}""");
    eventually()
        .untilAsserted(
            () -> {
              WorkloadPriorityClass urgent =
                  client.resources(WorkloadPriorityClass.class).withName("urgent").get();
              assertThat(urgent).isNotNull();
              assertThat(urgent.getMetadata().getLabels()).containsEntry("team", "a");
              assertThat(status()).isEqualTo(WorkloadStatus.READY);
            });
    assertThat(queueConfig().getSpec().getWorkloadPriorityClasses().getFirst().getMetadata())
        .satisfies(m -> assertThat(m.getGeneration()).isNull());
  }

  private static void mergePatch(String json) {
    client
        .resources(KaiwoQueueConfig.class)
        .withName("kaiwo")
        .patch(PatchContext.of(PatchType.JSON_MERGE), json);
  }

  private static void writeSpec(String specYaml) {
    QueueConfigs.writeSpec(client, ApiSerialization.read(specYaml, KaiwoQueueConfigSpec.class));
  }

  static KaiwoQueueConfig queueConfig() {
    return client.resources(KaiwoQueueConfig.class).withName("kaiwo").get();
  }

  static WorkloadStatus status() {
    KaiwoQueueConfig config = queueConfig();
    return config == null || config.getStatus() == null ? null : config.getStatus().getStatus();
  }

  private static List<String> localQueues() {
    return client.resources(LocalQueue.class).inAnyNamespace().list().getItems().stream()
        .map(q -> q.getMetadata().getNamespace() + "/" + q.getMetadata().getName())
        .toList();
  }

  private static List<String> names(Class<? extends HasMetadata> type) {
    return client.resources(type).list().getItems().stream()
        .map(o -> o.getMetadata().getName())
        .toList();
  }

  static String quota(ClusterQueue queue, String flavor, String resource) {
    return queue.getSpec().getResourceGroups().getFirst().getFlavors().stream()
        .filter(f -> f.getName().equals(flavor))
        .flatMap(f -> f.getResources().stream())
        .filter(r -> r.getName().equals(resource))
        .map(r -> r.getNominalQuota().toString())
        .findFirst()
        .orElseThrow();
  }
}
