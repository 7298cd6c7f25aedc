package ai.silogen.kaiwo.gateway.openai;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link SpecialByteSearch} one SIMD register at a time, as many as a block takes. Only loaded when
 * {@code jdk.incubator.vector} is in the boot layer; the last bytes of a document, fewer than a
 * block, go to the eight-byte search.
 */
final class VectorByteSearch extends SpecialByteSearch {
  private static final VectorSpecies<Byte> SPECIES = ByteVector.SPECIES_PREFERRED;
  private static final byte CONTROL_LIMIT = 0x20;

  VectorByteSearch() {
    if (SPECIES.vectorBitSize() < 128 || SPECIES.length() > BLOCK) {
      // Narrower registers are no faster than the eight-byte search.
      throw new IllegalStateException("no SIMD registers of 128 bits or more");
    }
  }

  @Override
  long mask(byte[] bytes, int from, int end) {
    if (from + BLOCK > end) {
      return swar().mask(bytes, from, end); // the last bytes, fewer than a block
    }
    long mask = 0;
    for (int k = 0; k < BLOCK; k += SPECIES.length()) {
      ByteVector v = ByteVector.fromArray(SPECIES, bytes, from + k);
      // As signed bytes, control characters and non-ASCII bytes are all below 0x20.
      mask |= v.lt(CONTROL_LIMIT).or(v.eq((byte) '"')).or(v.eq((byte) '\\')).toLong() << k;
    }
    return mask;
  }

  @Override
  String description() {
    return "with " + SPECIES.vectorBitSize() + "-bit SIMD";
  }
}
