package ai.silogen.kaiwo.gateway.openai;

/**
 * A forward-only reader over a JSON document held in {@code json[0, end)} (the array may be a
 * reused buffer longer than the document; nothing at or after {@code end} is read). It validates
 * what it passes over (RFC 8259: grammar, escapes, strict UTF-8, no control characters in strings)
 * but builds nothing; callers take offsets and decode the few strings they need with {@link
 * JsonStrings}.
 *
 * <p>Why not Jackson's streaming parser, which the gateway used before: a long prompt is almost all
 * string content, and Jackson steps through strings one byte at a time. Here ordinary string bytes
 * are skipped many at a time ({@link SpecialByteSearch}), which takes 20-35 % off the gateway's
 * time per body (decision 0009). The differential test against Jackson keeps the two in agreement
 * on what is valid JSON.
 */
final class JsonCursor {
  /** Reads one member of an object; must consume the member's value. */
  interface MemberReader {
    void member(JsonCursor cursor, int nameQuote, int nameEnd);
  }

  /** Reads one element of an array; must consume it. */
  interface ElementReader {
    void element(JsonCursor cursor);
  }

  private final SpecialByteSearch search;
  private final byte[] json;
  private final int end;
  private final int maxDepth;
  private int pos;
  private int depth;

  /** Where the block of {@link #blockMask} starts; no block yet. */
  private int blockStart = -SpecialByteSearch.BLOCK;

  /** Special bytes of {@code json[blockStart, blockStart + 64)}, from {@link SpecialByteSearch}. */
  private long blockMask;

  /**
   * Whether the search can resolve escapes within a block ({@link SpecialByteSearch#stringStops}),
   * so that a string with many escapes need not stop at each (decision 0017).
   */
  private final boolean resolvingEscapes;

  /**
   * Whether {@link #blockMask} resolves escapes. Blocks have the plain mask until a string scan
   * meets a backslash: from there on, to the string's end, its blocks resolve them.
   */
  private boolean blockResolved;

  /** With {@link #blockResolved}: whether the byte after the block is escaped. */
  private boolean nextBlockEscaped;

  JsonCursor(byte[] json, int start, int end, int maxDepth) {
    this(json, start, end, maxDepth, SpecialByteSearch.best());
  }

  /** With the search for this document ({@link SpecialByteSearch#forDocument}). */
  JsonCursor(byte[] json, int start, int end, int maxDepth, SpecialByteSearch search) {
    this.search = search;
    this.json = json;
    this.end = end;
    this.pos = start;
    this.maxDepth = maxDepth;
    this.resolvingEscapes = search.resolvesEscapes();
  }

