package ai.silogen.kaiwo.gateway.scaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ActiveRequestMeansTest {
  private static final long SECOND = 1_000_000_000L;

  private final ActiveRequestMeans means = new ActiveRequestMeans();

  @Test
  void theFirstReadingOfAReplicaTakesTheCountNow() {
    Map<String, ModelLoad> loads =
        means.read("a", 10 * SECOND, Map.of("m", 3.0), Map.of("m", 40.0));

    assertThat(loads).containsEntry("m", new ModelLoad(3, 3));
  }

  @Test
  void laterReadingsTakeTheCountersIncreaseOverTheTimeBetween() {
    means.read("a", 10 * SECOND, Map.of("m", 0.0), Map.of("m", 40.0));

    // a 0.3 s request came and went in the 2 s since
    Map<String, ModelLoad> loads =
        means.read("a", 12 * SECOND, Map.of("m", 0.0), Map.of("m", 40.3));

    assertThat(loads.get("m").active()).isZero();
    assertThat(loads.get("m").meanActive()).isCloseTo(0.15, offset(1e-9));
  }

  @Test
  void eachReplicaIsTimedOnItsOwn() {
    means.read("a", 10 * SECOND, Map.of(), Map.of("m", 0.0));
    means.read("b", 11 * SECOND, Map.of(), Map.of("m", 0.0));

    assertThat(means.read("a", 14 * SECOND, Map.of(), Map.of("m", 2.0)).get("m").meanActive())
        .isCloseTo(0.5, offset(1e-9));
    assertThat(means.read("b", 12 * SECOND, Map.of(), Map.of("m", 2.0)).get("m").meanActive())
        .isCloseTo(2.0, offset(1e-9));
  }

  @Test
  void aModelNewOnAReplicaAndARestartedCounterCountFromZero() {
    means.read("a", 10 * SECOND, Map.of("old", 0.0), Map.of("old", 100.0));

    Map<String, ModelLoad> loads =
        means.read("a", 12 * SECOND, Map.of(), Map.of("old", 1.0, "new", 0.5));

    assertThat(loads.get("old").meanActive()).isCloseTo(0.5, offset(1e-9));
    assertThat(loads.get("new").meanActive()).isCloseTo(0.25, offset(1e-9));
  }

  @Test
  void aReplicaThatLeftAndCameBackStartsOver() {
    means.read("a", 10 * SECOND, Map.of("m", 0.0), Map.of("m", 0.0));
    means.retain(Set.of("b"));

    Map<String, ModelLoad> loads =
        means.read("a", 12 * SECOND, Map.of("m", 1.0), Map.of("m", 50.0));

    assertThat(loads).containsEntry("m", new ModelLoad(1, 1));
  }
}
