package ai.silogen.kaiwo.gateway.openai;

import static jdk.incubator.vector.VectorOperators.GT;
import static jdk.incubator.vector.VectorOperators.XOR;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

/**
 * Validates UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF) 64 bytes at
 * a time with SIMD comparisons turned into bit masks, one bit per byte (decision 0016). A byte is a
 * continuation exactly where a lead 1, 2 or 3 positions before expects one: {@code leads << 1 |
 * leads3 << 2 | leads4 << 3}, plus what the previous block's last leads carry over. No byte
 * shuffles, which the incubating Vector API compiles well on some CPUs only; and only signed
 * comparisons, whose names are the same in every JDK's incubating API (unsigned order comes from
 * flipping each byte's top bit first). Only loaded with {@link VectorByteSearch}.
 */
final class VectorUtf8Validator {
  private static final VectorSpecies<Byte> SPECIES = ByteVector.SPECIES_PREFERRED;
  private static final int LANES = SPECIES.length();
  private static final int BLOCK = Long.SIZE;
  private static final byte TOP_BIT = (byte) 0x80;

  private VectorUtf8Validator() {}

  /** Whether {@code bytes[from, end)} is valid UTF-8. */
  static boolean isValid(byte[] bytes, int from, int end) {
    long carried = 0; // positions of the next block that the last leads expect to be continuations
    boolean limitedLast = false; // the last byte is a lead that limits the next byte's range
    int i = from;
    for (; i + BLOCK <= end; i += BLOCK) {
      long nonAscii = 0;
      for (int k = 0; k < BLOCK; k += LANES) {
        nonAscii |= ByteVector.fromArray(SPECIES, bytes, i + k).lt((byte) 0).toLong() << k;
      }
      if (nonAscii == 0) {
        if (carried != 0) {
          return false;
        }
        continue; // most blocks of most prompts
      }
      long leads = 0; // 0xC0 and above
      long leads3 = 0; // 0xE0 and above: three or four bytes
      long leads4 = 0; // 0xF0 and above
      long rare = 0; // 0xC0, 0xC1, 0xE0, 0xED, 0xF0 and above: see rareErrors
      for (int k = 0; k < BLOCK; k += LANES) {
        // With the top bit flipped, signed order is the bytes' unsigned order: one comparison
        // per threshold (0x80 becomes 0, 0xC0 0x40, 0xE0 0x60, 0xED 0x6D, 0xF0 0x70).
        ByteVector u = ByteVector.fromArray(SPECIES, bytes, i + k).lanewise(XOR, TOP_BIT);
        VectorMask<Byte> fromC0 = u.compare(GT, (byte) 0x3F);
        VectorMask<Byte> fromF0 = u.compare(GT, (byte) 0x6F);
        leads |= fromC0.toLong() << k;
        leads3 |= u.compare(GT, (byte) 0x5F).toLong() << k;
        leads4 |= fromF0.toLong() << k;
        rare |=
            fromF0
                    .or(fromC0.and(u.lt((byte) 0x42)))
                    .or(u.eq((byte) 0x60))
                    .or(u.eq((byte) 0x6D))
                    .toLong()
                << k;
      }
      if (rare != 0 && rareErrors(bytes, i) != 0) {
        return false;
      }
      if (limitedLast && secondOutOfRange(bytes[i - 1], bytes[i])) {
        return false;
      }
      long expected = leads << 1 | leads3 << 2 | leads4 << 3 | carried;
      if (expected != (nonAscii & ~leads)) {
        return false;
      }
      carried = leads >>> 63 | leads3 >>> 62 | leads4 >>> 61;
      limitedLast = rare < 0;
    }
    if (carried != 0) {
      // Back to the lead of the sequence that runs into the last bytes, and check from there.
      while (bytes[i - 1] >= (byte) 0x80 && bytes[i - 1] < (byte) 0xC0) {
        i--;
      }
      i--;
    }
    return isValidOneByOne(bytes, i, end);
  }

  /**
   * Errors in the block at {@code i} that need more than the lead/continuation pattern: bytes never
   * in UTF-8 (0xC0, 0xC1, 0xF5 and above) and second bytes out of their lead's range (below 0xA0
   * after 0xE0: overlong; 0xA0 or more after 0xED: surrogates; below 0x90 after 0xF0: overlong;
   * 0x90 or more after 0xF4: above U+10FFFF). Rare outside Korean, Indic scripts and emoji.
   */
  private static long rareErrors(byte[] bytes, int i) {
    long errors = 0;
    long e0 = 0;
    long ed = 0;
    long f0 = 0;
    long f4 = 0;
    long below0xA0 = 0;
    long below0x90 = 0;
    for (int k = 0; k < BLOCK; k += LANES) {
      ByteVector v = ByteVector.fromArray(SPECIES, bytes, i + k);
      VectorMask<Byte> negative = v.lt((byte) 0);
      errors |=
          negative
                  .andNot(v.lt((byte) 0xF5))
                  .or(negative.andNot(v.lt((byte) 0xC0)).and(v.lt((byte) 0xC2)))
                  .toLong()
              << k;
      e0 |= v.eq((byte) 0xE0).toLong() << k;
      ed |= v.eq((byte) 0xED).toLong() << k;
      f0 |= v.eq((byte) 0xF0).toLong() << k;
      f4 |= v.eq((byte) 0xF4).toLong() << k;
      below0xA0 |= negative.and(v.lt((byte) 0xA0)).toLong() << k;
      below0x90 |= negative.and(v.lt((byte) 0x90)).toLong() << k;
    }
    return errors
        | e0 << 1 & below0xA0
        | ed << 1 & ~below0xA0
        | f0 << 1 & below0x90
        | f4 << 1 & ~below0x90;
  }

  /** The range check of {@link #rareErrors} across two blocks. */
  private static boolean secondOutOfRange(byte lead, byte second) {
    int b = second & 0xFF;
    return switch (lead & 0xFF) {
      case 0xE0 -> b < 0xA0;
      case 0xED -> b >= 0xA0;
      case 0xF0 -> b < 0x90;
      case 0xF4 -> b >= 0x90;
      default -> false;
    };
  }

  /** The last bytes, fewer than a block, one sequence at a time. */
  private static boolean isValidOneByOne(byte[] bytes, int i, int end) {
    while (i < end) {
      if (bytes[i] >= 0) {
        i++;
        continue;
      }
      int length = JsonStrings.utf8Length(bytes[i] & 0xFF);
      if (JsonStrings.decodeUtf8(bytes, i, length, end) < 0) {
        return false;
      }
      i += length;
    }
    return true;
  }
}
