package ai.silogen.kaiwo.sandbox.controlplane.common;

import java.security.SecureRandom;
import java.util.function.Supplier;

/**
 * Random five-character name suffixes drawn from the alphabet Kubernetes uses for {@code
 * generateName} (no vowels, no look-alike digits), so generated names look like a real cluster's.
 */
public final class NameSuffix implements Supplier<String> {

  private static final String ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
  private static final int LENGTH = 5;

  private final SecureRandom random = new SecureRandom();

  @Override
  public String get() {
    StringBuilder suffix = new StringBuilder(LENGTH);
    for (int i = 0; i < LENGTH; i++) {
      suffix.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return suffix.toString();
  }
}
