package ai.silogen.kaiwo.gateway.routing;

import static ai.silogen.kaiwo.gateway.routing.RoutingFixtures.LEAST_LOAD;
import static ai.silogen.kaiwo.gateway.routing.RoutingFixtures.PREFIX_HASH;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class EndpointGroupTest {
  private static final ObservedEndpoint POD_1 = ObservedEndpoint.of("ns/pod-1", "10.0.0.1:8000");
  private static final ObservedEndpoint POD_2_WITH_ADAPTER =
      new ObservedEndpoint("ns/pod-2", "10.0.0.2:8000", Set.of("my-adapter"));

  private final EndpointGroup group = new EndpointGroup("ns/model");

  @ParameterizedTest
  @EnumSource(LoadBalancingStrategy.class)
  void picksTheOnlyEndpointForTheBaseModel(LoadBalancingStrategy strategy) {
    group.replaceEndpoints(List.of(POD_1));

    Lease lease = group.tryPick(PickRequest.of(LoadBalancingConfig.of(strategy))).orElseThrow();

    assertThat(lease.address()).isEqualTo("10.0.0.1:8000");
    assertThat(lease.route().strategy()).isEqualTo(strategy);
  }

  @ParameterizedTest
  @EnumSource(LoadBalancingStrategy.class)
  void picksTheEndpointThatHasTheAdapter(LoadBalancingStrategy strategy) {
    group.replaceEndpoints(List.of(POD_1, POD_2_WITH_ADAPTER));
    PickRequest request = new PickRequest("my-adapter", "", LoadBalancingConfig.of(strategy));

    for (int i = 0; i < 20; i++) {
      assertThat(group.tryPick(request).orElseThrow().address()).isEqualTo("10.0.0.2:8000");
    }
    assertThat(group.tryPick(new PickRequest("other", "", LoadBalancingConfig.of(strategy))))
        .isEmpty();
  }

  @Test
  void leaseReleasesItsCountsExactlyOnce() {
    group.replaceEndpoints(List.of(POD_1));
    Lease lease = group.tryPick(PickRequest.of(LEAST_LOAD)).orElseThrow();
    assertThat(group.inFlight()).isEqualTo(1);
    assertThat(lease.endpoint().inFlight()).isEqualTo(1);

    lease.close();
    lease.done();
    lease.close();

    assertThat(lease.isReleased()).isTrue();
    assertThat(group.inFlight()).isZero();
    assertThat(lease.endpoint().inFlight()).isZero();
  }

  @Test
  void reconcilingKeepsCountersOfKnownEndpointsAndDropsVanishedOnes() {
    group.replaceEndpoints(List.of(POD_1));
    Lease onPod1 = group.tryPick(PickRequest.of(LEAST_LOAD)).orElseThrow();

    group.replaceEndpoints(
        List.of(
            new ObservedEndpoint("ns/pod-1", "10.0.0.1:8000", Set.of("late")), POD_2_WITH_ADAPTER));
    Endpoint pod1 = group.endpoints().getFirst();
    assertThat(pod1.adapters()).containsExactly("late");
    assertThat(pod1.inFlight()).isEqualTo(1);

    group.replaceEndpoints(List.of(POD_2_WITH_ADAPTER));
    assertThat(group.endpoints()).extracting(Endpoint::name).containsExactly("ns/pod-2");
    assertThat(group.inFlight()).isEqualTo(1); // still running on the vanished pod
    onPod1.close();
    assertThat(group.inFlight()).isZero();
    assertThat(onPod1.endpoint().inFlight()).isZero();
  }

  @Test
  void saysWhetherItHasEndpointsAsTheyComeAndGo() {
    assertThat(group.hasNoEndpoints()).isTrue();
    group.replaceEndpoints(List.of(POD_1));
    assertThat(group.hasNoEndpoints()).isFalse();
    group.replaceEndpoints(List.of());
    assertThat(group.hasNoEndpoints()).isTrue();
  }

  @Test
  void replicationCanChangeWithoutRecreatingTheGroup() {
    group.replaceEndpoints(List.of(POD_1, POD_2_WITH_ADAPTER));

    for (int replication : new int[] {1, 256, 3}) {
      PickRequest request = new PickRequest("", "hello", PREFIX_HASH.withReplication(replication));
      try (Lease lease = group.tryPick(request).orElseThrow()) {
        assertThat(lease.route().iterations()).isBetween(1, 2 * replication);
      }
    }
  }

  @Test
  void waitersAreAllReleasedByOneEndpointAppearing() throws Exception {
    List<CompletableFuture<Lease>> waiting =
        IntStream.range(0, 100)
            .mapToObj(i -> group.awaitEndpoint(PickRequest.of(LEAST_LOAD)))
            .toList();
    assertThat(waiting).noneMatch(CompletableFuture::isDone);
    assertThat(group.waiting()).isEqualTo(100);
    assertThat(group.activeRequests()).isEqualTo(100);

    group.replaceEndpoints(List.of(POD_1));

    for (CompletableFuture<Lease> future : waiting) {
      assertThat(future.get(5, TimeUnit.SECONDS).address()).isEqualTo("10.0.0.1:8000");
    }
    assertThat(group.waiting()).isZero();
    assertThat(group.inFlight()).isEqualTo(100);
    assertThat(group.activeRequests()).isEqualTo(100);
  }

  @Test
  void aRequestForAnAdapterWaitsUntilAPodHasIt() throws Exception {
    group.replaceEndpoints(List.of(POD_1));
    CompletableFuture<Lease> future =
        group.awaitEndpoint(new PickRequest("my-adapter", "", PREFIX_HASH));

    group.replaceEndpoints(List.of(POD_1)); // a change without the adapter
    assertThat(future).isNotDone();
    group.replaceEndpoints(List.of(POD_1, POD_2_WITH_ADAPTER));

    assertThat(future.get(5, TimeUnit.SECONDS).endpoint().name()).isEqualTo("ns/pod-2");
  }

  @Test
  void waitingTimesOutWithoutLeakingALease() {
    CompletableFuture<Lease> future =
        group.awaitEndpoint(PickRequest.of(LEAST_LOAD), Duration.ofMillis(20));

    assertThatThrownBy(() -> future.get(5, TimeUnit.SECONDS))
        .isInstanceOf(ExecutionException.class)
        .hasCauseInstanceOf(TimeoutException.class);
    // The waiter is unregistered by a completion action, which may run just after get() returns.
    await().atMost(Duration.ofSeconds(5)).until(() -> group.waiting() == 0);
    group.replaceEndpoints(List.of(POD_1));
    assertThat(group.inFlight()).isZero();
  }

  @Test
  void cancelledWaitersStopWaitingAndNeverHoldALease() {
    CompletableFuture<Lease> future = group.awaitEndpoint(PickRequest.of(LEAST_LOAD));

    assertThat(future.cancel(true)).isTrue();
    group.replaceEndpoints(List.of(POD_1));

    assertThatThrownBy(future::join).isInstanceOf(CancellationException.class);
    assertThat(group.waiting()).isZero();
    assertThat(group.inFlight()).isZero();
  }

  @Test
  void closingFailsWaitersAndLaterRequestsWithTheCause() {
    CompletableFuture<Lease> future = group.awaitEndpoint(PickRequest.of(LEAST_LOAD));
    IllegalStateException deleted = new IllegalStateException("model deleted");

    group.close(deleted);

    assertThatThrownBy(future::join).hasCause(deleted);
    assertThat(group.waiting()).isZero();
    assertThat(group.isClosed()).isTrue();
    assertThatThrownBy(group.awaitEndpoint(PickRequest.of(LEAST_LOAD))::join).hasCause(deleted);
    assertThat(group.waiting()).isZero();
  }

  @Test
  void anAvailableEndpointIsLeasedWithoutWaiting() {
    group.replaceEndpoints(List.of(POD_1));

    CompletableFuture<Lease> future = group.awaitEndpoint(PickRequest.of(LEAST_LOAD));

    assertThat(future).isCompleted();
    assertThat(group.waiting()).isZero();
    assertThat(group.inFlight()).isEqualTo(1);
  }

  @Test
  void aPrefixHashRingIsBuiltByTheWriterNotByTheFirstPick() {
    LoadBalancingConfig config = PREFIX_HASH.withReplication(64);
    group.prepare(config);

    group.replaceEndpoints(List.of(POD_1, POD_2_WITH_ADAPTER));

    assertThat(group.ringBuiltFor(config)).isTrue();
    group.replaceEndpoints(List.of(POD_1));
    assertThat(group.ringBuiltFor(config)).as("rebuilt on the endpoint change").isTrue();
  }

  @Test
  void aLeastLoadGroupBuildsNoRing() {
    group.prepare(LEAST_LOAD);

    group.replaceEndpoints(List.of(POD_1));

    assertThat(group.ringBuiltFor(LEAST_LOAD)).isFalse();
  }

  @Test
  void aPickThatThrowsFailsItsRequestOnly() {
    // 2 endpoints x 2^31-1 ring points overflow the ring's size: the pick throws.
    PickRequest broken = PickRequest.of(PREFIX_HASH.withReplication(Integer.MAX_VALUE));
    CompletableFuture<Lease> waiting = group.awaitEndpoint(broken);
    CompletableFuture<Lease> fine = group.awaitEndpoint(PickRequest.of(LEAST_LOAD));

    group.replaceEndpoints(List.of(POD_1, POD_2_WITH_ADAPTER)); // wakes both, must not throw

    assertThatThrownBy(waiting::join).hasCauseInstanceOf(ArithmeticException.class);
    assertThat(fine).isCompleted();
    assertThat(fine.join().address()).startsWith("10.0.0.");
    assertThatThrownBy(group.awaitEndpoint(broken)::join)
        .as("a pick with endpoints present fails the future, not the caller")
        .hasCauseInstanceOf(ArithmeticException.class);
    assertThat(group.waiting()).isZero();
    assertThat(group.inFlight()).isEqualTo(1);
  }
}
