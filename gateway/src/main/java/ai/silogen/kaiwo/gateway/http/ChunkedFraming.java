package ai.silogen.kaiwo.gateway.http;

import io.netty.buffer.ByteBuf;

/**
 * Follows the framing of a chunked body (RFC 9112 §7.1) through the pieces it arrives in: where
 * each chunk's data lies, and where the body ends. A proxy that forwards chunked bytes unchanged
 * must agree with its client on that end to the byte, so the framing is checked strictly: every
 * line ends in CRLF, sizes are hexadecimal and fit in 60 bits, and chunk extensions and trailer
 * lines have a bounded length and no bare CR or LF. Anything else is {@link MalformedChunks}, after
 * which the connection cannot be trusted.
 */
public final class ChunkedFraming {

  /** Receives the data bytes of each chunk; framing bytes are never passed on. */
  public interface DataSink {
    void data(ByteBuf buffer, int index, int length);
  }

  /** The chunked framing is broken: neither side can know where the body ends. */
  public static final class MalformedChunks extends Exception {
    MalformedChunks(String message) {
      super("malformed chunked body: " + message);
    }
  }

  private enum State {
    SIZE,
    EXTENSION,
    SIZE_LF,
    DATA,
    DATA_CR,
    DATA_LF,
    TRAILER_START,
    TRAILER_LINE,
    TRAILER_LF,
    END_LF,
    DONE
  }

  private static final int MAX_SIZE_DIGITS = 15;

  private final int maxLineBytes;
  private final int maxTrailerBytes;
  private State state = State.SIZE;
  private long size;
  private int digits;
  private long remaining;
  private int lineBytes;
  private int trailerBytes;

  /**
   * @param maxLineBytes the longest chunk-size line (with its extensions) accepted
   * @param maxTrailerBytes the most trailer section bytes accepted
   */
  public ChunkedFraming(int maxLineBytes, int maxTrailerBytes) {
    this.maxLineBytes = maxLineBytes;
    this.maxTrailerBytes = maxTrailerBytes;
  }

  /** Whether the last chunk and the trailer section have been seen. */
  public boolean isComplete() {
    return state == State.DONE;
  }

  /**
   * Follows {@code buffer[from, to)}; returns the index just past the body's last byte if the body
   * ends in it, else {@code to}. Data bytes go to {@code sink} (may be null).
   */
  public int scan(ByteBuf buffer, int from, int to, DataSink sink) throws MalformedChunks {
    int i = from;
    while (i < to && state != State.DONE) {
      if (state == State.DATA) {
        int take = (int) Math.min(remaining, to - i);
        if (sink != null) {
          sink.data(buffer, i, take);
        }
        i += take;
        remaining -= take;
        if (remaining == 0) {
          state = State.DATA_CR;
        }
        continue;
      }
      step(buffer.getByte(i++));
    }
    return i;
  }

  private void step(byte b) throws MalformedChunks {
    switch (state) {
      case SIZE -> size(b);
      case EXTENSION -> {
        line();
        if (b == '\r') {
          state = State.SIZE_LF;
        } else if (b == '\n') {
          throw new MalformedChunks("bare LF after a chunk extension");
        }
      }
      case SIZE_LF -> {
        expect(b, '\n', "CR without LF after a chunk size");
        chunkStarts();
      }
      case DATA_CR -> expectThen(b, '\r', "chunk data longer than its size", State.DATA_LF);
      case DATA_LF -> expectThen(b, '\n', "CR without LF after chunk data", State.SIZE);
      case TRAILER_START -> {
        if (b == '\r') {
          state = State.END_LF;
        } else {
          trailer(b);
        }
      }
      case TRAILER_LINE -> trailer(b);
      case TRAILER_LF ->
          expectThen(b, '\n', "CR without LF in the trailer section", State.TRAILER_START);
      case END_LF -> expectThen(b, '\n', "CR without LF at the end of the body", State.DONE);
      default -> throw new IllegalStateException(state.name());
    }
  }

  private void size(byte b) throws MalformedChunks {
    int digit = hexDigit(b);
    if (digit >= 0) {
      if (++digits > MAX_SIZE_DIGITS) {
        throw new MalformedChunks("chunk size too large");
      }
      size = size * 16 + digit;
      return;
    }
    if (digits == 0) {
      throw new MalformedChunks("a chunk size must start with a hexadecimal digit");
    }
    lineBytes = digits;
    switch (b) {
      case '\r' -> state = State.SIZE_LF;
      case ';', ' ', '\t' -> state = State.EXTENSION;
      default -> throw new MalformedChunks("unexpected byte " + (b & 0xff) + " in a chunk size");
    }
  }

  private void chunkStarts() {
    lineBytes = 0;
    digits = 0;
    if (size == 0) {
      state = State.TRAILER_START;
    } else {
      remaining = size;
      size = 0;
      state = State.DATA;
    }
  }

  private void trailer(byte b) throws MalformedChunks {
    if (++trailerBytes > maxTrailerBytes) {
      throw new MalformedChunks("trailer section too large");
    }
    switch (b) {
      case '\r' -> state = State.TRAILER_LF;
      case '\n' -> throw new MalformedChunks("bare LF in the trailer section");
      default -> state = State.TRAILER_LINE;
    }
  }

  private void line() throws MalformedChunks {
    if (++lineBytes > maxLineBytes) {
      throw new MalformedChunks("chunk size line too long");
    }
  }

  private static int hexDigit(byte b) {
    if (b >= '0' && b <= '9') {
      return b - '0';
    }
    int lower = b | 0x20;
    return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
  }

  /** Moves to {@code next} if {@code actual} is the byte expected. */
  private void expectThen(byte actual, char expected, String problem, State next)
      throws MalformedChunks {
    expect(actual, expected, problem);
    state = next;
  }

  private static void expect(byte actual, char expected, String problem) throws MalformedChunks {
    if (actual != expected) {
      throw new MalformedChunks(problem);
    }
  }
}
