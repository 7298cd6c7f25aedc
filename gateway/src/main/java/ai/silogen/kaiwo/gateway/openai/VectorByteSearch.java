package ai.silogen.kaiwo.gateway.openai;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link SpecialByteSearch} one SIMD register at a time. Only loaded when {@code
 * jdk.incubator.vector} is in the boot layer; the last bytes of the array, fewer than a register,
 * go to the eight-byte search.
 */
final class VectorByteSearch extends SpecialByteSearch {
  private static final VectorSpecies<Byte> SPECIES = ByteVector.SPECIES_PREFERRED;
  private static final byte CONTROL_LIMIT = 0x20;

  VectorByteSearch() {
    if (SPECIES.vectorBitSize() < 128) {
      // Narrower registers are no faster than the eight-byte search.
      throw new IllegalStateException("no SIMD registers of 128 bits or more");
    }
  }

  @Override
  int next(byte[] bytes, int from, int end) {
    int i = from;
    for (int last = end - SPECIES.length(); i <= last; i += SPECIES.length()) {
      ByteVector v = ByteVector.fromArray(SPECIES, bytes, i);
      // As signed bytes, control characters and non-ASCII bytes are all below 0x20.
      VectorMask<Byte> special = v.lt(CONTROL_LIMIT).or(v.eq((byte) '"')).or(v.eq((byte) '\\'));
      if (special.anyTrue()) {
        return i + special.firstTrue();
      }
    }
    return swar().next(bytes, i, end);
  }

  @Override
  String description() {
    return "with " + SPECIES.vectorBitSize() + "-bit SIMD";
  }
}
