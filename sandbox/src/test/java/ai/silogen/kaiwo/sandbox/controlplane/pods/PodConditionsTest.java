package ai.silogen.kaiwo.sandbox.controlplane.pods;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.PodCondition;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class PodConditionsTest {

  private static final Instant T0 = Instant.parse("2025-05-01T12:00:00Z");
  private static final Instant T1 = T0.plusSeconds(60);

  @Test
  void newConditionsAreAppendedWithTheCurrentTime() {
    List<PodCondition> conditions = PodConditions.set(null, "Ready", "True", null, null, T0);

    assertThat(conditions)
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.getType()).isEqualTo("Ready");
              assertThat(c.getLastTransitionTime()).isEqualTo("2025-05-01T12:00:00Z");
            });
  }

  @Test
  void unchangedConditionIsKeptAsItIs() {
    List<PodCondition> first = PodConditions.set(null, "Ready", "False", "Waiting", "m", T0);

    assertThat(PodConditions.set(first, "Ready", "False", "Waiting", "m", T1)).isEqualTo(first);
  }

  @Test
  void transitionTimeMovesOnlyWithTheStatus() {
    List<PodCondition> first = PodConditions.set(null, "Ready", "False", "Waiting", "m", T0);

    List<PodCondition> reworded = PodConditions.set(first, "Ready", "False", "Other", "n", T1);
    List<PodCondition> flipped = PodConditions.set(first, "Ready", "True", null, null, T1);

    assertThat(reworded.get(0).getLastTransitionTime()).isEqualTo("2025-05-01T12:00:00Z");
    assertThat(reworded.get(0).getReason()).isEqualTo("Other");
    assertThat(flipped.get(0).getLastTransitionTime()).isEqualTo("2025-05-01T12:01:00Z");
  }

  @Test
  void otherConditionsKeepTheirPlace() {
    List<PodCondition> two =
        PodConditions.set(
            PodConditions.set(null, "A", "True", null, null, T0), "B", "True", null, null, T0);

    assertThat(PodConditions.set(two, "A", "False", null, null, T1))
        .extracting(PodCondition::getType)
        .containsExactly("A", "B");
    assertThat(PodConditions.has(two, "B", "True", null, null)).isTrue();
    assertThat(PodConditions.has(two, "B", "False", null, null)).isFalse();
  }
}
