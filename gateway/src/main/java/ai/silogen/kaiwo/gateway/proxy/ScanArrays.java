package ai.silogen.kaiwo.gateway.proxy;

import io.netty.util.concurrent.FastThreadLocal;

/**
 * One reusable array per event loop for parsing request bodies. A fresh array per request costs a
 * large body more than parsing it does: the JVM zeroes every new array (8 % of the event loop at
 * 220 KB, decision 0012). Parsing is synchronous on the event loop, so one array per thread is
 * never shared by two requests.
 */
final class ScanArrays {
  /** Larger bodies get an array of their own, so a rare huge upload does not pin its size. */
  static final int MAX_REUSED_BYTES = 4 * 1024 * 1024;

  private static final int MIN_BYTES = 16 * 1024;
  private static final FastThreadLocal<byte[]> ARRAY =
      new FastThreadLocal<>() {
        @Override
        protected byte[] initialValue() {
          return new byte[MIN_BYTES];
        }
      };

  private ScanArrays() {}

  /**
   * An array of at least {@code length} bytes; its contents are left over from earlier requests.
   * Valid until the calling thread asks again.
   */
  static byte[] atLeast(int length) {
    if (length > MAX_REUSED_BYTES) {
      return new byte[length];
    }
    byte[] array = ARRAY.get();
    if (array.length < length) {
      array = new byte[Math.min(MAX_REUSED_BYTES, Integer.highestOneBit(length - 1) << 1)];
      ARRAY.set(array);
    }
    return array;
  }
}