  /** Skips whitespace; the next byte without consuming it, or -1 at the end of the document. */
  int peek() {
    while (pos < end) {
      byte b = json[pos];
      if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
        return b & 0xFF;
      }
      pos++;
    }
    return -1;
  }

  /** Offset of the next byte: after {@link #peek()}, of the next value; after a value, its end. */
  int position() {
    return pos;
  }

  /** Skips one value of any type. */
  void skipValue() {
    switch (peek()) {
      // Objects and arrays directly, not through readObject and readArray: no reader to call for
      // each item keeps the skipping of a long conversation's other turns free of calls the JIT
      // cannot inline (every reader is a different class).
      case '{' -> {
        for (boolean more = enter('{', '}'); more; more = next('}')) {
          string();
          colon();
          skipValue();
        }
      }
      case '[' -> {
        for (boolean more = enter('[', ']'); more; more = next(']')) {
          skipValue();
        }
      }
      case '"' -> string();
      case 't' -> literal("true");
      case 'f' -> literal("false");
      case 'n' -> literal("null");
      case -1 -> throw error("unexpected end of input, expected a value");
      default -> number();
    }
  }

  /** Skips a string value; returns the offset of its opening quote. */
  int string() {
    if (peek() != '"') {
      throw unexpected("a string");
    }
    int quote = pos;
    pos = stringEnd(quote + 1);
    return quote;
  }

  /** Reads the object at the cursor, handing each member to {@code reader}. */
  void readObject(MemberReader reader) {
    for (boolean more = enter('{', '}'); more; more = next('}')) {
      int nameQuote = string();
      int nameEnd = pos;
      colon();
      reader.member(this, nameQuote, nameEnd);
    }
  }

  /** Reads the array at the cursor, handing each element to {@code reader}. */
  void readArray(ElementReader reader) {
    for (boolean more = enter('[', ']'); more; more = next(']')) {
      reader.element(this);
    }
  }

  /** Enters the object or array at the cursor; whether an item comes before its {@code close}. */
  private boolean enter(char open, char close) {
    if (peek() != open) {
      throw unexpected("'" + open + "'");
    }
    if (++depth > maxDepth) {
      throw error("nesting deeper than " + maxDepth + " levels");
    }
    pos++;
    if (peek() == close) {
      leave();
      return false;
    }
    return true;
  }

  /** After an item: whether another follows (its comma consumed), or not ({@code close} left). */
  private boolean next(char close) {
    int next = peek();
    if (next == close) {
      leave();
      return false;
    }
    if (next != ',') {
      throw unexpected("',' or '" + close + "'");
    }
    pos++;
    return true;
  }

  private void colon() {
    if (peek() != ':') {
      throw unexpected("':'");
    }
    pos++;
  }

  private void leave() {
    depth--;
    pos++;
  }

  /** The offset after the closing quote of a string whose content starts at {@code i}. */
  private int stringEnd(int i) {
    if (resolvingEscapes) {
      int closing = resolvedStringEnd(i);
      if (closing >= 0) {
        return closing;
      }
      // Something is wrong in this string: find and name it as the stop-by-stop scan always has.
      blockStart = -SpecialByteSearch.BLOCK; // a resolved mask must not be read stop by stop
      blockResolved = false;
    }
    return stopByStopStringEnd(i);
  }

  /**
   * The string's end, with escapes resolved in the masks from its first backslash on; -1 at
   * anything but its closing quote or a u escape (backslash, u) with its four hex digits (a control
   * character, an invalid escape, the end of input), which the stop-by-stop scan then reports.
   */
  private int resolvedStringEnd(int i) {
    while (true) {
      i = nextSpecial(i);
      if (i >= end) {
        return -1;
      }
      byte c = json[i];
      if (c == '"') {
        return i + 1; // unescaped: a plain block stops at this string's first backslash
      } else if (c == '\\' && !blockResolved) {
        // It starts an escape, as the scan has stepped over none: resolve from here on.
        i = resolvedBlocksFrom(i, false);
      } else if (c == 'u' && blockResolved && JsonStrings.hex4(json, i + 1, end) >= 0) {
        i += 5; // a resolved block stops at a 'u' only when it is escaped
      } else {
        return -1;
      }
    }
  }

  /** {@link #stringEnd} stopping at every special byte: escapes and, unless validated, UTF-8. */
  private int stopByStopStringEnd(int i) {
    byte[] b = json;
    while (true) {
      i = nextSpecial(i);
      if (i >= end) {
        throw errorAt(i, "unexpected end of input in a string");
      }
      int c = b[i] & 0xFF;
      if (c == '"') {
        return i + 1;
      } else if (c == '\\') {
        i = JsonStrings.escapeEnd(json, i, end);
      } else if (c >= 0x80) {
        i = JsonStrings.validUtf8RunEnd(json, i, end);
      } else {
        throw errorAt(i, "control character 0x" + Integer.toHexString(c) + " in a string");
      }
    }
  }

  /**
   * The first special byte at or after {@code i}, or {@code end}. The stops of a string scan are
   * taken from one block's mask while they fall inside it.
   */
  private int nextSpecial(int i) {
    while (true) {
      int offset = i - blockStart;
      if (offset < 0 || offset >= SpecialByteSearch.BLOCK) {
        if (blockResolved && offset == SpecialByteSearch.BLOCK) {
          i = resolvedBlocksFrom(i, nextBlockEscaped);
        } else {
          blockStart = i;
          blockMask = search.mask(json, i, end);
          blockResolved = false;
        }
        offset = 0;
      }
      long ahead = blockMask & (-1L << offset);
      if (ahead != 0) {
        return blockStart + Long.numberOfTrailingZeros(ahead);
      }
      i = blockStart + SpecialByteSearch.BLOCK;
    }
  }

  /**
   * Resolves escapes in the blocks from {@code i} until one has a stop (the end of input is one),
   * makes that one the current block and returns its start. {@code i} is a backslash that starts an
   * escape, or the byte right after a resolved block, whose carry says whether it is escaped
   * ({@code firstEscaped}). A long prompt with escapes is one such run, so its carry stays in
   * locals rather than going through the cursor's fields for every 64 bytes.
   */
  private int resolvedBlocksFrom(int i, boolean firstEscaped) {
    while (true) {
      long stops = search.stringStops(json, i, end, firstEscaped);
      boolean escapesNext =
          i + SpecialByteSearch.BLOCK <= end
              && SpecialByteSearch.escapesNext(json, i, firstEscaped);
      if (stops != 0) {
        blockStart = i;
        blockMask = stops;
        blockResolved = true;
        nextBlockEscaped = escapesNext;
        return i;
      }
      i += SpecialByteSearch.BLOCK;
      firstEscaped = escapesNext;
    }
  }

  private void literal(String word) {
    for (int k = 0; k < word.length(); k++) {
      if (pos >= end || json[pos] != word.charAt(k)) {
        throw unexpected("'" + word + "'");
      }
      pos++;
    }
  }

  /** -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
  private void number() {
    int start = pos;
    if (at('-')) {
      pos++;
    }
    if (at('0')) {
      pos++;
    } else if (digits() == 0) {
      pos = start;
      throw unexpected("a value");
    }
    if (at('.')) {
      pos++;
      if (digits() == 0) {
        throw unexpected("a digit");
      }
    }
    if (at('e') || at('E')) {
      pos++;
      if (at('+') || at('-')) {
        pos++;
      }
      if (digits() == 0) {
        throw unexpected("a digit");
      }
    }
  }

  private int digits() {
    int start = pos;
    while (pos < end && json[pos] >= '0' && json[pos] <= '9') {
      pos++;
    }
    return pos - start;
  }

  private boolean at(char c) {
    return pos < end && json[pos] == c;
  }

  private JsonSyntaxException unexpected(String expected) {
    if (pos >= end) {
      return error("unexpected end of input, expected " + expected);
    }
    int c = json[pos] & 0xFF;
    String shown =
        c >= 0x21 && c < 0x7F ? "'" + (char) c + "'" : "byte 0x" + Integer.toHexString(c);
    return error("unexpected " + shown + ", expected " + expected);
  }

  private JsonSyntaxException error(String message) {
    return errorAt(pos, message);
  }

  private JsonSyntaxException errorAt(int at, String message) {
    pos = at;
    return JsonSyntaxException.at(at, message);
  }

  /** Invalid JSON; the message names what was wrong and the byte offset. */
  static final class JsonSyntaxException extends RuntimeException {
    JsonSyntaxException(String message) {
      super(message, null, false, false);
    }

    /** {@code message}, at byte {@code at} of the document. */
    static JsonSyntaxException at(int at, String message) {
      return new JsonSyntaxException(message + " at byte " + at);
    }
  }
}
