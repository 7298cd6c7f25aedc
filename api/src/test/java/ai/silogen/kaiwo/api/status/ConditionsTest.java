package ai.silogen.kaiwo.api.status;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConditionsTest {

  private static final Instant T0 = Instant.parse("2025-05-01T12:00:00Z");
  private static final Instant T1 = T0.plusSeconds(60);

  @Test
  void transitionTimeMovesOnlyWhenTheStatusFlips() {
    List<Condition> first = Conditions.set(null, "Ready", false, "Waiting", "m", T0, 1L);

    List<Condition> reworded = Conditions.set(first, "Ready", false, "Other", "n", T1, 2L);
    List<Condition> flipped = Conditions.set(first, "Ready", true, "Done", "ok", T1, 2L);

    assertThat(reworded.get(0).getLastTransitionTime()).isEqualTo("2025-05-01T12:00:00Z");
    assertThat(reworded.get(0).getReason()).isEqualTo("Other");
    assertThat(reworded.get(0).getObservedGeneration()).isEqualTo(2L);
    assertThat(flipped.get(0).getLastTransitionTime()).isEqualTo("2025-05-01T12:01:00Z");
  }

  @Test
  void recomputingAnUnchangedSituationGivesAnEqualList() {
    List<Condition> first = Conditions.set(null, "Ready", true, "Done", "ok", T0, 1L);

    assertThat(Conditions.set(first, "Ready", true, "Done", "ok", T1, 1L)).isEqualTo(first);
  }

  @Test
  void aNewGenerationIsAChangeEvenWithTheSameWords() {
    List<Condition> first = Conditions.set(null, "Ready", true, "Done", "ok", T0, 1L);
    List<Condition> next = Conditions.set(first, "Ready", true, "Done", "ok", T1, 2L);

    assertThat(Conditions.sameIgnoringTime(first, next)).isFalse();
    assertThat(next.get(0).getLastTransitionTime()).isEqualTo(first.get(0).getLastTransitionTime());
  }

  @Test
  void replaceAllKeepsTransitionTimesAndDropsWhatIsNoLongerWanted() {
    List<Condition> existing =
        List.of(
            Conditions.of("A", true, "R", "m", T0, 1L), Conditions.of("B", true, "R", "m", T0, 1L));

    List<Condition> result =
        Conditions.replaceAll(existing, List.of(Conditions.of("A", true, "R2", "m2", T1, 1L)));

    assertThat(result).extracting(Condition::getType).containsExactly("A");
    assertThat(result.get(0).getLastTransitionTime()).isEqualTo("2025-05-01T12:00:00Z");
    assertThat(result.get(0).getReason()).isEqualTo("R2");
  }

  @Test
  void otherConditionsKeepTheirPlaceAndRemoveDropsOnlyOneType() {
    List<Condition> two =
        Conditions.set(
            Conditions.set(null, "A", true, null, null, T0, 1L), "B", true, null, null, T0, 1L);

    assertThat(Conditions.set(two, "A", false, null, null, T1, 1L))
        .extracting(Condition::getType)
        .containsExactly("A", "B");
    assertThat(Conditions.remove(two, "A")).extracting(Condition::getType).containsExactly("B");
    assertThat(Conditions.isTrue(two, "B")).isTrue();
    assertThat(Conditions.isTrue(two, "C")).isFalse();
  }

  @Test
  void unreadableTransitionTimesAreEmpty() {
    Condition condition = Conditions.of("A", true, "R", "m", T0, 1L);
    condition.setLastTransitionTime("yesterday");

    assertThat(Conditions.transitionTime(condition)).isEmpty();
    assertThat(Timestamps.parse(" ")).isEmpty();
  }
}
