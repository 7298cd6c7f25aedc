package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The block arithmetic and the carry into the next block against the definition, one byte after
 * another.
 */
class EscapesTest {

  @Test
  void everyPatternOfSixteenBytesAtBothEndsOfTheBlock() {
    for (int pattern = 0; pattern < 1 << 16; pattern++) {
      for (int shift : new int[] {0, 48}) {
        long backslashes = (long) pattern << shift;
        for (boolean firstEscaped : new boolean[] {false, true}) {
          assertMatchesDefinition(backslashes, firstEscaped);
        }
      }
    }
  }

  @Property(tries = 5000)
  void anyBlock(@ForAll long backslashes, @ForAll boolean firstEscaped) {
    assertMatchesDefinition(backslashes, firstEscaped);
    // Runs are what matter: long ones, as the random longs above rarely have.
    assertMatchesDefinition(backslashes | backslashes >>> 1 | backslashes >>> 2, firstEscaped);
  }

  @Test
  void examples() {
    // \" : the quote (bit 1) is escaped; \\" : it is not; \\\" : it is.
    assertThat(Escapes.escaped(0b1, false)).isEqualTo(0b10);
    assertThat(Escapes.escaped(0b11, false)).isEqualTo(0b10);
    assertThat(Escapes.escaped(0b111, false)).isEqualTo(0b1010);
    // A block that starts escaped: its first backslash is text, the second escapes the third byte.
    assertThat(Escapes.escaped(0b11, true)).isEqualTo(0b101);
    assertThat(escapesNext(-1L, false)).isFalse(); // 64 backslashes: 32 escapes
    assertThat(escapesNext(-1L, true)).isTrue(); // the first taken by the block before
    assertThat(escapesNext(1L << 63, false)).isTrue();
  }

  @Test
  void simpleEscapesAreTheOnesThatNeedNoMoreBytes() {
    for (int c = 0; c < 256; c++) {
      assertThat(Escapes.isSimple((byte) c))
          .as("byte %d", c)
          .isEqualTo(c < 128 && "\"\\/bfnrt".indexOf(c) >= 0);
    }
  }

  private static void assertMatchesDefinition(long backslashes, boolean firstEscaped) {
    long escaped = 0;
    boolean next = firstEscaped; // whether the byte at hand is escaped
    for (int k = 0; k < 64; k++) {
      if (next) {
        escaped |= 1L << k;
        next = false;
      } else {
        next = (backslashes >>> k & 1) != 0;
      }
    }
    assertThat(Escapes.escaped(backslashes, firstEscaped))
        .as("backslashes %s, first escaped %s", Long.toBinaryString(backslashes), firstEscaped)
        .isEqualTo(escaped);
    assertThat(escapesNext(backslashes, firstEscaped)).isEqualTo(next);
  }

  /** {@link SpecialByteSearch#escapesNext} on a block with these backslashes, 'a' elsewhere. */
  private static boolean escapesNext(long backslashes, boolean firstEscaped) {
    byte[] block = new byte[70];
    for (int k = 0; k < block.length; k++) {
      block[k] = k >= 3 && k < 67 && (backslashes >>> (k - 3) & 1) != 0 ? (byte) '\\' : (byte) 'a';
    }
    return SpecialByteSearch.escapesNext(block, 3, firstEscaped);
  }
}
