package ai.silogen.kaiwo.gateway.openai;

import ai.silogen.kaiwo.gateway.openai.JsonCursor.JsonSyntaxException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;

/**
 * Reads the start of a JSON string straight from the request bytes, so that a 200 KB message costs
 * only the code points the prefix needs. The document is {@code json[0, end)}: the array may be a
 * reused buffer longer than it. The body has been validated by {@link JsonCursor} before; should
 * malformed escapes or UTF-8 reach here anyway, they become U+FFFD, as Go's decoder does, instead
 * of failing. The two checks the cursor makes one string byte at a time ({@link #escapeEnd}, {@link
 * #validUtf8RunEnd}) are here too, next to the decoding they share, and do fail.
 */
final class JsonStrings {
  private static final int REPLACEMENT = 0xFFFD;

  private JsonStrings() {}

  /**
   * Appends at most {@code maxCodePoints} decoded code points of the JSON string whose opening
   * quote is at {@code quote} to {@code out}.
   *
   * @return the number of code points appended
   */
  static int appendPrefix(byte[] json, int quote, int end, int maxCodePoints, StringBuilder out) {
    int i = quote + 1;
    int count = 0;
    while (count < maxCodePoints && i < end) {
      int b = json[i] & 0xFF;
      int codePoint;
      if (b == '"') {
        break;
      } else if (b == '\\') {
        if (i + 1 >= end) {
          break;
        }
        int escaped = json[i + 1];
        i += 2;
        if (escaped == 'u') {
          int unit = hex4(json, i, end);
          i += 4;
          if (Character.isHighSurrogate((char) unit) && isEscapedU(json, i, end)) {
            int low = hex4(json, i + 2, end);
            if (Character.isLowSurrogate((char) low)) {
              i += 6;
              codePoint = Character.toCodePoint((char) unit, (char) low);
            } else {
              codePoint = REPLACEMENT;
            }
          } else {
            codePoint = unit < 0 || Character.isSurrogate((char) unit) ? REPLACEMENT : unit;
          }
        } else {
          codePoint = unescape(escaped);
        }
      } else if (b < 0x80) {
        codePoint = b;
        i++;
      } else {
        int length = utf8Length(b);
        int decoded = decodeUtf8(json, i, length, end);
        codePoint = decoded < 0 ? REPLACEMENT : decoded;
        i += decoded < 0 ? 1 : length;
      }
      out.appendCodePoint(codePoint);
      count++;
    }
    return count;
  }

  /** The whole JSON string whose opening quote is at {@code quote}, decoded. */
  static String decode(byte[] json, int quote, int end) {
    StringBuilder out = new StringBuilder();
    appendPrefix(json, quote, end, Integer.MAX_VALUE, out);
    return out.toString();
  }

  /**
   * Whether the JSON string from {@code quote} to {@code stringEnd} (after its closing quote)
   * decodes to {@code ascii}. Compares the raw bytes unless the string has escapes, so member names
   * cost no allocation.
   */
  static boolean equalsAscii(byte[] json, int quote, int stringEnd, String ascii) {
    int length = stringEnd - quote - 2;
    for (int i = 0; i < length; i++) {
      byte b = json[quote + 1 + i];
      if (b == '\\') {
        return decode(json, quote, stringEnd).equals(ascii);
      }
      if (i >= ascii.length() || b != ascii.charAt(i)) {
        return false;
      }
    }
    return length == ascii.length();
  }

  /** The UTF-8 bytes of {@code value} as a quoted JSON string. */
  static byte[] quote(String value) {
    byte[] escaped = JsonStringEncoder.getInstance().quoteAsUTF8(value);
    byte[] quoted = new byte[escaped.length + 2];
    quoted[0] = '"';
    System.arraycopy(escaped, 0, quoted, 1, escaped.length);
    quoted[quoted.length - 1] = '"';
    return quoted;
  }

  private static int unescape(int escaped) {
    return switch (escaped) {
      case 'b' -> '\b';
      case 'f' -> '\f';
      case 'n' -> '\n';
      case 'r' -> '\r';
      case 't' -> '\t';
      case '"', '\\', '/' -> escaped;
      default -> REPLACEMENT;
    };
  }

