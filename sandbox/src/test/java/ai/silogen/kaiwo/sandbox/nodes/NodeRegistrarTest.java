package ai.silogen.kaiwo.sandbox.nodes;

import static ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.testing.MockCluster;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import java.time.Clock;
import org.junit.jupiter.api.Test;

class NodeRegistrarTest {

  @Test
  void registersThePoolAndKeepsItsNodesReady() {
    try (MockCluster cluster = new MockCluster()) {
      Node leftover =
          new NodeBuilder()
              .withNewMetadata()
              .withName("cpu-0")
              .addToLabels("stale", "yes")
              .endMetadata()
              .build();
      cluster.client().resource(leftover).create();

      cluster.start(new NodeRegistrar(NodePool.defaults(), Clock.systemUTC()));

      assertThat(cluster.client().nodes().list().getItems())
          .hasSize(5)
          .allSatisfy(
              node -> {
                assertThat(node.getStatus().getConditions())
                    .anyMatch(c -> c.getType().equals("Ready") && c.getStatus().equals("True"));
                assertThat(node.getMetadata().getLabels()).containsKey(NodeFactory.POOL_LABEL);
              });
      Node cpu = cluster.client().nodes().withName("cpu-0").get();
      assertThat(cpu.getMetadata().getLabels()).doesNotContainKey("stale");

      Node broken =
          new NodeBuilder(cluster.client().nodes().withName("mi300x-1").get())
              .editStatus()
              .editMatchingCondition(c -> c.getType().equals("Ready"))
              .withStatus("Unknown")
              .endCondition()
              .endStatus()
              .build();
      cluster.client().nodes().resource(broken).updateStatus();

      eventually()
          .untilAsserted(
              () ->
                  assertThat(
                          cluster
                              .client()
                              .nodes()
                              .withName("mi300x-1")
                              .get()
                              .getStatus()
                              .getConditions())
                      .anyMatch(c -> c.getType().equals("Ready") && c.getStatus().equals("True")));
    }
  }
}
