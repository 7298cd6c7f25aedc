package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.HttpExchange;
import io.netty.util.AsciiString;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The id of one request: the client's {@code x-request-id} when it sent a usable one, else a new
 * random one. The gateway returns it to the client on every response (the OpenAI SDKs show it as
 * the request id of an answer or error), forwards it to the model server (vLLM names the request
 * after it in its logs) and writes it in the access log, so one id finds a request in all three.
 */
public final class RequestId {
  static final AsciiString HEADER = AsciiString.cached("x-request-id");

  /** Longer ids, or ids with other characters, are replaced: they go into log lines. */
  private static final int MAX_LENGTH = 128;

  private static final HexFormat HEX = HexFormat.of();

  private RequestId() {}

  /**
   * Gives {@code exchange}'s request its id and stamps it on whatever response the exchange sends;
   * returns it.
   */
  public static String assign(HttpExchange exchange) {
    String id = of(exchange);
    exchange.stampResponse(HEADER, id);
    return id;
  }

  /** The id of {@code exchange}'s request. */
  static String of(HttpExchange exchange) {
    String given = exchange.header(HEADER);
    return given != null && usable(given) ? given : generate();
  }

  static boolean usable(String id) {
    if (id.isEmpty() || id.length() > MAX_LENGTH) {
      return false;
    }
    for (int i = 0; i < id.length(); i++) {
      char c = id.charAt(i);
      boolean allowed =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || c == '-'
              || c == '_'
              || c == '.'
              || c == ':';
      if (!allowed) {
        return false;
      }
    }
    return true;
  }

  /** 128 random bits in hex, as many as a UUID's, without a UUID's formatting cost. */
  static String generate() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    return HEX.toHexDigits(random.nextLong()) + HEX.toHexDigits(random.nextLong());
  }
}
