package ai.silogen.kaiwo.sandbox.controlplane.pods;

import java.security.SecureRandom;
import java.util.random.RandomGenerator;

/**
 * Random name suffixes in the API server's {@code generateName} style: five characters from an
 * alphabet without vowels (so no words are spelled) and without look-alike characters.
 */
public final class RandomNames {

  private static final String ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
  private static final RandomGenerator RANDOM = new SecureRandom();

  private RandomNames() {}

  /** {@code prefix-xxxxx}. */
  public static String withSuffix(String prefix) {
    StringBuilder name = new StringBuilder(prefix).append('-');
    for (int i = 0; i < 5; i++) {
      name.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
    }
    return name.toString();
  }
}
