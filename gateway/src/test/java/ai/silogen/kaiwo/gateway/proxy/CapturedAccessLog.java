package ai.silogen.kaiwo.gateway.proxy;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.time.Duration;
import org.awaitility.Awaitility;
import org.slf4j.LoggerFactory;

/** The access log's lines, captured from {@link #start} until {@link #close}. */
final class CapturedAccessLog implements AutoCloseable {
  private final ListAppender<ILoggingEvent> lines = new ListAppender<>();

  private CapturedAccessLog() {}

  static CapturedAccessLog start() {
    CapturedAccessLog captured = new CapturedAccessLog();
    Logger logger = logger();
    logger.setLevel(Level.INFO); // as kaiwo gateway --access-log does; the tests log warnings only
    logger.addAppender(captured.lines);
    captured.lines.start();
    return captured;
  }

  /** The first line containing {@code text}, waiting for it up to 10 s. */
  String awaitLine(String text) {
    return Awaitility.await()
        .atMost(Duration.ofSeconds(10))
        .until(
            () ->
                lines.list.stream()
                    .map(ILoggingEvent::getFormattedMessage)
                    .filter(line -> line.contains(text))
                    .findFirst(),
            found -> found.isPresent())
        .orElseThrow();
  }

  @Override
  public void close() {
    logger().detachAppender(lines);
  }

  private static Logger logger() {
    return (Logger) LoggerFactory.getLogger(AccessLog.LOGGER);
  }
}
