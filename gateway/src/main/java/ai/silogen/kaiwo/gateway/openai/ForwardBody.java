package ai.silogen.kaiwo.gateway.openai;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The body to send to the backend, as pieces of the received body and inserted bytes. The proxy
 * sends the received pieces from the buffers they arrived in, so a 200 KB prompt whose {@code
 * model} is rewritten is not copied into a new array (decision 0012).
 */
public final class ForwardBody {

  /** One piece of the forwarded body, in order. */
  public sealed interface Piece {
    /** Its number of bytes. */
    int length();
  }

  /** Bytes {@code [from, to)} of the received body. */
  public record Received(int from, int to) implements Piece {
    @Override
    public int length() {
      return to - from;
    }
  }

  /** New bytes (e.g. the rewritten {@code model} value). */
  public record Inserted(byte[] bytes) implements Piece {
    @Override
    public int length() {
      return bytes.length;
    }
  }

  /** Where {@link #copyTo} writes the forwarded bytes, in order. */
  @FunctionalInterface
  public interface Sink {
    void write(byte[] source, int offset, int length);
  }

  private final List<Piece> pieces;
  private final boolean unchanged;

  private ForwardBody(List<Piece> pieces, boolean unchanged) {
    this.pieces = List.copyOf(pieces);
    this.unchanged = unchanged;
  }

  /** The received body of {@code length} bytes as it is. */
  static ForwardBody unchanged(int length) {
    return new ForwardBody(List.of(new Received(0, length)), true);
  }

  /** The received body with bytes {@code [start, end)} replaced by {@code replacement}. */
  static ForwardBody spliced(int length, int start, int end, byte[] replacement) {
    return new ForwardBody(
        List.of(new Received(0, start), new Inserted(replacement), new Received(end, length)),
        false);
  }

  /**
   * The received body without the given ranges ({@code [start, end)} pairs, in order and not
   * overlapping).
   */
  static ForwardBody without(int length, List<int[]> removed) {
    if (removed.isEmpty()) {
      return unchanged(length);
    }
    List<Piece> kept = new ArrayList<>(removed.size() + 1);
    int from = 0;
    for (int[] range : removed) {
      kept.add(new Received(from, range[0]));
      from = range[1];
    }
    kept.add(new Received(from, length));
    return new ForwardBody(kept, false);
  }

  public List<Piece> pieces() {
    return pieces;
  }

  /** Whether the backend gets exactly the bytes the client sent. */
  public boolean isUnchanged() {
    return unchanged;
  }

  /** The number of bytes forwarded. */
  public int length() {
    int length = 0;
    for (Piece piece : pieces) {
      length += piece.length();
    }
    return length;
  }

  /** Writes the forwarded bytes to {@code out}, the received ones taken from {@code received}. */
  public void copyTo(byte[] received, Sink out) {
    for (Piece piece : pieces) {
      switch (piece) {
        case Received r -> out.write(received, r.from(), r.length());
        case Inserted i -> out.write(i.bytes(), 0, i.length());
      }
    }
  }

  /** The forwarded bytes, built from {@code received} (the body these pieces refer to). */
  public byte[] toByteArray(byte[] received) {
    ByteBuffer out = ByteBuffer.allocate(length());
    copyTo(received, out::put);
    return out.array();
  }
}
