package ai.silogen.kaiwo.cli.support;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import org.slf4j.LoggerFactory;

/**
 * How chatty the CLI is: {@code -v} shows progress logs, {@code -vv} debug logs and stack traces.
 */
public final class Verbosity {
  private static volatile int level;

  private Verbosity() {}

  /** Sets the level from the number of {@code -v} flags and adjusts logging to match. */
  public static void set(int verboseFlags) {
    level = verboseFlags;
    Logger root = (Logger) LoggerFactory.getLogger(Logger.ROOT_LOGGER_NAME);
    root.setLevel(verboseFlags >= 2 ? Level.DEBUG : verboseFlags == 1 ? Level.INFO : Level.WARN);
  }

  /** Lets {@code loggerName} log at INFO whatever the verbosity (an access log asked for). */
  public static void enable(String loggerName) {
    ((Logger) LoggerFactory.getLogger(loggerName)).setLevel(Level.INFO);
  }

  public static int level() {
    return level;
  }

  /** Whether errors should come with their stack traces. */
  public static boolean stackTraces() {
    return level >= 2;
  }
}