  private static boolean isEscapedU(byte[] json, int i, int end) {
    return i + 1 < end && json[i] == '\\' && json[i + 1] == 'u';
  }

  /** Four hex digits at {@code i}, or -1. */
  static int hex4(byte[] json, int i, int end) {
    if (i + 4 > end) {
      return -1;
    }
    int value = 0;
    for (int k = i; k < i + 4; k++) {
      int digit = Character.digit(json[k], 16);
      if (digit < 0) {
        return -1;
      }
      value = value << 4 | digit;
    }
    return value;
  }

  /** The length of a UTF-8 sequence led by {@code lead}; 1 for a byte that cannot lead one. */
  static int utf8Length(int lead) {
    if (lead >= 0xF0 && lead <= 0xF4) {
      return 4;
    }
    if (lead >= 0xE0) {
      return lead <= 0xEF ? 3 : 1;
    }
    return lead >= 0xC2 ? 2 : 1;
  }

  /** The code point of a {@code length}-byte sequence at {@code i}, or -1 if it is invalid. */
  static int decodeUtf8(byte[] json, int i, int length, int end) {
    if (length == 1 || i + length > end) {
      return -1;
    }
    int codePoint = json[i] & (0xFF >> (length + 1));
    for (int k = i + 1; k < i + length; k++) {
      int continuation = json[k] & 0xFF;
      if (!isContinuation(json[k])) {
        return -1;
      }
      codePoint = codePoint << 6 | (continuation & 0x3F);
    }
    int smallest = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
    boolean surrogate = codePoint >= 0xD800 && codePoint <= 0xDFFF;
    return codePoint < smallest || surrogate || codePoint > 0x10FFFF ? -1 : codePoint;
  }

  /**
   * The offset after the escape whose backslash is at {@code json[backslash]}; throws if it is not
   * one of JSON's escapes.
   */
  static int escapeEnd(byte[] json, int backslash, int end) {
    int i = backslash + 1;
    if (i < end && Escapes.isSimple(json[i])) {
      return i + 1;
    }
    if (i >= end || json[i] != 'u') {
      throw JsonSyntaxException.at(i, "invalid escape in a string");
    }
    if (hex4(json, i + 1, end) < 0) {
      throw JsonSyntaxException.at(i + 1, "expected four hex digits after \\u");
    }
    return i + 5;
  }

  /**
   * The offset after the run of UTF-8 sequences that starts at {@code b[i]}, each validated. Text
   * in most non-Latin scripts is nothing but such runs; validating a whole run here, instead of
   * going back to the search after each character, keeps it from costing a search per character.
   * With the SIMD search, only documents whose UTF-8 it found invalid stop here (decision 0016).
   */
  static int validUtf8RunEnd(byte[] b, int i, int end) {
    while (i < end && b[i] < 0) { // a signed byte below 0 is 0x80 or above
      int lead = b[i] & 0xFF;
      if (lead >= 0xE1 && lead <= 0xEF && lead != 0xED && i + 2 < end) {
        // Three bytes without the leads that allow an overlong form (E0) or a surrogate (ED):
        // most of the Basic Multilingual Plane, CJK included. Only the continuations need checking.
        if (isContinuation(b[i + 1]) && isContinuation(b[i + 2])) {
          i += 3;
          continue;
        }
      } else if (lead >= 0xC2 && lead <= 0xDF && i + 1 < end && isContinuation(b[i + 1])) {
        i += 2; // two bytes, U+0080 to U+07FF: Latin accents, Greek, Cyrillic, Hebrew, Arabic
        continue;
      }
      int length = utf8Length(lead);
      if (decodeUtf8(b, i, length, end) < 0) {
        throw JsonSyntaxException.at(i, "invalid UTF-8 in a string");
      }
      i += length;
    }
    return i;
  }

  private static boolean isContinuation(byte b) {
    return (b & 0xC0) == 0x80;
  }
}
