package ai.silogen.kaiwo.operator.modelserving.spec;

import java.nio.charset.StandardCharsets;

/** The 32-bit FNV-1a hash KubeAI uses for pod hashes and adapter labels. */
public final class Fnv32a {

  /** The FNV-32 offset basis: the hash of nothing. */
  public static final int OFFSET = 0x811c9dc5;

  private static final int PRIME = 0x01000193;

  private Fnv32a() {}

  /** Continues hashing {@code bytes} from {@code seed} (start with {@link #OFFSET}). */
  public static int hash(int seed, byte[] bytes) {
    int hash = seed;
    for (byte b : bytes) {
      hash ^= b & 0xff;
      hash *= PRIME;
    }
    return hash;
  }

  /** The hash of {@code text}'s UTF-8 bytes as an unsigned decimal, e.g. an adapter label value. */
  public static String decimal(String text) {
    return Integer.toUnsignedString(hash(OFFSET, text.getBytes(StandardCharsets.UTF_8)));
  }
}
