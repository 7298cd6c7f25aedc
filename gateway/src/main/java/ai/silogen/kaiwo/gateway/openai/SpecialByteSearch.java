package ai.silogen.kaiwo.gateway.openai;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Finds where a JSON string scan must stop: quotes, backslashes, control characters and non-ASCII
 * bytes. A long prompt is almost all ordinary string bytes, so this search is most of the gateway's
 * parsing time for a large body; everything else in {@link JsonCursor} is rare by comparison.
 *
 * <p>It flags 64 bytes at once ({@link #mask}), and the cursor takes every stop within them from
 * that one mask: text with an escape or a non-ASCII character every few words (most real prompts)
 * would otherwise search again from each stop, loading and comparing mostly the same bytes.
 *
 * <p>Two ways: {@link VectorByteSearch} compares whole SIMD registers (16 to 64 bytes) per step,
 * which parses a long Latin-script prompt about twice as fast, and validates a document's UTF-8
 * first the same way, so that text in other scripts needs no stops either; for such a document it
 * also resolves escapes within each block, so that a string's scan stops at little but its closing
 * quote ({@link #stringStops}). It needs the incubating module {@code jdk.incubator.vector} (the
 * {@code kaiwo gateway} launcher and image add it). Otherwise eight bytes at a time in a {@code
 * long}, with every non-ASCII byte a stop that the cursor validates (decisions 0011, 0015, 0016 and
 * 0017).
 */
abstract sealed class SpecialByteSearch permits SpecialByteSearch.Swar, VectorByteSearch {
  /** {@code -Dkaiwo.gateway.simd=false} keeps the eight-byte search even when SIMD is available. */
  static final String SIMD_PROPERTY = "kaiwo.gateway.simd";

  /** The fastest search this JVM offers, chosen once. */
  static SpecialByteSearch best() {
    return Best.INSTANCE;
  }

  /**
   * Chosen on first use rather than when this class is initialised: the vector class extends this
   * one, and creating it from this class's initialiser would, if the vector class were the first to
   * be loaded, run its constructor before its own static fields are set.
   */
  private static final class Best {
    private static final SpecialByteSearch INSTANCE = select();
  }

  /** Bytes one {@link #mask} covers. */
  static final int BLOCK = Long.SIZE;

  /**
   * Bit {@code k} is set if {@code bytes[from + k]} is special or {@code from + k >= end}, for
   * {@code k} in [0, 64). Bytes at and after {@code end} are never looked at: the array may be a
   * reused buffer longer than its content.
   */
  abstract long mask(byte[] bytes, int from, int end);

  /**
   * The search for the document {@code bytes[from, end)}: one for which non-ASCII bytes are not
   * special if this search can validate the document's UTF-8 in bulk and finds it valid (the caller
   * must then not hand it other bytes); otherwise this one.
   */
  SpecialByteSearch forDocument(byte[] bytes, int from, int end) {
    return this;
  }

  /**
   * Whether this search offers {@link #stringStops}: a search for a document of valid UTF-8 that
   * resolves escapes within a block (decision 0017).
   */
  boolean resolvesEscapes() {
    return false;
  }

  /**
   * Where a string scan over {@code bytes[from, from + 64)} must stop when escapes are resolved:
   * bit {@code k} is set for an unescaped quote, a control character, an escaped byte other than
   * {@code " \ / b f n r t} (a {@code u}, or an invalid escape), and every position at or past
   * {@code end}. Backslashes and the quotes they escape are ordinary. {@code firstEscaped}: {@code
   * bytes[from]} follows a backslash that escapes it. Only if {@link #resolvesEscapes()}.
   */
  long stringStops(byte[] bytes, int from, int end, boolean firstEscaped) {
    throw new UnsupportedOperationException("this search does not resolve escapes");
  }

  /**
   * Whether {@code bytes[from + 64]} is escaped by a backslash of the block at {@code from}, given
   * {@code firstEscaped} as for {@link #stringStops}. The block must be whole.
   */
  static boolean escapesNext(byte[] bytes, int from, boolean firstEscaped) {
    // The backslash run at the block's end escapes the next byte if its length is odd, not
    // counting a first byte that the block before escaped. Most blocks end in no run at all.
    int last = from + BLOCK - 1;
    int i = last;
    while (i >= from && bytes[i] == '\\') {
      i--;
    }
    int run = last - i;
    if (i < from && firstEscaped) {
      run--;
    }
    return (run & 1) != 0;
  }

  /** How it searches, for the gateway's start-up log. */
  abstract String description();

  static SpecialByteSearch swar() {
    return Swar.INSTANCE;
  }

  private static SpecialByteSearch select() {
    if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()
        || !Boolean.parseBoolean(System.getProperty(SIMD_PROPERTY, "true"))) {
      return Swar.INSTANCE;
    }
    try {
      // Named by string so that this class links on a JVM without the module.
      Class<?> vector =
          Class.forName(SpecialByteSearch.class.getPackageName() + ".VectorByteSearch");
      return (SpecialByteSearch) vector.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      // No usable vector shape on this CPU (the constructor refuses one narrower than 128 bits).
      return Swar.INSTANCE;
    }
  }

  /** Eight bytes per step, with "has zero byte" bit tricks on one {@code long}. */
  static final class Swar extends SpecialByteSearch {
    private static final Swar INSTANCE = new Swar();
    private static final VarHandle LONGS =
        MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long LOW_BITS = 0x7F7F7F7F7F7F7F7FL;
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long QUOTES = ONES * '"';
    private static final long BACKSLASHES = ONES * '\\';

    /** Added to a byte below 0x80, sets its high bit exactly when it is 0x20 or more. */
    private static final long TO_SPACE = ONES * (0x80 - 0x20);

    /** Gathers the high bit of each byte, moved down to bit 0, into the top byte, in order. */
    private static final long GATHER = 0x0102040810204080L;

    private Swar() {}

    @Override
    long mask(byte[] bytes, int from, int end) {
      int limit = Math.min(end, from + BLOCK);
      long mask = 0;
      int i = from;
      for (; i + Long.BYTES <= limit; i += Long.BYTES) {
        long flags = specialBytes((long) LONGS.get(bytes, i));
        mask |= ((flags >>> 7) * GATHER >>> 56) << (i - from);
      }
      for (; i < limit; i++) {
        if (isSpecial(bytes[i])) {
          mask |= 1L << (i - from);
        }
      }
      return limit - from < BLOCK ? mask | (-1L << (limit - from)) : mask;
    }

    @Override
    String description() {
      return "eight bytes at a time (start Java with --add-modules=jdk.incubator.vector for SIMD)";
    }

    /**
     * High bit set in exactly the bytes of {@code word} that are a quote, a backslash, below 0x20
     * or at least 0x80. Every sum is on seven-bit values, so no carry crosses into the next byte.
     */
    private static long specialBytes(long word) {
      long low = word & LOW_BITS;
      long quotes = low ^ QUOTES;
      long backslashes = low ^ BACKSLASHES;
      return (~((quotes + LOW_BITS) | quotes)
              | ~((backslashes + LOW_BITS) | backslashes)
              | ~(low + TO_SPACE)
              | word)
          & HIGH_BITS;
    }
  }

  /**
   * The same test on one byte: as a signed byte, both control and non-ASCII bytes are below 0x20.
   */
  static boolean isSpecial(byte b) {
    return b < 0x20 || b == '"' || b == '\\';
  }
}
