package ai.silogen.kaiwo.bench.quality;

import java.util.Random;

/**
 * Seeded pseudo-words: text of a given length in simulator tokens (4 characters each), different
 * for every call, so that conversations differ from their first characters on.
 */
final class PseudoText {
  private static final String[] SYLLABLES = {
    "ka", "lo", "mi", "ne", "ru", "ta", "vo", "si", "de", "pa", "zu", "ge", "ho", "fi", "wy", "bo"
  };

  private PseudoText() {}

  /** About {@code tokens} tokens of words (a token is 4 characters for the simulator). */
  static String words(Random random, int tokens) {
    int chars = Math.max(4, tokens * 4);
    StringBuilder text = new StringBuilder(chars + 8);
    while (text.length() < chars) {
      int syllables = 1 + random.nextInt(3);
      for (int i = 0; i < syllables; i++) {
        text.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
      }
      text.append(' ');
    }
    text.setLength(chars);
    return text.toString();
  }

  /** A log-normal token count with the given median, capped. */
  static int logNormal(Random random, int median, double sigma, int max) {
    return (int)
        Math.min(max, Math.max(1, Math.round(median * Math.exp(sigma * random.nextGaussian()))));
  }
}
