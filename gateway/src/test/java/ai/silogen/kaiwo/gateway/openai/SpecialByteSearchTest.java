package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;

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

/** Both searches against the one-byte definition, at every start offset. */
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
  void bothSearchesFindTheFirstSpecialByte(@ForAll("textWithStart") Tuple2<byte[], Integer> input) {
    byte[] bytes = input.get1();
    int from = input.get2();

    int expected = from;
    while (expected < bytes.length && !SpecialByteSearch.isSpecial(bytes[expected])) {
      expected++;
    }
    assertThat(SpecialByteSearch.swar().next(bytes, from, bytes.length)).isEqualTo(expected);
    assertThat(VECTOR.next(bytes, from, bytes.length)).isEqualTo(expected);
  }

  @Test
  void eachSpecialByteIsFoundAtEveryPositionOfARegister() {
    byte[] specials = {'"', '\\', 0x00, 0x1F, (byte) 0x80, (byte) 0xFF};
    for (byte special : specials) {
      for (int at = 0; at < 130; at++) {
        byte[] bytes = "a".repeat(130).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        bytes[at] = special;
        assertThat(VECTOR.next(bytes, 0, bytes.length))
            .as("byte %s at %d", special, at)
            .isEqualTo(at);
        assertThat(SpecialByteSearch.swar().next(bytes, 0, bytes.length)).isEqualTo(at);
      }
    }
    byte[] ordinary = " !#[]~0aZ".repeat(20).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    assertThat(VECTOR.next(ordinary, 3, ordinary.length)).isEqualTo(ordinary.length);
  }

  @Test
  void neitherSearchLooksAtOrPastTheEnd() {
    for (int end = 0; end < 130; end++) {
      byte[] bytes = "a".repeat(200).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
      Arrays.fill(bytes, end, bytes.length, (byte) '"');
      assertThat(VECTOR.next(bytes, 0, end)).as("end %d", end).isEqualTo(end);
      assertThat(SpecialByteSearch.swar().next(bytes, 0, end)).as("end %d", end).isEqualTo(end);
    }
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
