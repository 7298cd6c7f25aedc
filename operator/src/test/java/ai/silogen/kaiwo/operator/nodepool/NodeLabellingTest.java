package ai.silogen.kaiwo.operator.nodepool;

import static ai.silogen.kaiwo.operator.nodepool.ClusterNodes.amd;
import static ai.silogen.kaiwo.operator.nodepool.ClusterNodes.cpu;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.TaintBuilder;
import org.junit.jupiter.api.Test;

class NodeLabellingTest {

  private static KaiwoConfigSpec settings(boolean taint, boolean excludeMasters) {
    KaiwoConfigSpec spec = EffectiveKaiwoConfig.defaults().getSpec();
    spec.getNodes().setAddTaintsToGpuNodes(taint);
    spec.getNodes().setExcludeMasterNodesFromNodePools(excludeMasters);
    return spec;
  }

  @Test
  void gpuNodesGetWorkerPoolAndModelLabelsButNoTopologyLabels() {
    Node labelled =
        NodeLabelling.desired(amd("a", 8, "128", "2048Gi").build(), settings(false, false));

    assertThat(labelled.getMetadata().getLabels())
        .containsEntry("kaiwo/worker", "true")
        .containsEntry("kaiwo/nodepool", "amd-mi300x-8gpu-115core-1843gi")
        .containsEntry("kaiwo/gpu-model", "mi300x")
        .doesNotContainKeys("kaiwo/topology-block", "kaiwo/topology-rack");
    assertThat(labelled.getSpec().getTaints()).isNullOrEmpty();
    assertThat(NodeLabelling.upToDate(labelled, settings(false, false))).isTrue();
  }

  @Test
  void cpuNodesLoseAStaleGpuModelLabel() {
    Node node =
        cpu("c", "16", "64Gi")
            .editMetadata()
            .addToLabels("kaiwo/gpu-model", "old")
            .endMetadata()
            .build();
    Node labelled = NodeLabelling.desired(node, settings(true, false));
    assertThat(labelled.getMetadata().getLabels())
        .containsEntry("kaiwo/nodepool", "cpu-only-0gpu-14core-57gi")
        .doesNotContainKey("kaiwo/gpu-model");
    assertThat(labelled.getSpec().getTaints()).as("CPU nodes are never tainted").isNullOrEmpty();
  }

  @Test
  void gpuNodesAreTaintedWhenConfiguredAndTheTaintIsRemembered() {
    Node tainted =
        NodeLabelling.desired(amd("a", 8, "128", "2048Gi").build(), settings(true, false));

    assertThat(tainted.getSpec().getTaints()).containsExactly(taint("kaiwo.silogen.ai/gpu"));
    assertThat(tainted.getMetadata().getAnnotations())
        .containsEntry(NodeLabelling.TAINT_ANNOTATION, "kaiwo.silogen.ai/gpu");
    assertThat(NodeLabelling.upToDate(tainted, settings(true, false))).isTrue();

    Node untainted = NodeLabelling.desired(tainted, settings(false, false));
    assertThat(untainted.getSpec().getTaints()).isEmpty();
    assertThat(untainted.getMetadata().getAnnotations())
        .doesNotContainKey(NodeLabelling.TAINT_ANNOTATION);
  }

  @Test
  void aTaintAnAdministratorAddedIsNeverRemoved() {
    Node node =
        amd("a", 8, "128", "2048Gi")
            .editSpec()
            .addToTaints(taint("kaiwo.silogen.ai/gpu"))
            .endSpec()
            .build();

    Node withTainting = NodeLabelling.desired(node, settings(true, false));
    assertThat(withTainting.getSpec().getTaints()).hasSize(1);
    assertThat(withTainting.getMetadata().getAnnotations())
        .doesNotContainKey(NodeLabelling.TAINT_ANNOTATION);

    Node withoutTainting = NodeLabelling.desired(withTainting, settings(false, false));
    assertThat(withoutTainting.getSpec().getTaints())
        .containsExactly(taint("kaiwo.silogen.ai/gpu"));
  }

  @Test
  void changingTheTaintKeyMovesTheTaint() {
    Node tainted =
        NodeLabelling.desired(amd("a", 8, "128", "2048Gi").build(), settings(true, false));
    KaiwoConfigSpec otherKey = settings(true, false);
    otherKey.getNodes().setDefaultGpuTaintKey("example.com/gpu");

    Node moved = NodeLabelling.desired(tainted, otherKey);
    assertThat(moved.getSpec().getTaints()).containsExactly(taint("example.com/gpu"));
    assertThat(moved.getMetadata().getAnnotations())
        .containsEntry(NodeLabelling.TAINT_ANNOTATION, "example.com/gpu");
  }

  @Test
  void excludedControlPlaneNodesLoseKaiwoLabelsAndTheTaint() {
    Node master = ClusterNodes.controlPlane(amd("m", 8, "128", "2048Gi"));
    Node labelled = NodeLabelling.desired(master, settings(true, false));
    assertThat(labelled.getMetadata().getLabels()).containsKey("kaiwo/worker");

    Node excluded = NodeLabelling.desired(labelled, settings(true, true));
    assertThat(excluded.getMetadata().getLabels())
        .doesNotContainKeys("kaiwo/worker", "kaiwo/nodepool", "kaiwo/gpu-model")
        .containsKey("node-role.kubernetes.io/control-plane");
    assertThat(excluded.getSpec().getTaints()).isEmpty();
  }

  @Test
  void theInputNodeIsNotModified() {
    Node node = amd("a", 8, "128", "2048Gi").build();
    NodeLabelling.desired(node, settings(true, false));
    assertThat(node.getMetadata().getLabels()).doesNotContainKey("kaiwo/worker");
    assertThat(node.getSpec().getTaints()).isNullOrEmpty();
  }

  @Test
  void onlyRelevantNodeChangesCount() {
    Node before = amd("a", 8, "128", "2048Gi").build();
    Node heartbeat =
        amd("a", 8, "128", "2048Gi")
            .editStatus()
            .addNewCondition()
            .withType("Ready")
            .withStatus("True")
            .endCondition()
            .endStatus()
            .build();
    Node cordoned = ClusterNodes.cordoned(amd("a", 8, "128", "2048Gi"));
    Node relabelled =
        amd("a", 8, "128", "2048Gi").editMetadata().addToLabels("x", "y").endMetadata().build();

    assertThat(NodeChanges.relevant(heartbeat, before)).isFalse();
    assertThat(NodeChanges.relevant(cordoned, before)).isTrue();
    assertThat(NodeChanges.relevant(relabelled, before)).isTrue();
  }

  private static Taint taint(String key) {
    return new TaintBuilder().withKey(key).withValue("true").withEffect("NoSchedule").build();
  }
}
