package ai.silogen.kaiwo.enginesim.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BlockHasherTest {

  private final BlockHasher hasher = new BlockHasher(16);

  @Test
  void onlyFullBlocksOfSixtyFourCharsAreHashed() {
    assertThat(hasher.hashes("x".repeat(63), null)).isEmpty();
    assertThat(hasher.hashes("x".repeat(64), null)).hasSize(1);
    assertThat(hasher.hashes("x".repeat(200), null)).hasSize(3);
  }

  @Test
  void sharedPrefixesShareHashesAcrossInstances() {
    String common = "a".repeat(64) + "b".repeat(64);
    long[] first =
        hasher.hashes(common + "tail one is long enough to fill a block of chars.....", null);
    long[] second = new BlockHasher(16).hashes(common + "c".repeat(64), null);

    assertThat(first[0]).isEqualTo(second[0]);
    assertThat(first[1]).isEqualTo(second[1]);
  }

  @Test
  void hashesAreChainedSoEqualBlocksAtDifferentPositionsDiffer() {
    long[] hashes = hasher.hashes("z".repeat(128), null);

    assertThat(hashes[0]).isNotEqualTo(hashes[1]);
  }

  @Test
  void loraAdaptersSeparateTheHashes() {
    String text = "q".repeat(64);

    long base = hasher.hashes(text, null)[0];
    long adapterA = hasher.hashes(text, "a")[0];
    long adapterB = hasher.hashes(text, "b")[0];

    assertThat(base).isNotEqualTo(adapterA);
    assertThat(adapterA).isNotEqualTo(adapterB);
    assertThat(hasher.hashes(text, "a")[0]).isEqualTo(adapterA);
  }

  @Test
  void tokenizerCountsFourCharsPerToken() {
    assertThat(Tokenizer.countTokens("")).isZero();
    assertThat(Tokenizer.countTokens("abcd")).isEqualTo(1);
    assertThat(Tokenizer.countTokens("abcde")).isEqualTo(2);
  }
}
