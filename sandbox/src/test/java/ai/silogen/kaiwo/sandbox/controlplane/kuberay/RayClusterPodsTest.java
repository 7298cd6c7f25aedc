package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import static ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayFixtures.cluster;
import static ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayFixtures.pod;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class RayClusterPodsTest {

  @Test
  void aNewClusterGetsAHeadAndEachWorkerReplica() {
    RayClusterPods.Plan plan =
        RayClusterPods.plan(cluster(), List.of(), prefix -> prefix + "-abcde");

    assertThat(plan.delete()).isEmpty();
    assertThat(plan.create())
        .extracting(Json::name)
        .containsExactly("rc-head-abcde", "rc-gpu-worker-abcde", "rc-gpu-worker-abcde");
    ObjectNode head = plan.create().getFirst();
    assertThat(head.path("metadata").path("labels"))
        .isEqualTo(
            Yaml.node(
                "{app: ray, ray.io/cluster: rc, ray.io/node-type: head, ray.io/group: headgroup,"
                    + " ray.io/identifier: rc-head, ray.io/is-ray-node: 'yes'}"));
    assertThat(head.at("/metadata/annotations/note").asText()).isEqualTo("head");
    assertThat(head.at("/metadata/ownerReferences/0/uid").asText()).isEqualTo("c1");
    assertThat(head.at("/spec/restartPolicy").asText()).isEqualTo("Always");
    ObjectNode worker = plan.create().get(1);
    assertThat(worker.at("/metadata/labels/ray.io~1node-type").asText()).isEqualTo("worker");
    assertThat(worker.at("/metadata/labels/ray.io~1group").asText()).isEqualTo("gpu");
    assertThat(worker.at("/spec/restartPolicy").asText()).isEqualTo("Never");
  }

  @Test
  void endedPodsAreReplacedAndSurplusPodsRemoved() {
    List<ObjectNode> pods =
        List.of(
            pod("head", "headgroup", "Running"),
            pod("w1", "gpu", "Failed"),
            pod("w2", "gpu", "Running"),
            pod("w3", "gpu", "Running"),
            pod("w4", "gpu", "Pending"));

    RayClusterPods.Plan plan = RayClusterPods.plan(cluster(), pods, prefix -> prefix + "-x");

    assertThat(plan.delete()).containsExactly("w1", "w4");
    assertThat(plan.create()).isEmpty();
  }

  @Test
  void aSuspendedClusterHasNoPods() {
    ObjectNode cluster = cluster();
    cluster.withObject("spec").put("suspend", true);

    RayClusterPods.Plan plan =
        RayClusterPods.plan(cluster, List.of(pod("head", "headgroup", "Running")), p -> p);

    assertThat(plan.delete()).containsExactly("head");
    assertThat(plan.create()).isEmpty();
  }
}
