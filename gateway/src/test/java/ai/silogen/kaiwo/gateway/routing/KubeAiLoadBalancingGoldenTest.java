package ai.silogen.kaiwo.gateway.routing;

import static ai.silogen.kaiwo.gateway.routing.RoutingFixtures.pickMany;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * KubeAI's {@code TestLoadBalancingStrategies} step by step, with KubeAI's vnode names so that the
 * ring is identical.
 */
class KubeAiLoadBalancingGoldenTest {
  private static final String POD_A1 = "10.0.0.1:8000";
  private static final String POD_A2 = "10.0.0.2:8000";
  private static final String POD_B1 = "10.0.0.3:8000";
  private static final String POD_B2 = "10.0.0.4:8000";

  private final LoadBalancer balancer = new LoadBalancer(VnodeNaming.KUBEAI_COMPATIBLE);
  private final Map<String, List<Lease>> held = new HashMap<>();

  @Test
  void leastLoad() {
    EndpointGroup modelA = balancer.group("model-a");
    modelA.replaceEndpoints(
        List.of(
            new ObservedEndpoint("pod-a-1", POD_A1, Set.of("adapter-a-1")),
            new ObservedEndpoint("pod-a-2", POD_A2, Set.of("adapter-a-2"))));
    EndpointGroup modelB = balancer.group("model-b");
    modelB.replaceEndpoints(
        List.of(ObservedEndpoint.of("pod-b-1", POD_B1), ObservedEndpoint.of("pod-b-2", POD_B2)));
    PickRequest base = PickRequest.of(RoutingFixtures.LEAST_LOAD);
    PickRequest adapterA1 = new PickRequest("adapter-a-1", "", RoutingFixtures.LEAST_LOAD);

    assertThat(pickMany(modelA, base, 2, held)).isEqualTo(Map.of(POD_A1, 1, POD_A2, 1));
    assertThat(pickMany(modelA, base, 100, held)).isEqualTo(Map.of(POD_A1, 50, POD_A2, 50));
    assertThat(pickMany(modelA, adapterA1, 50, held)).isEqualTo(Map.of(POD_A1, 50));
    assertThat(pickMany(modelA, base, 52, held)).isEqualTo(Map.of(POD_A1, 1, POD_A2, 51));
    assertThat(pickMany(modelA, base, 2, held)).isEqualTo(Map.of(POD_A1, 1, POD_A2, 1));
    held.get(POD_A2).subList(0, 10).forEach(Lease::close);
    assertThat(pickMany(modelA, base, 12, held)).isEqualTo(Map.of(POD_A1, 1, POD_A2, 11));
    assertThat(pickMany(modelB, base, 2, held)).isEqualTo(Map.of(POD_B1, 1, POD_B2, 1));

    held.values().forEach(leases -> leases.forEach(Lease::close));
    assertThat(modelA.inFlight()).isZero();
    assertThat(modelA.endpoints()).allSatisfy(e -> assertThat(e.inFlight()).isZero());
  }

  @Test
  void prefixHash() {
    LoadBalancingConfig config =
        RoutingFixtures.PREFIX_HASH.withMeanLoadFactor(150).withReplication(1);
    EndpointGroup modelA = balancer.group("model-a");
    modelA.replaceEndpoints(
        List.of(ObservedEndpoint.of("pod-a-1", POD_A1), ObservedEndpoint.of("pod-a-2", POD_A2)));
    EndpointGroup modelB = balancer.group("model-b");
    modelB.replaceEndpoints(List.of(ObservedEndpoint.of("pod-b-1", POD_B1)));
    // The prefix equals the hash input of each pod's only ring point, so it lands exactly there.
    PickRequest preferA1 = new PickRequest("", "pod-a-10", config);
    PickRequest preferA2 = new PickRequest("", "pod-a-20", config);
    // Both pods start with 10 in flight (a bound of 1000 × mean never moves a request).
    pickMany(modelA, new PickRequest("", "pod-a-10", config.withMeanLoadFactor(100_000)), 10, held);
    pickMany(modelA, new PickRequest("", "pod-a-20", config.withMeanLoadFactor(100_000)), 10, held);
    assertThat(held).containsOnlyKeys(POD_A1, POD_A2);

    assertThat(pickMany(modelA, preferA1, 1, held)).isEqualTo(Map.of(POD_A1, 1));
    // load 30 <= 1.5 × (40 + 1) / 2 = 30.75 on the last of these
    assertThat(pickMany(modelA, preferA1, 20, held)).isEqualTo(Map.of(POD_A1, 20));
    // 31, 32, 33 fit (33 <= 1.5 × 44 / 2 = 33), 34 > 1.5 × 45 / 2 = 33.75 moves on
    assertThat(pickMany(modelA, preferA1, 4, held)).isEqualTo(Map.of(POD_A1, 3, POD_A2, 1));
    assertThat(pickMany(modelA, preferA2, 20, held)).isEqualTo(Map.of(POD_A2, 20));
    // A different model's ring is independent, even for a key that hits pod-a-2's point.
    assertThat(pickMany(modelB, preferA2, 100_000, held)).isEqualTo(Map.of(POD_B1, 100_000));
  }

  @Test
  void prefixHashTraceReportsHomeIterationsAndMoves() {
    LoadBalancingConfig config =
        RoutingFixtures.PREFIX_HASH.withMeanLoadFactor(150).withReplication(1);
    EndpointGroup group = balancer.group("model-a");
    group.replaceEndpoints(
        List.of(ObservedEndpoint.of("pod-a-1", POD_A1), ObservedEndpoint.of("pod-a-2", POD_A2)));
    PickRequest preferA1 = new PickRequest("", "pod-a-10", config);
    pickMany(group, preferA1, 3, held); // pod-a-1: 3, total 3; bound for the next is 3

    Route home = group.tryPick(preferA1).orElseThrow().route();
    Route moved = group.tryPick(preferA1).orElseThrow().route(); // pod-a-1: 4 > 1.5 × 5 / 2

    assertThat(home.endpoint().name()).isEqualTo("pod-a-1");
    assertThat(home.iterations()).isEqualTo(1);
    assertThat(home.movedFromInitial()).isFalse();
    assertThat(moved.endpoint().name()).isEqualTo("pod-a-2");
    assertThat(moved.initial().name()).isEqualTo("pod-a-1");
    assertThat(moved.iterations()).isEqualTo(2);
    assertThat(moved.usedDefault()).isFalse();
    assertThat(moved.strategy()).isEqualTo(LoadBalancingStrategy.PREFIX_HASH);
  }
}
