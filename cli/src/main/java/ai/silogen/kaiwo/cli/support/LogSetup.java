package ai.silogen.kaiwo.cli.support;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * Logging of the CLI, configured in code (found by logback through the service loader) because
 * parsing an XML configuration costs a noticeable part of a short command's start-up. The CLI
 * prints its own output; logs are warnings only (more with {@code -v}/{@code -vv}) on stderr.
 */
public final class LogSetup extends ContextAwareBase implements Configurator {

  @Override
  public ExecutionStatus configure(LoggerContext context) {
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern("%d{HH:mm:ss.SSS} %-5level %logger{20} - %msg%n");
    encoder.start();
    ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
    stderr.setContext(context);
    stderr.setName("STDERR");
    stderr.setTarget("System.err");
    stderr.setEncoder(encoder);
    stderr.start();
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    root.setLevel(Level.WARN);
    root.addAppender(stderr);
    // fabric8 warns on every use of a beta API version (Kueue v1beta1, AppWrapper v1beta2); that
    // is expected.
    context
        .getLogger("io.fabric8.kubernetes.client.dsl.internal.VersionUsageUtils")
        .setLevel(Level.ERROR);
    return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
  }
}
