package ai.silogen.kaiwo.operator.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceQuota;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.nodepool.ClusterNodes;
import ai.silogen.kaiwo.operator.nodepool.NodePoolDiscovery;
import ai.silogen.kaiwo.operator.support.FieldError;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class QueueRenderTest {

  private static final KaiwoConfigSpec DEFAULTS = EffectiveKaiwoConfig.defaults().getSpec();

  private static QueueRenderResult render(
      KaiwoQueueConfig config, Set<String> namespaces, boolean topologies) {
    return QueueRender.render(
        config, new QueueRenderInputs(List.of(), DEFAULTS, namespaces::contains, topologies));
  }

  @Test
  void customConfigBecomesExactlyItsKueueObjects() {
    KueueObjects objects =
        render(QueueConfigs.custom(), Set.of("team-a", "team-b", "shared"), true).objects();

    assertThat(objects.all())
        .extracting(o -> o.getKind() + " " + key(o))
        .containsExactly(
            "Topology racks",
            "ResourceFlavor cpu",
            "ResourceFlavor mi300x",
            "ResourceFlavor racked",
            "ClusterQueue team-a",
            "ClusterQueue team-b",
            "ClusterQueue batch",
            "LocalQueue shared/team-a",
            "LocalQueue team-a/team-a",
            "LocalQueue team-b/team-b",
            "WorkloadPriorityClass high",
            "WorkloadPriorityClass low");
    assertThat(objects.all())
        .allSatisfy(
            o ->
                assertThat(o.getMetadata().getLabels())
                    .containsEntry(QueueRender.QUEUE_CONFIG_LABEL, "kaiwo"));
    assertThat(objects.localQueues())
        .extracting(q -> q.getSpec().getClusterQueue())
        .containsExactly("team-a", "team-a", "team-b");
  }

  @Test
  void flavorsKeepTheirTaintsTolerationsAndTopology() {
    List<ResourceFlavor> flavors =
        render(QueueConfigs.custom(), Set.of(), true).objects().resourceFlavors();

    ResourceFlavor cpu = flavors.get(0);
    assertThat(cpu.getSpec().getNodeLabels())
        .containsEntry("kaiwo/nodepool", "cpu-nodes")
        .containsEntry("kaiwo/worker", "true");
    ResourceFlavor gpu = flavors.get(1);
    assertThat(gpu.getSpec().getNodeTaints())
        .singleElement()
        .satisfies(t -> assertThat(t.getKey()).isEqualTo("gpu"));
    assertThat(gpu.getSpec().getTolerations())
        .singleElement()
        .satisfies(t -> assertThat(t.getOperator()).isEqualTo("Exists"));
    ResourceFlavor racked = flavors.get(2);
    assertThat(racked.getSpec().getTopologyName()).isEqualTo("racks");
    assertThat(racked.getSpec().getNodeLabels()).doesNotContainKey("kaiwo/worker");
  }

  @Test
  void quotasFollowCoveredResourcesWithZeroForMissingOnes() {
    ClusterQueue teamA =
        render(QueueConfigs.custom(), Set.of(), true).objects().clusterQueues().getFirst();
    assertThat(
            teamA.getSpec().getResourceGroups().getFirst().getFlavors().getFirst().getResources())
        .extracting(ResourceQuota::getName, q -> q.getNominalQuota().toString())
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("cpu", "200"),
            org.assertj.core.groups.Tuple.tuple("memory", "0"),
            org.assertj.core.groups.Tuple.tuple("amd.com/gpu", "16"));
    assertThat(teamA.getSpec().getCohort()).isEqualTo("research");
  }

  @Test
  void priorityClassesAndTopologiesAreCopied() {
    KueueObjects objects = render(QueueConfigs.custom(), Set.of(), true).objects();
    WorkloadPriorityClass high = objects.priorityClasses().getFirst();
    assertThat(high.getValue()).isEqualTo(1000);
    assertThat(high.getDescription()).isEqualTo("urgent work");
    assertThat(high.getMetadata().getLabels()).containsEntry("tier", "gold");
    Topology racks = objects.topologies().getFirst();
    assertThat(racks.getSpec().getLevels())
        .extracting(l -> l.getNodeLabel())
        .containsExactly("kaiwo/topology-rack", "kubernetes.io/hostname");
  }

  @Test
  void missingNamespacesGetNoLocalQueueAndAreReported() {
    QueueRenderResult result = render(QueueConfigs.custom(), Set.of("team-a"), true);
    assertThat(result.objects().localQueues())
        .extracting(QueueRenderTest::key)
        .containsExactly("team-a/team-a");
    assertThat(result.missingNamespaces()).containsExactly("shared", "team-b");
  }

  @Test
  void withoutTheTopologyApiTopologiesAreLeftOutAndReported() {
    QueueRenderResult result = render(QueueConfigs.custom(), Set.of(), false);
    assertThat(result.objects().topologies()).isEmpty();
    ResourceFlavor racked = result.objects().resourceFlavors().get(2);
    assertThat(racked.getSpec().getTopologyName()).isNull();
    assertThat(racked.getSpec().getNodeLabels()).containsEntry("kaiwo/worker", "true");
    assertThat(result.topologiesDropped()).isTrue();
    assertThat(render(QueueConfigs.custom(), Set.of(), true).topologiesDropped()).isFalse();
  }

  @Test
  void aConfigWithoutFlavorsUsesTheDiscoveredPools() {
    KaiwoQueueConfig config = QueueConfigs.custom();
    config.getSpec().setResourceFlavors(null);
    var pools =
        NodePoolDiscovery.discover(List.of(ClusterNodes.cpu("c", "16", "64Gi").build()), DEFAULTS);
    QueueRenderResult result =
        QueueRender.render(config, new QueueRenderInputs(pools, DEFAULTS, ns -> true, true));
    assertThat(result.objects().resourceFlavors())
        .extracting(f -> f.getMetadata().getName())
        .containsExactly("cpu-only-0gpu-14core-57gi");
  }

  @Test
  void invalidConfigsRenderNothingAndNameEveryBadField() {
    KaiwoQueueConfig config = QueueConfigs.custom();
    config.getSpec().getClusterQueues().get(1).setName("team-a");
    config.getSpec().getClusterQueues().get(0).setNamespaces(List.of("Team_A"));
    config.getSpec().getResourceFlavors().get(0).setName("Bad Name");

    QueueRenderResult result = render(config, Set.of(), true);
    assertThat(result.objects().all()).isEmpty();
    assertThat(result.problems())
        .extracting(FieldError::field)
        .containsExactlyInAnyOrder(
            "spec.resourceFlavors[0].name",
            "spec.clusterQueues[1].name",
            "spec.clusterQueues[0].namespaces[0]");
  }

  @Test
  void cliRenderAssumesNamespacesExistAndFailsWithTheProblems() {
    List<HasMetadata> objects = QueueRender.render(QueueConfigs.custom(), List.of(), null);
    assertThat(objects).filteredOn(LocalQueue.class::isInstance).hasSize(3);

    KaiwoQueueConfig invalid = QueueConfigs.custom();
    invalid.getSpec().getWorkloadPriorityClasses().get(1).setValue(null);
    assertThatThrownBy(() -> QueueRender.render(invalid, List.of(), null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("spec.workloadPriorityClasses[1].value: must be set");
  }

  @Test
  void theConfigItselfIsNotModified() {
    KaiwoQueueConfig config = QueueConfigs.custom();
    String before = ApiSerialization.toJson(config);
    render(config, Set.of("team-a"), false);
    assertThat(ApiSerialization.toJson(config)).isEqualTo(before);
  }

  private static String key(HasMetadata object) {
    return object.getMetadata().getNamespace() == null
        ? object.getMetadata().getName()
        : object.getMetadata().getNamespace() + "/" + object.getMetadata().getName();
  }
}
