package ai.silogen.kaiwo.gateway.openai;

/**
 * Which bytes of a 64-byte block a backslash escapes, computed from the block's backslashes alone
 * with the odd-length-run arithmetic of simdjson's first stage: in a run of backslashes, the first
 * escapes the second, the third the fourth, and so on; a run of odd length escapes the byte after
 * it. A string scan that knows these bytes can skip {@code \"}, {@code \\} and {@code \n} as
 * ordinary text instead of stopping at every backslash (decision 0017).
 *
 * <p>The arithmetic assumes that backslashes occur only inside strings, which holds for every valid
 * JSON document; in an invalid one the cursor reaches a stray backslash outside a string, and fails
 * there, before it uses the mask beyond it.
 */
final class Escapes {
  private static final long ODD_BITS = 0xAAAAAAAAAAAAAAAAL;

  private Escapes() {}

  /**
   * Bit {@code k} is set if byte {@code k} of the block is escaped: it follows a backslash that
   * starts an escape. {@code firstEscaped}: byte 0 is escaped by a backslash before the block.
   */
  static long escaped(long backslashes, boolean firstEscaped) {
    long escapedIn = firstEscaped ? 1 : 0;
    long potential = backslashes & ~escapedIn; // an escaped backslash escapes nothing
    // Subtracting each run's start from it, with the odd bits set, leaves a pattern that
    // alternates from the run's start whatever the start's parity: set where a backslash starts an
    // escape and where a character ends one.
    long code = ((potential << 1 | ODD_BITS) - potential) ^ ODD_BITS;
    return code ^ (backslashes | escapedIn);
  }

  /** Whether {@code c} after a backslash is a whole escape: {@code " \ / b f n r t}. */
  static boolean isSimple(byte c) {
    return switch (c) {
      case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> true;
      default -> false; // 'u' needs its four hex digits checked; anything else is invalid
    };
  }
}
