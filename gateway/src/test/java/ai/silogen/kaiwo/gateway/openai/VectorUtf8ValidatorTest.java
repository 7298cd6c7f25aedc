package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.junit.jupiter.api.Test;

/** The SIMD validator against the JDK's strict UTF-8 decoder. */
class VectorUtf8ValidatorTest {
  /** Valid UTF-8 at the edges of its ranges, and the scripts prompts are written in. */
  private static final byte[] VALID =
      ("Grüße, ça va? Ελληνικά Кириллица עברית عربي हिन्दी 中文字符 한국어 \u0080\u07FF\u0800"
              + " \u0FFF\uD7FF\uE000\uFFFD 😀 \uD800\uDC00 \uDBFF\uDFFF ")
          .repeat(4)
          .getBytes(StandardCharsets.UTF_8);

  /** Every way a sequence can be wrong: no lead, overlong, surrogate, too large, cut short. */
  private static final String[] INVALID = {
    "80", "bf", "c0af", "c1bf", "e09fbf", "f08fbfbf", "eda080", "edbfbf", "f4908080", "f5808080",
    "f8", "ff", "e4b861", "e461", "c361", "f09f9861", "c3c3a9", "e4c3a980", "e4b8", "f09f98"
  };

  @Test
  void acceptsValidTextFromEveryOffset() {
    for (int from = 0; from < VALID.length; from = next(VALID, from)) {
      assertThat(VectorUtf8Validator.isValid(VALID, from, VALID.length))
          .as("from %d", from)
          .isTrue();
      assertThat(VectorUtf8Validator.isValid(VALID, 0, from)).as("to %d", from).isTrue();
    }
  }

  @Test
  void rejectsEachInvalidSequenceAtEveryPositionOfTwoBlocks() {
    for (String sequence : INVALID) {
      byte[] bad = HexFormat.of().parseHex(sequence);
      for (int at = 0; at < 140; at++) {
        // Valid text around it, with multi-byte characters right before and after.
        byte[] before = ("a".repeat(at % 3) + "中".repeat(at / 3)).getBytes(StandardCharsets.UTF_8);
        byte[] after = "é中a".repeat(30).getBytes(StandardCharsets.UTF_8);
        byte[] text = new byte[before.length + bad.length + after.length];
        System.arraycopy(before, 0, text, 0, before.length);
        System.arraycopy(bad, 0, text, before.length, bad.length);
        System.arraycopy(after, 0, text, before.length + bad.length, after.length);

        assertThat(strictlyValid(text, 0, text.length)).as("%s at %d", sequence, at).isFalse();
        assertThat(VectorUtf8Validator.isValid(text, 0, text.length))
            .as("%s at %d", sequence, at)
            .isFalse();
      }
    }
  }

  @Property(tries = 3000)
  void agreesWithTheJdksDecoder(@ForAll("text") byte[] text, @ForAll("offset") int offset) {
    int from = Math.min(offset, text.length);
    assertThat(VectorUtf8Validator.isValid(text, from, text.length))
        .isEqualTo(strictlyValid(text, from, text.length));
  }

  /** Characters of one to four bytes, mostly valid, now and then a random byte; up to 300 bytes. */
  @Provide
  Arbitrary<byte[]> text() {
    Arbitrary<byte[]> character =
        Arbitraries.frequencyOf(
            Tuple.of(20, Arbitraries.strings().withCharRange('a', 'z').ofLength(1).map(this::utf8)),
            Tuple.of(
                20,
                Arbitraries.of("é", "ж", "中", "한", "ठ", "😀", "\u0800", "\uFFFD").map(this::utf8)),
            Tuple.of(1, Arbitraries.bytes().map(b -> new byte[] {b})));
    return character
        .list()
        .ofMaxSize(150)
        .map(
            parts -> {
              java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
              parts.forEach(out::writeBytes);
              return out.toByteArray();
            });
  }

  @Provide
  Arbitrary<Integer> offset() {
    return Arbitraries.frequencyOf(
        Tuple.of(3, Arbitraries.just(0)), Tuple.of(1, Arbitraries.integers().between(0, 300)));
  }

  private byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static int next(byte[] text, int i) {
    return i + Math.max(1, JsonStrings.utf8Length(text[i] & 0xFF));
  }

  private static boolean strictlyValid(byte[] bytes, int from, int end) {
    try {
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes, from, end - from));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }
}
