package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class LabelSelectorTest {
  private static final Map<String, String> LABELS =
      Map.of(
          "team",
          "a",
          "tier",
          "gold",
          "example.com/size",
          "7",
          "features.kubeai.org/TextGeneration",
          "true");

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "'' | true",
        "'   ' | true",
        "team=a | true",
        "team==a | true",
        "team=b | false",
        "team!=b | true",
        "team!=a | false",
        "absent!=a | true",
        "team in (a, b) | true",
        "team in (b,c) | false",
        "team notin (b) | true",
        "team notin (a) | false",
        "absent notin (a) | true",
        "absent in (a) | false",
        "team | true",
        "absent | false",
        "!absent | true",
        "!team | false",
        "example.com/size>5 | true",
        "example.com/size<5 | false",
        "team>5 | false",
        "team=a,tier=gold | true",
        "team=a,tier=silver | false",
        "  team = a ,  tier in ( gold , silver ) , !absent | true",
        "features.kubeai.org/TextGeneration=true | true",
        "absent= | false",
        "absent in () | false",
      })
  void matchesLikeKubernetes(String selector, boolean matches) {
    assertThat(LabelSelector.parse(selector).matches(LABELS)).isEqualTo(matches);
  }

  @Test
  void headersAreAndedNeverOred() {
    // KubeAI's selector_test: a proxy-enforced header cannot be widened by a client header.
    LabelSelector enforcedAndClient = LabelSelector.parseAll(List.of("team=b", "tier=gold"));
    LabelSelector bothMatch = LabelSelector.parseAll(List.of("team=a", "tier=gold"));

    assertThat(enforcedAndClient.matches(LABELS)).isFalse();
    assertThat(bothMatch.matches(LABELS)).isTrue();
    assertThat(LabelSelector.parse("team=a").and(LabelSelector.parse("tier=x")).matches(LABELS))
        .isFalse();
    assertThat(LabelSelector.parseAll(List.of()).matches(LABELS)).isTrue();
  }

  @Test
  void printsAsParseableText() {
    LabelSelector selector = LabelSelector.parse("a=b, c in (y,x), !d, e, f!=g, h>3");

    assertThat(selector).hasToString("a=b,c in (x,y),!d,e,f!=g,h>3");
    assertThat(LabelSelector.parse(selector.toString())).isEqualTo(selector);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "a=b,",
        ",a=b",
        "a in b",
        "a in (b",
        "a in (b c)",
        "a = = b",
        "a=b c",
        "a>b",
        "!",
        "!a=b",
        "a b",
        "-a=b",
        "a=-b",
        "a/b/c=d",
        "Example.com/a=b",
        "a=" + "x" + "1234567890123456789012345678901234567890123456789012345678901234",
        "(a)",
      })
  void rejectsInvalidSyntaxWithTheReason(String selector) {
    assertThatThrownBy(() -> LabelSelector.parse(selector))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("invalid label selector");
  }
}
