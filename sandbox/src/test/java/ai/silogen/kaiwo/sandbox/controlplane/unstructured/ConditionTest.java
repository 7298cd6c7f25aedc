package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.LabelSelectors;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConditionTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  private static final Instant T1 = Instant.parse("2026-01-01T00:05:00Z");

  @Test
  void theTransitionTimeOnlyMovesWhenTheStatusChanges() {
    ArrayNode first = Condition.isFalse("Ready", "Waiting", "not yet").mergeInto(Json.array(), T0);
    ArrayNode reworded = Condition.isFalse("Ready", "Waiting", "still not").mergeInto(first, T1);
    ArrayNode flipped = Condition.isTrue("Ready", "Done", "ready").mergeInto(reworded, T1);

    assertThat(reworded.get(0).path("lastTransitionTime").asText())
        .isEqualTo("2026-01-01T00:00:00Z");
    assertThat(reworded.get(0).path("message").asText()).isEqualTo("still not");
    assertThat(flipped.get(0).path("lastTransitionTime").asText())
        .isEqualTo("2026-01-01T00:05:00Z");
    assertThat(Condition.holds(flipped, "Ready")).isTrue();
    assertThat(Condition.isTrue("Ready", "Done", "ready").isIn(flipped)).isTrue();
  }

  @Test
  void otherConditionsAreKept() {
    ArrayNode conditions = Condition.isTrue("A", "r", "m").mergeInto(Json.array(), T0);
    conditions = Condition.isTrue("B", "r", "m").mergeInto(conditions, T0);

    assertThat(conditions).hasSize(2);
    assertThat(Condition.holds(conditions, "A")).isTrue();
  }

  @Test
  void labelSelectorsMatchLabelsAndExpressions() {
    var selector =
        Yaml.node(
            """
            matchLabels: {team: a}
            matchExpressions:
            - {key: tier, operator: In, values: [gold, silver]}
            - {key: legacy, operator: DoesNotExist}
            """);

    assertThat(LabelSelectors.matches(selector, Map.of("team", "a", "tier", "gold"))).isTrue();
    assertThat(LabelSelectors.matches(selector, Map.of("team", "a", "tier", "bronze"))).isFalse();
    assertThat(LabelSelectors.matches(selector, Map.of("team", "a", "tier", "gold", "legacy", "y")))
        .isFalse();
    assertThat(LabelSelectors.matches(Yaml.node("{}"), Map.of())).isTrue();
  }
}
