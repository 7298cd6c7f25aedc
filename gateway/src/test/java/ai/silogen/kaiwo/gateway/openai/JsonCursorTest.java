package ai.silogen.kaiwo.gateway.openai;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.gateway.openai.JsonCursor.JsonSyntaxException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The cursor decides what is valid JSON for the gateway. Each case states the expected verdict and
 * is also checked against Jackson (strict defaults, one root value), the parser the gateway used
 * before, so that replacing it changed no answer a client can get.
 */
class JsonCursorTest {
  private static final int MAX_DEPTH = 64;
  private static final JsonFactory JACKSON =
      JsonFactory.builder()
          .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
          .build();

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{}",
        "[]",
        " \t\r\n{ \"a\" : [ 1 , -0 , 0.5 , -1.25e+10 , 3E-2 , 7e9 ] } \n",
        "\"\"",
        "\"plain ascii longer than eight bytes so the word loop runs\"",
        "\"escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00 and a lone \\ud800\"",
        "\"unicode: é ü 中文 😀 at the end of a word-boundary😀\"",
        "\"del \u007f is not a control character\"",
        "true",
        "false",
        "null",
        "0",
        "-0.0",
        "123456789012345678901234567890",
        "{\"a\":{\"b\":{\"c\":[[[]]]}},\"d\":\"\"}",
        "[\"a\",\"b\" ,\"c\"]",
      })
  void accepts(String json) throws IOException {
    assertVerdict(json.getBytes(UTF_8), true);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "   ",
        "{",
        "}",
        "{\"a\"}",
        "{\"a\":}",
        "{\"a\" 1}",
        "{\"a\":1,}",
        "{,}",
        "{a:1}",
        "{'a':1}",
        "[1,]",
        "[,1]",
        "[1 2]",
        "[1,,2]",
        "{\"a\":1}}",
        "[]]",
        "{} {}",
        "1 2",
        "01",
        "-01",
        "-",
        "+1",
        ".5",
        "1.",
        "1.e5",
        "1e",
        "1e+",
        "0x10",
        "1x",
        "[1true]",
        "NaN",
        "Infinity",
        "tru",
        "truex",
        "nul",
        "True",
        "\"unterminated",
        "\"bad escape \\x\"",
        "\"short unicode escape \\u12\"",
        "\"non-hex unicode escape \\u12G4\"",
        "\"ends in a backslash\\",
        "\"tab\tinside\"",
        "\"newline\ninside\"",
        "/* comment */ {}",
        "{} // comment",
      })
  void rejects(String json) throws IOException {
    assertVerdict(json.getBytes(UTF_8), false);
  }

  /** UTF-8 that is malformed in ways both parsers catch. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "22 80 22", // a lone continuation byte
        "22 c3 22", // a truncated two-byte sequence
        "22 e4 b8 22", // a truncated three-byte sequence
        "22 f0 9f 98 22", // a truncated four-byte sequence
        "22 ff 22", // a byte that never occurs in UTF-8
        "22 f8 88 80 80 80 22", // a five-byte form
        "22 e4 b8 80 e4 b8 80 80 22", // a lone continuation byte after a run of valid characters
        "22 e4 b8 80 c3 22", // a run of characters ending in a truncated sequence
      })
  void rejectsMalformedUtf8(String hex) throws IOException {
    assertVerdict(HexFormat.ofDelimiter(" ").parseHex(hex), false);
  }

  /**
   * RFC 3629 forbids these; Jackson lets them through when it skips a string, the cursor does not.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "22 c0 af 22", // overlong '/'
        "22 e0 80 af 22", // overlong '/' in three bytes
        "22 ed a0 80 22", // an encoded surrogate
        "22 f4 90 80 80 22", // above U+10FFFF
      })
  void rejectsUtf8ThatJacksonTolerates(String hex) {
    assertThatThrownBy(() -> skipAll(HexFormat.ofDelimiter(" ").parseHex(hex)))
        .isInstanceOf(JsonSyntaxException.class)
        .hasMessageContaining("invalid UTF-8");
  }

  @ParameterizedTest
  @ValueSource(ints = {MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1})
  void limitsNestingAsJacksonDoes(int depth) throws IOException {
    String json = "[".repeat(depth) + "]".repeat(depth);
    assertVerdict(json.getBytes(UTF_8), depth <= MAX_DEPTH);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 7, 8, 9, 15, 16, 17})
  void findsTheSpecialByteAtEveryPositionOfAWord(int offset) throws IOException {
    String padding = "x".repeat(offset);
    for (String special : new String[] {"\\\"", "\\n", "é", "中文字", "é中\uD83D\uDE00", "\t", "\""}) {
      byte[] json = ("\"" + padding + special + padding + "\"").getBytes(UTF_8);
      assertVerdict(json, !special.equals("\t") && !special.equals("\""));
    }
  }

  @org.junit.jupiter.api.Test
  void errorNamesWhatWasExpectedAndWhere() {
    assertThatThrownBy(() -> skipAll("{\"a\":1 \"b\":2}".getBytes(UTF_8)))
        .isInstanceOf(JsonSyntaxException.class)
        .hasMessage("unexpected '\"', expected ',' or '}' at byte 7");
  }

  /** Random documents, with whitespace, escapes and non-ASCII text: all valid. */
  @Property(tries = 300)
  void acceptsGeneratedDocuments(@ForAll long seed) throws IOException {
    byte[] json = new RandomJson(new Random(seed)).document().getBytes(UTF_8);
    assertVerdict(json, true);
  }

  /**
   * The same documents with one byte inserted, deleted or replaced: most become invalid, some stay
   * valid, and the cursor must say exactly what Jackson says.
   */
  @Property(tries = 3000)
  void agreesWithJacksonOnMutatedDocuments(@ForAll long seed) throws IOException {
    Random random = new Random(seed);
    byte[] json = RandomJson.mutate(new RandomJson(random).document().getBytes(UTF_8), random);
    assertVerdict(json, jacksonAccepts(json));
  }

  private static void assertVerdict(byte[] json, boolean valid) throws IOException {
    String shown = new String(json, UTF_8);
    assertThat(jacksonAccepts(json)).as("Jackson on %s", shown).isEqualTo(valid);
    assertThat(cursorAccepts(json, json.length)).as("cursor on %s", shown).isEqualTo(valid);
    for (byte[] leftover : LEFTOVERS) {
      assertThat(cursorAccepts(followedBy(json, leftover), json.length))
          .as("cursor on %s in a longer buffer", shown)
          .isEqualTo(valid);
    }
  }

  /**
   * What a reused buffer may hold after the document: bytes that would complete a cut-off UTF-8
   * sequence, hex escape, string or object if the cursor read past the document's end.
   */
  private static final byte[][] LEFTOVERS = {
    {(byte) 0xAD, (byte) 0x80, (byte) 0x80, '"', '}', ']', '}'},
    {'0', '0', '4', '1', '"', ':', '1', '}'},
    {'"', '}', ']', '}', ' ', ' ', ' ', ' '},
  };

  /** {@code json} followed by {@code leftover} repeated past a few SIMD registers. */
  private static byte[] followedBy(byte[] json, byte[] leftover) {
    byte[] buffer = Arrays.copyOf(json, json.length + leftover.length * 40);
    for (int i = json.length; i < buffer.length; i++) {
      buffer[i] = leftover[(i - json.length) % leftover.length];
    }
    return buffer;
  }

  private static boolean cursorAccepts(byte[] buffer, int end) {
    try {
      skipAll(buffer, end);
      return true;
    } catch (JsonSyntaxException e) {
      return false;
    }
  }

  private static void skipAll(byte[] json) {
    skipAll(json, json.length);
  }

  private static void skipAll(byte[] json, int end) {
    JsonCursor cursor = new JsonCursor(json, 0, end, MAX_DEPTH);
    cursor.skipValue();
    if (cursor.peek() != -1) {
      throw new JsonSyntaxException("trailing content");
    }
  }

  private static boolean jacksonAccepts(byte[] json) throws IOException {
    try (JsonParser parser = JACKSON.createParser(json)) {
      if (parser.nextToken() == null) {
        return false;
      }
      parser.skipChildren();
      return parser.nextToken() == null;
    } catch (com.fasterxml.jackson.core.JacksonException e) {
      return false;
    }
  }
}
