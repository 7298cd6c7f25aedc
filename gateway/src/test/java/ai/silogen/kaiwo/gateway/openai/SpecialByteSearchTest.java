package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import org.junit.jupiter.api.Test;

/** Both searches against the one-byte definition, at every start offset and end. */
class SpecialByteSearchTest {
  private static final SpecialByteSearch VECTOR = new VectorByteSearch();

  @Test
  void theGatewaysTestsRunWithTheSimdSearch() {
    // The module is on the test JVM's command line (gateway/pom.xml), as on `kaiwo gateway`'s.
    assertThat(SpecialByteSearch.BEST).isInstanceOf(VectorByteSearch.class);
    assertThat(SpecialByteSearch.BEST.description()).matches("with (128|256|512)-bit SIMD");
    assertThat(SpecialByteSearch.swar().description()).contains("--add-modules");
  }

  @Property
  void bothSearchesFlagExactlyTheSpecialBytes(
      @ForAll("textWithStart") Tuple2<byte[], Integer> input) {
    byte[] bytes = input.get1();
    int from = input.get2();

    long expected = expectedMask(bytes, from, bytes.length);
    assertThat(SpecialByteSearch.swar().mask(bytes, from, bytes.length)).isEqualTo(expected);
    assertThat(VECTOR.mask(bytes, from, bytes.length)).isEqualTo(expected);
  }

  @Test
  void eachSpecialByteIsFlaggedAtEveryPositionOfABlock() {
    byte[] specials = {'"', '\\', 0x00, 0x1F, (byte) 0x80, (byte) 0xFF};
    for (byte special : specials) {
      for (int at = 0; at < 130; at++) {
        byte[] bytes = "a".repeat(200).getBytes(StandardCharsets.US_ASCII);
        bytes[at] = special;
        int from = Math.max(0, at - 63);
        long expected = 1L << (at - from);
        assertThat(VECTOR.mask(bytes, from, bytes.length))
            .as("byte %s at %d", special, at)
            .isEqualTo(expected);
        assertThat(SpecialByteSearch.swar().mask(bytes, from, bytes.length)).isEqualTo(expected);
      }
    }
    // Neighbours of the special bytes, which inexact bit tricks confuse with them.
    byte[] ordinary = " !#[]~0aZ!#[]^]".repeat(20).getBytes(StandardCharsets.US_ASCII);
    assertThat(VECTOR.mask(ordinary, 3, ordinary.length)).isZero();
    assertThat(SpecialByteSearch.swar().mask(ordinary, 3, ordinary.length)).isZero();
  }

  @Test
  void neitherSearchLooksAtOrPastTheEnd() {
    for (int end = 0; end < 130; end++) {
      byte[] bytes = "a".repeat(200).getBytes(StandardCharsets.US_ASCII);
      Arrays.fill(bytes, end, bytes.length, (byte) '"');
      for (int from = Math.max(0, end - 70); from <= end; from++) {
        long expected = expectedMask(bytes, from, end);
        assertThat(VECTOR.mask(bytes, from, end))
            .as("from %d, end %d", from, end)
            .isEqualTo(expected);
        assertThat(SpecialByteSearch.swar().mask(bytes, from, end)).isEqualTo(expected);
      }
    }
  }

  /** The mask by the one-byte definition: special bytes, and every position at or past the end. */
  private static long expectedMask(byte[] bytes, int from, int end) {
    long mask = 0;
    for (int k = 0; k < SpecialByteSearch.BLOCK; k++) {
      if (from + k >= end || SpecialByteSearch.isSpecial(bytes[from + k])) {
        mask |= 1L << k;
      }
    }
    return mask;
  }

  /** Mostly ordinary ASCII with rare special bytes, long enough to span several registers. */
  @Provide
  Arbitrary<Tuple2<byte[], Integer>> textWithStart() {
    Arbitrary<Byte> ordinary = Arbitraries.bytes().between((byte) 0x20, (byte) 0x7E);
    Arbitrary<Byte> any = Arbitraries.bytes();
    Arbitrary<byte[]> text =
        Arbitraries.frequencyOf(Tuple.of(40, ordinary), Tuple.of(1, any))
            .array(byte[].class)
            .ofMaxSize(300);
    return text.flatMap(
        bytes ->
            Combinators.combine(
                    Arbitraries.just(bytes), Arbitraries.integers().between(0, bytes.length))
                .as(Tuple::of));
  }
}
