package ai.silogen.kaiwo.gateway.openai;

import java.util.Random;

/** Seeded random JSON documents for the cursor's tests, and one-byte mutations of them. */
final class RandomJson {
  private static final String[] WORDS = {
    "model", "messages", "user", "content", "a", "text", "llama", "chat", "x", ""
  };

  /**
   * Escapes and non-ASCII text of two UTF-8 bytes: a mutation of these can only make them invalid.
   */
  private static final String[] PIECES = {
    "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\u00e9", "\\uD83D\\uDE00", "é", "ü", "ß", "ñ"
  };

  private static final String[] NUMBERS = {"0", "-1", "42", "3.25", "-0.5e3", "1E+2", "7e-1"};
  private static final byte[] MUTATIONS = "{}[]\",:\\ 0123456789aetnlrsuf-.+Ex\n".getBytes();

  private final Random random;

  RandomJson(Random random) {
    this.random = random;
  }

  String document() {
    StringBuilder out = new StringBuilder();
    value(out, 0);
    space(out);
    return out.toString();
  }

  static byte[] mutate(byte[] json, Random random) {
    int at = random.nextInt(json.length + 1);
    byte b = MUTATIONS[random.nextInt(MUTATIONS.length)];
    return switch (random.nextInt(3)) {
      case 0 -> splice(json, at, 0, new byte[] {b});
      case 1 -> at < json.length ? splice(json, at, 1, new byte[0]) : json;
      default -> at < json.length ? splice(json, at, 1, new byte[] {b}) : json;
    };
  }

  private static byte[] splice(byte[] json, int at, int remove, byte[] insert) {
    byte[] out = new byte[json.length - remove + insert.length];
    System.arraycopy(json, 0, out, 0, at);
    System.arraycopy(insert, 0, out, at, insert.length);
    System.arraycopy(json, at + remove, out, at + insert.length, json.length - at - remove);
    return out;
  }

  private void value(StringBuilder out, int depth) {
    space(out);
    int kind = depth > 4 ? 2 + random.nextInt(4) : random.nextInt(6);
    switch (kind) {
      case 0 -> container(out, depth, '{', '}', true);
      case 1 -> container(out, depth, '[', ']', false);
      case 2, 3 -> string(out);
      case 4 -> out.append(NUMBERS[random.nextInt(NUMBERS.length)]);
      default -> out.append(new String[] {"true", "false", "null"}[random.nextInt(3)]);
    }
  }

  private void container(StringBuilder out, int depth, char open, char close, boolean object) {
    out.append(open);
    int size = random.nextInt(5);
    for (int i = 0; i < size; i++) {
      if (i > 0) {
        space(out);
        out.append(',');
      }
      if (object) {
        space(out);
        string(out);
        space(out);
        out.append(':');
      }
      value(out, depth + 1);
    }
    space(out);
    out.append(close);
  }

  private void string(StringBuilder out) {
    out.append('"');
    int parts = random.nextInt(6);
    for (int i = 0; i < parts; i++) {
      out.append(
          random.nextInt(3) == 0
              ? PIECES[random.nextInt(PIECES.length)]
              : WORDS[random.nextInt(WORDS.length)] + " ");
    }
    out.append('"');
  }

  private void space(StringBuilder out) {
    if (random.nextInt(4) == 0) {
      out.append(" \n\t\r".charAt(random.nextInt(4)));
    }
  }
}
