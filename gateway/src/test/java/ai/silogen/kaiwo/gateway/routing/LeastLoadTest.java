package ai.silogen.kaiwo.gateway.routing;

import static ai.silogen.kaiwo.gateway.routing.RoutingFixtures.endpoint;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LeastLoadTest {

  @Test
  void picksTheMinimumAmongEndpointsWithTheAdapter() {
    Endpoint[] endpoints = {endpoint("a", 1, "x"), endpoint("b", 0), endpoint("c", 3, "x")};

    assertThat(LeastLoad.choose(endpoints, "").endpoint().name()).isEqualTo("b");
    assertThat(LeastLoad.choose(endpoints, "x").endpoint().name()).isEqualTo("a");
    assertThat(LeastLoad.choose(endpoints, "y")).isNull();
    assertThat(LeastLoad.choose(new Endpoint[0], "")).isNull();
  }

  @Test
  void breaksTiesUniformly() {
    Endpoint[] endpoints = {
      endpoint("a", 2), endpoint("b", 5), endpoint("c", 2), endpoint("d", 2, "x"), endpoint("e", 9)
    };
    Map<String, Integer> chosen = new HashMap<>();

    for (int i = 0; i < 30_000; i++) {
      chosen.merge(LeastLoad.choose(endpoints, "").endpoint().name(), 1, Integer::sum);
    }

    assertThat(chosen).containsOnlyKeys("a", "c", "d");
    assertThat(chosen.values()).allSatisfy(count -> assertThat(count).isBetween(9_000, 11_000));
  }
}
