package ai.silogen.kaiwo.enginesim.model;

/**
 * The simulator's deterministic tokenizer: one token per {@value #CHARS_PER_TOKEN} UTF-16 chars,
 * the last one possibly shorter. It is GIE's approximation of real tokenizers; being positional it
 * is identical on every replica, so prefix-block hashes computed by different simulators (and by a
 * router that wants to predict them) agree. Token {@code i} covers chars {@code [4i, 4i+4)}.
 */
public final class Tokenizer {

  /** Characters per token. */
  public static final int CHARS_PER_TOKEN = 4;

  private Tokenizer() {}

  /** Number of tokens in {@code text}. */
  public static int countTokens(CharSequence text) {
    return countTokens(text.length());
  }

  /** Number of tokens in a text of {@code chars} characters. */
  public static int countTokens(int chars) {
    return (chars + CHARS_PER_TOKEN - 1) / CHARS_PER_TOKEN;
  }
}
