package ai.silogen.kaiwo.gateway.routing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Retries avoid endpoints that already failed the request, when another one can serve it. */
class AvoidingEndpointsTest {

  @ParameterizedTest
  @EnumSource(LoadBalancingStrategy.class)
  void picksAnotherEndpointThanTheAvoidedOnes(LoadBalancingStrategy strategy) {
    EndpointGroup group = new EndpointGroup("ns/m");
    group.replaceEndpoints(
        List.of(
            ObservedEndpoint.of("ns/a", "a:1"),
            ObservedEndpoint.of("ns/b", "b:1"),
            ObservedEndpoint.of("ns/c", "c:1")));
    LoadBalancingConfig config = LoadBalancingConfig.of(strategy);

    for (int i = 0; i < 50; i++) {
      PickRequest request =
          new PickRequest("", "conversation " + i, config).avoiding("ns/a").avoiding("ns/b");
      Lease lease = group.tryPick(request).orElseThrow();
      assertThat(lease.endpoint().name()).isEqualTo("ns/c");
      lease.close();
    }
  }

  @ParameterizedTest
  @EnumSource(LoadBalancingStrategy.class)
  void fallsBackToAnAvoidedEndpointWhenNoOtherServesTheRequest(LoadBalancingStrategy strategy) {
    EndpointGroup group = new EndpointGroup("ns/m");
    group.replaceEndpoints(
        List.of(
            new ObservedEndpoint("ns/a", "a:1", Set.of("sql")),
            ObservedEndpoint.of("ns/b", "b:1")));

    PickRequest request =
        new PickRequest("sql", "", LoadBalancingConfig.of(strategy)).avoiding("ns/a");

    assertThat(group.tryPick(request).orElseThrow().endpoint().name()).isEqualTo("ns/a");
  }
}
