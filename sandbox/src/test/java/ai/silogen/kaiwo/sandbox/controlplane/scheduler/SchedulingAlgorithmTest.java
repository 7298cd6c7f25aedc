package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.scheduler.ClusterSnapshot.AssumedPod;
import ai.silogen.kaiwo.sandbox.controlplane.scheduler.SchedulingAlgorithm.Bind;
import ai.silogen.kaiwo.sandbox.controlplane.scheduler.SchedulingAlgorithm.Unschedulable;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import ai.silogen.kaiwo.sandbox.nodes.NodeFactory;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Filter plus score over the default node pool, with plain objects. */
class SchedulingAlgorithmTest {

  private static final List<Node> NODES =
      NodePool.defaults().nodes().stream()
          .map(
              n ->
                  new NodeBuilder(NodeFactory.node(n))
                      .withStatus(NodeFactory.status(n, Instant.EPOCH))
                      .build())
          .toList();

  @Test
  void gpuPodsGoToTheMostAllocatedNodeThatFits() {
    List<NodeInfo> nodes =
        ClusterSnapshot.of(NODES, List.of(running("a", "mi300x-1", "amd.com/gpu", "6")), List.of());

    assertThat(SchedulingAlgorithm.schedule(Workloads.spec("Never", "amd.com/gpu", "2"), nodes))
        .isEqualTo(new Bind("mi300x-1"));
    assertThat(SchedulingAlgorithm.schedule(Workloads.spec("Never", "amd.com/gpu", "3"), nodes))
        .isEqualTo(new Bind("mi300x-0"));
  }

  @Test
  void cpuPodsPreferNodesWithoutGpus() {
    List<NodeInfo> nodes = ClusterSnapshot.of(NODES, List.of(), List.of());

    assertThat(SchedulingAlgorithm.schedule(Workloads.spec("Never", "cpu", "2"), nodes))
        .isEqualTo(new Bind("cpu-0"));
    assertThat(SchedulingAlgorithm.schedule(Workloads.spec("Never", "cpu", "40"), nodes))
        .isEqualTo(new Bind("h100-0"));
  }

  @Test
  void terminatedPodsFreeTheirNodeAndAssumedPodsOccupyIt() {
    Pod finished =
        new PodBuilder(running("done", "h100-0", "nvidia.com/gpu", "8"))
            .editStatus()
            .withPhase("Succeeded")
            .endStatus()
            .build();
    AssumedPod assumed =
        new AssumedPod("uid-x", "h100-1", Map.of("nvidia.com/gpu", BigDecimal.valueOf(8)));
    List<NodeInfo> nodes = ClusterSnapshot.of(NODES, List.of(finished), List.of(assumed));

    assertThat(SchedulingAlgorithm.schedule(Workloads.spec("Never", "nvidia.com/gpu", "8"), nodes))
        .isEqualTo(new Bind("h100-0"));
    assertThat(
            nodes.stream().filter(n -> n.name().equals("h100-1")).findFirst().orElseThrow().pods())
        .isEqualTo(1);
  }

  @Test
  void assumedPodsAreNotCountedTwiceOnceTheCacheShowsThemBound() {
    Pod bound = running("x", "h100-1", "nvidia.com/gpu", "8");
    AssumedPod assumed =
        new AssumedPod(
            bound.getMetadata().getUid(),
            "h100-1",
            Map.of("nvidia.com/gpu", BigDecimal.valueOf(8)));

    NodeInfo node =
        ClusterSnapshot.of(NODES, List.of(bound), List.of(assumed)).stream()
            .filter(n -> n.name().equals("h100-1"))
            .findFirst()
            .orElseThrow();

    assertThat(node.requested("nvidia.com/gpu")).isEqualByComparingTo("8");
  }

  @Test
  void unschedulablePodGetsOneReasonPerFailingFilterPerNode() {
    List<NodeInfo> nodes = ClusterSnapshot.of(NODES, List.of(), List.of());
    var pod =
        new PodSpecBuilder(Workloads.spec("Never", "amd.com/gpu", "4"))
            .withNodeSelector(Map.of("kubernetes.io/hostname", "h100-0"))
            .build();

    assertThat(SchedulingAlgorithm.schedule(pod, nodes))
        .isEqualTo(
            new Unschedulable(
                "0/5 nodes are available: 1 Insufficient amd.com/gpu, 4 node(s) didn't match Pod's node affinity/selector. "
                    + "preemption: 0/5 nodes are available: 1 No preemption victims found for incoming pod, "
                    + "4 Preemption is not helpful for scheduling."));
  }

  @Test
  void noNodesAtAll() {
    assertThat(SchedulingAlgorithm.schedule(Workloads.spec("Never"), List.of()))
        .isEqualTo(new Unschedulable("no nodes available to schedule pods"));
  }

  private static Pod running(String name, String node, String resource, String amount) {
    return new PodBuilder(Workloads.pod("ns", name, Workloads.spec("Never", resource, amount)))
        .editMetadata()
        .withUid("uid-" + name)
        .endMetadata()
        .editSpec()
        .withNodeName(node)
        .endSpec()
        .withNewStatus()
        .withPhase("Running")
        .endStatus()
        .build();
  }
}
