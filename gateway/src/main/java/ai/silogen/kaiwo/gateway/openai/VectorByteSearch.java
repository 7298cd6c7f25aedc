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
 * fast as English (decision 0016). Otherwise every non-ASCII byte is a stop, and the cursor's
 * one-character-at-a-time validation finds and names the error.
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
