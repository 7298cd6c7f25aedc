package ai.silogen.kaiwo.gateway.openai;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Finds where a JSON string scan must stop: the next quote, backslash, control character or
 * non-ASCII byte. A long prompt is almost all ordinary string bytes, so this search is most of the
 * gateway's parsing time for a large body; everything else in {@link JsonCursor} is rare by
 * comparison.
 *
 * <p>Two ways: {@link VectorByteSearch} compares a whole SIMD register (32 or 64 bytes) per step,
 * which parses a long Latin-script prompt about twice as fast, but needs the incubating module
 * {@code jdk.incubator.vector} (the {@code kaiwo gateway} launcher and image add it); otherwise
 * eight bytes at a time in a {@code long} (decision 0011).
 */
abstract sealed class SpecialByteSearch permits SpecialByteSearch.Swar, VectorByteSearch {
  /** {@code -Dkaiwo.gateway.simd=false} keeps the eight-byte search even when SIMD is available. */
  static final String SIMD_PROPERTY = "kaiwo.gateway.simd";

  /** The fastest search this JVM offers, chosen once. */
  static final SpecialByteSearch BEST = select();

  /**
   * Index of the first special byte in {@code bytes[from, end)}, or {@code end} if none. Bytes at
   * and after {@code end} are never looked at: the array may be a reused buffer longer than its
   * content.
   */
  abstract int next(byte[] bytes, int from, int end);

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

  /** Eight bytes per step, with the classic "has zero byte" bit tricks on one {@code long}. */
  static final class Swar extends SpecialByteSearch {
    private static final Swar INSTANCE = new Swar();
    private static final VarHandle LONGS =
        MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long QUOTES = ONES * '"';
    private static final long BACKSLASHES = ONES * '\\';
    private static final long SPACES = ONES * 0x20;

    private Swar() {}

    @Override
    int next(byte[] bytes, int from, int end) {
      int i = from;
      for (; i + Long.BYTES <= end; i += Long.BYTES) {
        long special = specialBytes((long) LONGS.get(bytes, i));
        if (special != 0) {
          return i + (Long.numberOfTrailingZeros(special) >>> 3);
        }
      }
      for (; i < end; i++) {
        if (isSpecial(bytes[i])) {
          return i;
        }
      }
      return i;
    }

    @Override
    String description() {
      return "eight bytes at a time (start Java with --add-modules=jdk.incubator.vector for SIMD)";
    }

    /**
     * High bit set in each byte of {@code word} that is a quote, a backslash, below 0x20 or at
     * least 0x80. The tricks can also flag a byte above a true match (the borrow runs upwards),
     * never one below, so the lowest flag, in memory order, is exact.
     */
    private static long specialBytes(long word) {
      long quotes = word ^ QUOTES;
      long backslashes = word ^ BACKSLASHES;
      // word - SPACES sets the high bit of a byte below 0x20 (it wraps); | word adds those >= 0x80.
      return (((quotes - ONES) & ~quotes)
              | ((backslashes - ONES) & ~backslashes)
              | (word - SPACES)
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
