package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.HttpExchange;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One line per inference request on logger {@code kaiwo.gateway.access} when {@code --access-log}
 * is on: what was asked, where it went and how it ended, in {@code key=value} form that log
 * pipelines parse without a pattern. Bodies and headers are never logged (prompts and API keys).
 *
 * <pre>
 * POST /openai/v1/chat/completions request_id=5f0c2e8a91b34d07a6e1c3b9d2f48e61 model=default/qwen status=200 attempts=1 endpoint=default/model-qwen-7d9-x2 ttfb_ms=12.4 total_ms=431.0
 * POST /openai/v1/chat/completions request_id=b7d41f09e2c86a35f1e07d4c9a2b6e18 model=- status=404 error="model not found: \"nope\""
 * </pre>
 */
public final class AccessLog {
  /**
   * The logger's name. It logs at INFO; a launcher whose logging is quieter by default enables it
   * when the access log is on.
   */
  public static final String LOGGER = "kaiwo.gateway.access";

  private static final Logger LOG = LoggerFactory.getLogger(LOGGER);

  private AccessLog() {}

  /** A request that was routed to a model: {@code endpoint} is the last one tried, or null. */
  static void proxied(
      HttpExchange exchange,
      String requestId,
      String modelKey,
      int status,
      int attempts,
      String endpoint,
      long firstByteNanos,
      long totalNanos) {
    LOG.info(
        "{} {} request_id={} model={} status={} attempts={} endpoint={} ttfb_ms={} total_ms={}",
        exchange.method(),
        exchange.uri(),
        requestId,
        modelKey,
        status,
        attempts,
        endpoint == null ? "-" : endpoint,
        firstByteNanos < 0 ? "-" : millis(firstByteNanos),
        millis(totalNanos));
  }

  /** A request refused before it was routed (bad JSON, unknown model, too large, no key...). */
  static void refused(HttpExchange exchange, String requestId, int status, String message) {
    LOG.info(
        "{} {} request_id={} model=- status={} error=\"{}\"",
        exchange.method(),
        exchange.uri(),
        requestId,
        status,
        quoted(message));
  }

  /**
   * Escapes what would end the value or the line: an error message can repeat the client's model
   * name, and a client must not be able to forge a log line.
   */
  static String quoted(String message) {
    StringBuilder out = new StringBuilder(message.length() + 8);
    for (int i = 0; i < message.length(); i++) {
      char c = message.charAt(i);
      switch (c) {
        case '"', '\\' -> out.append('\\').append(c);
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20) {
            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }

  private static String millis(long nanos) {
    return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
  }
}
