package ai.silogen.kaiwo.sandbox.protobuf;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Reads the protobuf wire format: one field (tag and value) at a time. */
final class WireReader {

  static final int VARINT = 0;
  static final int FIXED64 = 1;
  static final int LENGTH_DELIMITED = 2;
  static final int FIXED32 = 5;

  private final byte[] bytes;
  private int position;
  private final int end;

  WireReader(byte[] bytes, int offset, int length) {
    this.bytes = bytes;
    this.position = offset;
    this.end = offset + length;
  }

  WireReader(byte[] bytes) {
    this(bytes, 0, bytes.length);
  }

  boolean hasMore() {
    return position < end;
  }

  /** Reads a tag; returns field number and wire type packed as {@code number << 3 | type}. */
  int tag() {
    return (int) varint();
  }

  long varint() {
    long result = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      byte b = next();
      result |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return result;
      }
    }
    throw new IllegalArgumentException("malformed varint");
  }

  /** The bytes of a length-delimited value (strings, bytes, messages, map entries). */
  byte[] bytes() {
    int length = (int) varint();
    if (length < 0 || position + length > end) {
      throw new IllegalArgumentException("truncated protobuf value");
    }
    byte[] value = Arrays.copyOfRange(bytes, position, position + length);
    position += length;
    return value;
  }

  String string() {
    return new String(bytes(), StandardCharsets.UTF_8);
  }

  /** Skips a value of the given wire type. */
  void skip(int wireType) {
    switch (wireType) {
      case VARINT -> varint();
      case FIXED64 -> position += 8;
      case LENGTH_DELIMITED -> bytes();
      case FIXED32 -> position += 4;
      default -> throw new IllegalArgumentException("unsupported wire type " + wireType);
    }
  }

  private byte next() {
    if (position >= end) {
      throw new IllegalArgumentException("truncated protobuf value");
    }
    return bytes[position++];
  }
}
