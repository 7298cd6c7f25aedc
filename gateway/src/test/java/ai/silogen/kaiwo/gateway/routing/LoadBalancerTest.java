package ai.silogen.kaiwo.gateway.routing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class LoadBalancerTest {
  private final LoadBalancer balancer = new LoadBalancer();

  @Test
  void createsOneGroupPerModelOnFirstUse() {
    EndpointGroup group = balancer.group("ns/a");

    assertThat(balancer.group("ns/a")).isSameAs(group);
    assertThat(balancer.existingGroup("ns/a")).containsSame(group);
    assertThat(balancer.existingGroup("ns/b")).isEmpty();
  }

  @Test
  void reportsActiveRequestsPerModelIncludingWaiters() {
    balancer
        .group("ns/a")
        .replaceEndpoints(List.of(ObservedEndpoint.of("ns/pod", "10.0.0.1:8000")));
    balancer.group("ns/a").tryPick(PickRequest.of(LoadBalancingConfig.DEFAULT)).orElseThrow();
    balancer.group("ns/b").awaitEndpoint(PickRequest.of(LoadBalancingConfig.DEFAULT));

    assertThat(balancer.activeRequests()).isEqualTo(Map.of("ns/a", 1, "ns/b", 1));
  }

  @Test
  void removingAGroupFailsItsWaiters() {
    CompletableFuture<Lease> waiting =
        balancer.group("ns/a").awaitEndpoint(PickRequest.of(LoadBalancingConfig.DEFAULT));
    RuntimeException deleted = new RuntimeException("model deleted");

    balancer.removeGroup("ns/a", deleted);

    assertThatThrownBy(waiting::join).hasCause(deleted);
    assertThat(balancer.existingGroup("ns/a")).isEmpty();
    assertThat(balancer.activeRequests()).isEmpty();
  }

  /** A request that resolved the model just before it was deleted must not wait for nothing. */
  @Test
  void aRequestArrivingAfterTheDeletionFailsAtOnce() {
    balancer.group("ns/a");
    RuntimeException deleted = new RuntimeException("model deleted");
    balancer.removeGroup("ns/a", deleted);

    CompletableFuture<Lease> late =
        balancer.group("ns/a").awaitEndpoint(PickRequest.of(LoadBalancingConfig.DEFAULT));

    assertThatThrownBy(late::join).hasCause(deleted);
  }

  @Test
  void aModelCreatedAgainGetsAnOpenGroup() {
    balancer.removeGroup("ns/a", new RuntimeException("model deleted"));

    EndpointGroup reopened = balancer.openGroup("ns/a");
    reopened.replaceEndpoints(List.of(ObservedEndpoint.of("ns/pod", "10.0.0.1:8000")));

    assertThat(balancer.group("ns/a")).isSameAs(reopened);
    assertThat(balancer.openGroup("ns/a")).isSameAs(reopened);
    assertThat(balancer.group("ns/a").awaitEndpoint(PickRequest.of(LoadBalancingConfig.DEFAULT)))
        .isCompleted();
  }
}
