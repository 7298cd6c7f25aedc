package ai.silogen.kaiwo.enginesim.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SyntheticOutputTest {

  @Test
  void textIsDeterministicAndOneTokenPerWord() {
    long seed = SyntheticText.seedOf("prompt");
    String text = SyntheticText.text(seed, 10);

    assertThat(text).isEqualTo(SyntheticText.text(SyntheticText.seedOf("prompt"), 10));
    assertThat(Tokenizer.countTokens(text)).isEqualTo(10);
    assertThat(text).startsWith(SyntheticText.token(seed, 0) + SyntheticText.token(seed, 1));
    assertThat(SyntheticText.text(SyntheticText.seedOf("other"), 10)).isNotEqualTo(text);
  }

  @Test
  void embeddingsAreDeterministicUnitVectors() {
    float[] a = SyntheticEmbeddings.embed("hello", 64);
    float[] b = SyntheticEmbeddings.embed("hello", 64);
    float[] c = SyntheticEmbeddings.embed("world", 64);

    assertThat(a).containsExactly(b);
    assertThat(a).isNotEqualTo(c);
    double norm = 0;
    for (float v : a) {
      norm += v * v;
    }
    assertThat(norm).isCloseTo(1.0, within(1e-5));
  }

  @Test
  void relevanceFollowsWordOverlap() {
    double exact = RelevanceScorer.score("red fox", "the red fox jumps");
    double partial = RelevanceScorer.score("red fox", "a red car");
    double none = RelevanceScorer.score("red fox", "blue sky");

    assertThat(exact).isGreaterThan(partial);
    assertThat(partial).isGreaterThan(none);
    assertThat(none).isBetween(0.0, 1.0);
    assertThat(exact)
        .isBetween(0.0, 1.0)
        .isEqualTo(RelevanceScorer.score("red fox", "the red fox jumps"));
  }
}
