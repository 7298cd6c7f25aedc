package ai.silogen.kaiwo.enginesim.model;

import net.openhft.hashing.LongHashFunction;

/**
 * Deterministic generated text. Every output token is a four-character word (three letters and a
 * space), so re-tokenising a reply yields exactly as many tokens as were generated and a reply
 * appended to a conversation keeps block boundaries where the engine had them. The words depend
 * only on a seed derived from the prompt, so every replica answers a prompt identically.
 */
public final class SyntheticText {

  private static final String[] WORDS = {
    "the ", "sim ", "via ", "and ", "gpu ", "top ", "log ", "run ",
    "new ", "old ", "map ", "set ", "key ", "row ", "net ", "big "
  };

  private SyntheticText() {}

  /** A seed for the output of a given prompt. */
  public static long seedOf(String prompt) {
    return LongHashFunction.xx().hashChars(prompt);
  }

  /** The {@code index}-th output token for {@code seed}. */
  public static String token(long seed, int index) {
    long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z ^= z >>> 31;
    return WORDS[(int) (z >>> 60)];
  }

  /** The first {@code tokens} output tokens for {@code seed}, concatenated. */
  public static String text(long seed, int tokens) {
    StringBuilder sb = new StringBuilder(tokens * Tokenizer.CHARS_PER_TOKEN);
    for (int i = 0; i < tokens; i++) {
      sb.append(token(seed, i));
    }
    return sb.toString();
  }
}
