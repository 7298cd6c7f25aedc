package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.openai.JsonCursor.JsonSyntaxException;
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

/**
 * Both searches against the one-byte definition, at every start offset and end; the search for a
 * document of valid UTF-8 against the same without non-ASCII bytes; and the cursor's results with
 * either search.
 */
class SpecialByteSearchTest {
  private static final SpecialByteSearch VECTOR = new VectorByteSearch();
  private static final byte[] VALID_UTF8 = "é".repeat(40).getBytes(StandardCharsets.UTF_8);
  private static final SpecialByteSearch RESOLVING =
      VECTOR.forDocument(VALID_UTF8, 0, VALID_UTF8.length);

  @Test
  void theGatewaysTestsRunWithTheSimdSearch() {
    // The module is on the test JVM's command line (gateway/pom.xml), as on `kaiwo gateway`'s.
    assertThat(SpecialByteSearch.best()).isInstanceOf(VectorByteSearch.class);
    assertThat(SpecialByteSearch.best().description()).matches("with (128|256|512)-bit SIMD, .+");
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

  @Property
  void forValidUtf8OnlyAsciiBytesAreSpecial(
      @ForAll("textWithStart") Tuple2<byte[], Integer> input) {
    byte[] bytes = input.get1();
    int from = input.get2();
    SpecialByteSearch forValid = VECTOR.forDocument(VALID_UTF8, 0, VALID_UTF8.length);

    long nonAscii = 0;
    for (int k = 0; k < SpecialByteSearch.BLOCK && from + k < bytes.length; k++) {
      nonAscii |= bytes[from + k] < 0 ? 1L << k : 0;
    }
    assertThat(forValid.mask(bytes, from, bytes.length))
        .isEqualTo(expectedMask(bytes, from, bytes.length) & ~nonAscii);
  }

  @Test
  void onlyADocumentOfValidUtf8GetsTheSearchThatSkipsNonAscii() {
    byte[] invalid = {'"', (byte) 0xC3, '"'};
    assertThat(VECTOR.forDocument(invalid, 0, invalid.length)).isSameAs(VECTOR);
    assertThat(VECTOR.forDocument(VALID_UTF8, 0, VALID_UTF8.length)).isNotSameAs(VECTOR);
    assertThat(VECTOR.forDocument(VALID_UTF8, 0, VALID_UTF8.length).mask(invalid, 0, 3))
        .isEqualTo(-1L << 3 | 0b101);
    assertThat(SpecialByteSearch.swar().forDocument(VALID_UTF8, 0, VALID_UTF8.length))
        .isSameAs(SpecialByteSearch.swar());
  }

  @Property(tries = 3000)
  void stringStopsAreTheDefinitionsStops(
      @ForAll("escapedTextWithStart") Tuple2<byte[], Integer> input, @ForAll boolean escaped) {
    byte[] bytes = input.get1();
    int from = input.get2();
    // The end falls inside the array now and then: nothing at or past it may count.
    for (int end : new int[] {bytes.length, Math.max(from, bytes.length - 5)}) {
      byte[] past = Arrays.copyOf(bytes, bytes.length);
      Arrays.fill(past, end, past.length, (byte) '\\');
      assertThat(RESOLVING.stringStops(past, from, end, escaped))
          .as("from %d, end %d, first escaped %s", from, end, escaped)
          .isEqualTo(expectedStringStops(bytes, from, end, escaped));
      if (from + SpecialByteSearch.BLOCK <= end) {
        assertThat(SpecialByteSearch.escapesNext(past, from, escaped))
            .isEqualTo(escapedAfter(bytes, from, from + SpecialByteSearch.BLOCK, escaped));
      }
    }
  }

  @Test
  void onlyTheSearchForValidUtf8ResolvesEscapes() {
    assertThat(RESOLVING.resolvesEscapes()).isTrue();
    assertThat(VECTOR.resolvesEscapes()).isFalse();
    assertThat(SpecialByteSearch.swar().resolvesEscapes()).isFalse();
  }

  @Property(tries = 3000)
  void theCursorGivesTheSameResultWithEitherSearch(@ForAll("documents") byte[] json) {
    SpecialByteSearch vector = VECTOR.forDocument(json, 0, json.length);
    assertThat(scan(json, vector)).isEqualTo(scan(json, SpecialByteSearch.swar()));
  }

  /** Where the document's one value ends, or the cursor's error message. */
  private static String scan(byte[] json, SpecialByteSearch search) {
    try {
      JsonCursor cursor = new JsonCursor(json, 0, json.length, 64, search);
      cursor.skipValue();
      return "ends at " + cursor.position();
    } catch (JsonSyntaxException e) {
      return e.getMessage();
    }
  }

  /**
   * {@link SpecialByteSearch#stringStops} by definition, one byte after another: unescaped quotes,
   * control characters, escaped bytes other than {@code " \\ / b f n r t}, and the end.
   */
  private static long expectedStringStops(byte[] bytes, int from, int end, boolean escaped) {
    long mask = 0;
    for (int k = 0; k < SpecialByteSearch.BLOCK; k++) {
      int i = from + k;
      if (i >= end) {
        mask |= 1L << k;
        continue;
      }
      byte b = bytes[i];
      boolean stop =
          escaped ? "\"\\/bfnrt".indexOf(b) < 0 || b < 0x20 : b == '"' || b >= 0 && b < 0x20;
      mask |= stop ? 1L << k : 0;
      escaped = !escaped && b == '\\';
    }
    return mask;
  }

  /** Whether {@code bytes[to]} is escaped, scanning from {@code from} where the state is known. */
  private static boolean escapedAfter(byte[] bytes, int from, int to, boolean escaped) {
    for (int i = from; i < to; i++) {
      escaped = !escaped && bytes[i] == '\\';
    }
    return escaped;
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
    return withStart(text);
  }

  /** Text with runs of backslashes, quotes, escape letters, control and non-ASCII bytes. */
  @Provide
  Arbitrary<Tuple2<byte[], Integer>> escapedTextWithStart() {
    Arbitrary<Byte> letters = Arbitraries.of((byte) 'a', (byte) 'n', (byte) 'u', (byte) 'x');
    Arbitrary<Byte> backslash = Arbitraries.just((byte) '\\');
    Arbitrary<Byte> rare = Arbitraries.of((byte) '"', (byte) '/', (byte) 0x0A, (byte) 0xE4);
    Arbitrary<byte[]> text =
        Arbitraries.frequencyOf(Tuple.of(6, letters), Tuple.of(4, backslash), Tuple.of(1, rare))
            .array(byte[].class)
            .ofMaxSize(200);
    return withStart(text);
  }

  /** Each text with an offset in it, from 0 to its length. */
  private static Arbitrary<Tuple2<byte[], Integer>> withStart(Arbitrary<byte[]> text) {
    return text.flatMap(
        bytes ->
            Combinators.combine(
                    Arbitraries.just(bytes), Arbitraries.integers().between(0, bytes.length))
                .as(Tuple::of));
  }

  /**
   * Objects of strings made of ASCII, escapes (runs of backslashes among them) and characters of
   * one to four bytes; in a third of them, now and then a byte that breaks the UTF-8 around it, an
   * invalid escape or a control character; in another third, the document cut short.
   */
  @Provide
  Arbitrary<byte[]> documents() {
    Arbitrary<String> valid =
        Arbitraries.frequencyOf(
            Tuple.of(30, Arbitraries.strings().withCharRange('a', 'z').ofLength(1)),
            Tuple.of(3, Arbitraries.of("\\\"", "\\n", "\\u00e9", " ")),
            Tuple.of(2, Arbitraries.of("\\\\", "\\\\\\\"", "\\/", "\\t", "\\\\\\\\")),
            Tuple.of(8, Arbitraries.of("é", "ж", "中", "한", "😀", "\u0800", "\uFFFD")));
    Arbitrary<String> broken =
        Arbitraries.frequencyOf(
            Tuple.of(40, valid),
            Tuple.of(1, Arbitraries.of("\u0080", "\u00C3", "\u00E4", "\u00F0", "\u00FF")),
            Tuple.of(1, Arbitraries.of("\\x", "\\", "\\u12G4", "\\u00", "\n", "\\\t")));
    Arbitrary<byte[]> cut =
        documentsOf(valid)
            .flatMap(
                json ->
                    Arbitraries.integers()
                        .between(0, json.length)
                        .map(length -> Arrays.copyOf(json, length)));
    return Arbitraries.oneOf(documentsOf(valid), documentsOf(broken), cut);
  }

  private static Arbitrary<byte[]> documentsOf(Arbitrary<String> piece) {
    Arbitrary<String> string = piece.list().ofMaxSize(120).map(list -> String.join("", list));
    return string
        .list()
        .ofMinSize(1)
        .ofMaxSize(4)
        .map(
            strings -> {
              StringBuilder json = new StringBuilder("{");
              for (int i = 0; i < strings.size(); i++) {
                json.append(i == 0 ? "" : ",").append("\"k").append(i).append("\": \"");
                json.append(strings.get(i)).append('"');
              }
              return toBytes(json.append('}').toString());
            });
  }

  /**
   * UTF-8, except that each character U+0080 to U+00FF written as {@code \\u00XX} in a piece
   * becomes the single byte XX: a stray continuation byte or a lead without its continuations.
   */
  private static byte[] toBytes(String json) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    json.codePoints()
        .forEach(
            cp -> {
              if (cp >= 0x80 && cp <= 0xFF && cp != 0xE9) {
                out.write(cp);
              } else {
                out.writeBytes(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8));
              }
            });
    return out.toByteArray();
  }
}
