package ai.silogen.kaiwo.gateway.openai;

import java.util.ArrayList;
import java.util.List;

/**
 * The body to send to the backend, as pieces of the received body and inserted bytes. The proxy
 * sends the received pieces from the buffers they arrived in, so a 200 KB prompt whose {@code
 * model} is rewritten is not copied into a new array (decision 0012).
 */
public final class ForwardBody {

  /** One piece of the forwarded body, in order. */
  public sealed interface Piece {}

  /** Bytes {@code [from, to)} of the received body. */
  public record Received(int from, int to) implements Piece {}

  /** New bytes (e.g. the rewritten {@code model} value). */
  public record Inserted(byte[] bytes) implements Piece {}

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
      length +=
          switch (piece) {
            case Received r -> r.to() - r.from();
            case Inserted i -> i.bytes().length;
          };
    }
    return length;
  }

  /** The forwarded bytes, built from {@code received} (the body these pieces refer to). */
  public byte[] toByteArray(byte[] received) {
    byte[] out = new byte[length()];
    int at = 0;
    for (Piece piece : pieces) {
      switch (piece) {
        case Received r -> {
          System.arraycopy(received, r.from(), out, at, r.to() - r.from());
          at += r.to() - r.from();
        }
        case Inserted i -> {
          System.arraycopy(i.bytes(), 0, out, at, i.bytes().length);
          at += i.bytes().length;
        }
      }
    }
    return out;
  }
}
