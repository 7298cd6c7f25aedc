package ai.silogen.kaiwo.gateway.openai;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link SpecialByteSearch} one SIMD register at a time, as many as a block takes. Only loaded when
 * {@code jdk.incubator.vector} is in the boot layer; the last bytes of a document, fewer than a
 * block, are looked at one by one.
 *
 * <p>A document whose UTF-8 {@link VectorUtf8Validator} finds valid is searched by a second
 * instance, for which non-ASCII bytes are ordinary: Chinese or accented text is then skipped as
 * fast as English (decision 0016), and its {@link #stringStops} resolve escapes, so that a string
 * scan need not stop at every backslash (decision 0017). Otherwise every non-ASCII byte is a stop,
 * and the cursor's one-character-at-a-time validation finds and names the error.
 */
final class VectorByteSearch extends SpecialByteSearch {
  private static final VectorSpecies<Byte> SPECIES = ByteVector.SPECIES_PREFERRED;
  private static final byte CONTROL_LIMIT = 0x20;

  /** Whether the document is known to be valid UTF-8, so that non-ASCII bytes need no stop. */
  private final boolean validatedUtf8;

  private final VectorByteSearch forValidUtf8;

  VectorByteSearch() {
    this(false);
  }

  private VectorByteSearch(boolean validatedUtf8) {
    if (SPECIES.vectorBitSize() < 128 || SPECIES.length() > BLOCK) {
      // Narrower registers are no faster than the eight-byte search.
      throw new IllegalStateException("no SIMD registers of 128 bits or more");
    }
    this.validatedUtf8 = validatedUtf8;
    this.forValidUtf8 = validatedUtf8 ? this : new VectorByteSearch(true);
  }

  @Override
  SpecialByteSearch forDocument(byte[] bytes, int from, int end) {
    return VectorUtf8Validator.isValid(bytes, from, end) ? forValidUtf8 : this;
  }

  @Override
  long mask(byte[] bytes, int from, int end) {
    if (from + BLOCK > end) {
      return tailMask(bytes, from, end);
    }
    long mask = 0;
    for (int k = 0; k < BLOCK; k += SPECIES.length()) {
      ByteVector v = ByteVector.fromArray(SPECIES, bytes, from + k);
      // As signed bytes, control characters and non-ASCII bytes are all below 0x20.
      VectorMask<Byte> stops = v.lt(CONTROL_LIMIT);
      if (validatedUtf8) {
        stops = stops.andNot(v.lt((byte) 0));
      }
      mask |= stops.or(v.eq((byte) '"')).or(v.eq((byte) '\\')).toLong() << k;
    }
    return mask;
  }

  @Override
  boolean resolvesEscapes() {
    return validatedUtf8;
  }

  @Override
  long stringStops(byte[] bytes, int from, int end, boolean firstEscaped) {
    if (!validatedUtf8) {
      return super.stringStops(bytes, from, end, firstEscaped);
    }
    if (from + BLOCK > end) {
      return tailStringStops(bytes, from, end, firstEscaped);
    }
    long quotesAndControls = 0;
    long backslashes = 0;
    for (int k = 0; k < BLOCK; k += SPECIES.length()) {
      ByteVector v = ByteVector.fromArray(SPECIES, bytes, from + k);
      VectorMask<Byte> controls = v.lt(CONTROL_LIMIT).andNot(v.lt((byte) 0));
      quotesAndControls |= v.eq((byte) '"').or(controls).toLong() << k;
      VectorMask<Byte> backslash = v.eq((byte) '\\');
      // Testing a vector mask is cheaper than moving it into a long, which most blocks never need.
      if (backslash.anyTrue()) {
        backslashes |= backslash.toLong() << k;
      }
    }
    if (backslashes == 0 && !firstEscaped) {
      return quotesAndControls; // most blocks of most prompts
    }
    long quotes = equalTo(bytes, from, (byte) '"');
    long escaped = Escapes.escaped(backslashes, firstEscaped);
    return resolved(bytes, from, quotes, backslashes, quotesAndControls & ~quotes, escaped, true);
  }

  /** The stops of a block with escapes, from its byte masks. */
  private static long resolved(
      byte[] bytes,
      int from,
      long quotes,
      long backslashes,
      long controls,
      long escaped,
      boolean wholeBlock) {
    long stops = quotes & ~escaped | controls;
    long others = escaped & ~(quotes | backslashes);
    if (others != 0) {
      if (wholeBlock) {
        others &= ~equalTo(bytes, from, (byte) 'n'); // \n, the other common escape
      }
      for (; others != 0; others &= others - 1) {
        int k = Long.numberOfTrailingZeros(others);
        if (!Escapes.isSimple(bytes[from + k])) {
          stops |= 1L << k;
        }
      }
    }
    return stops;
  }

  /** The bytes equal to {@code c} in the whole block at {@code from}. */
  private static long equalTo(byte[] bytes, int from, byte c) {
    long mask = 0;
    for (int k = 0; k < BLOCK; k += SPECIES.length()) {
      mask |= ByteVector.fromArray(SPECIES, bytes, from + k).eq(c).toLong() << k;
    }
    return mask;
  }

  /** {@link #stringStops} for the last bytes of a document, fewer than a block. */
  private static long tailStringStops(byte[] bytes, int from, int end, boolean firstEscaped) {
    long quotes = 0;
    long backslashes = 0;
    long controls = 0;
    for (int i = from; i < end; i++) {
      byte b = bytes[i];
      long bit = 1L << (i - from);
      quotes |= b == '"' ? bit : 0;
      backslashes |= b == '\\' ? bit : 0;
      controls |= b >= 0 && b < CONTROL_LIMIT ? bit : 0;
    }
    long pastEnd = -1L << (end - from);
    long escaped = Escapes.escaped(backslashes, firstEscaped) & ~pastEnd;
    return resolved(bytes, from, quotes, backslashes, controls, escaped, false) | pastEnd;
  }

  /** The last bytes of a document, fewer than a block. */
  private long tailMask(byte[] bytes, int from, int end) {
    if (!validatedUtf8) {
      return swar().mask(bytes, from, end);
    }
    long mask = -1L << (end - from);
    for (int i = from; i < end; i++) {
      byte b = bytes[i];
      if (b >= 0 && isSpecial(b)) {
        mask |= 1L << (i - from);
      }
    }
    return mask;
  }

  @Override
  String description() {
    return "with " + SPECIES.vectorBitSize() + "-bit SIMD, UTF-8 validated the same way";
  }
}
