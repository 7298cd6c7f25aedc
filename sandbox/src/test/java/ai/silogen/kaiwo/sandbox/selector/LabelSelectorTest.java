package ai.silogen.kaiwo.sandbox.selector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class LabelSelectorTest {

  static final Map<String, String> GOLD = Map.of("tier", "gold", "app", "web");
  static final Map<String, String> NONE = Map.of();

  private static boolean matches(String selector, Map<String, String> labels) {
    return LabelSelector.parse(selector).matches(labels);
  }

  @Test
  void equalityAndInequality() {
    assertThat(matches("tier=gold", GOLD)).isTrue();
    assertThat(matches("tier==gold", GOLD)).isTrue();
    assertThat(matches("tier!=gold", GOLD)).isFalse();
    assertThat(matches("tier!=gold", NONE)).as("absent labels are not equal").isTrue();
  }

  @Test
  void setBasedRequirements() {
    assertThat(matches("tier in (gold, silver)", GOLD)).isTrue();
    assertThat(matches("tier in (silver)", GOLD)).isFalse();
    assertThat(matches("tier in (gold)", NONE)).isFalse();
    assertThat(matches("tier notin (silver,bronze)", GOLD)).isTrue();
    assertThat(matches("tier notin (gold)", GOLD)).isFalse();
    assertThat(matches("tier notin (gold)", NONE)).as("notin matches absent labels").isTrue();
  }

  @Test
  void existence() {
    assertThat(matches("tier", GOLD)).isTrue();
    assertThat(matches("!tier", GOLD)).isFalse();
    assertThat(matches("!tier", NONE)).isTrue();
  }

  @Test
  void requirementsAreAndedAndCommasInsideSetsDoNotSplit() {
    assertThat(matches("tier in (gold,silver),app=web,!missing", GOLD)).isTrue();
    assertThat(matches("tier in (gold,silver),app=api", GOLD)).isFalse();
    assertThat(LabelSelector.splitTopLevel("a in (x,y),b")).containsExactly("a in (x,y)", "b");
  }

  @Test
  void numericComparison() {
    assertThat(matches("gen>2", Map.of("gen", "3"))).isTrue();
    assertThat(matches("gen<2", Map.of("gen", "3"))).isFalse();
  }

  @Test
  void emptySelectsEverythingAndGarbageIsRejected() {
    assertThat(LabelSelector.parse("").isEverything()).isTrue();
    assertThat(LabelSelector.parse(null).matches(GOLD)).isTrue();
    assertThatThrownBy(() -> LabelSelector.parse("tier in gold"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unable to parse requirement");
  }
}
