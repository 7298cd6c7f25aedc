package ai.silogen.kaiwo.cli.doctest;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a shell block as a user pasting it would: {@code bash -e} in the repository, with the given
 * environment, standard output and error merged (as on a terminal). A block that runs until stopped
 * ({@link #runUntil}) is stopped like Ctrl-C stops it, with a signal to the whole process tree.
 */
final class ShellRun {
  private static final Duration STOP_TIMEOUT = Duration.ofSeconds(60);

  /** What a block printed and how it ended. */
  record Result(int exitCode, String output, boolean timedOut) {}

  private final Path directory;
  private final Map<String, String> env;

  ShellRun(Path directory, Map<String, String> env) {
    this.directory = directory;
    this.env = Map.copyOf(env);
  }

  /** Runs {@code code} to its end, at most {@code timeout}. */
  Result run(String code, Duration timeout) throws InterruptedException {
    Process process = start(code);
    OutputCollector output = OutputCollector.of(process.getInputStream());
    boolean ended = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    if (!ended) {
      stop(process);
    }
    return new Result(ended ? process.exitValue() : -1, output.awaitAll(), !ended);
  }

  /**
   * Runs {@code code} until its output contains {@code text}, then stops it; the exit code is that
   * of the stopped process. Times out when the text does not appear within {@code timeout}.
   */
  Result runUntil(String code, String text, Duration timeout) throws InterruptedException {
    Process process = start(code);
    OutputCollector output = OutputCollector.of(process.getInputStream());
    boolean seen = output.awaitText(text, timeout);
    stop(process);
    return new Result(process.exitValue(), output.awaitAll(), !seen);
  }

  private Process start(String code) {
    ProcessBuilder builder =
        new ProcessBuilder("bash", "-e", "-o", "pipefail", "-c", code)
            .directory(directory.toFile())
            .redirectErrorStream(true)
            .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
    builder.environment().clear();
    builder.environment().putAll(env);
    try {
      return builder.start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start bash", e);
    }
  }

  /**
   * SIGTERM to the process and its descendants (what Ctrl-C does to a foreground job), then waits.
   */
  private static void stop(Process process) throws InterruptedException {
    process.descendants().forEach(ProcessHandle::destroy);
    process.destroy();
    if (!process.waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly().waitFor();
    }
  }

  /** Reads a process's output on a thread of its own so that the process never blocks on it. */
  private static final class OutputCollector {
    private final StringBuilder text = new StringBuilder();
    private final Thread reader;

    private OutputCollector(InputStream stream) {
      reader = Thread.ofVirtual().start(() -> collect(stream));
    }

    static OutputCollector of(InputStream stream) {
      return new OutputCollector(stream);
    }

    private void collect(InputStream stream) {
      char[] buffer = new char[8192];
      try (Reader in = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
        int read;
        while ((read = in.read(buffer)) >= 0) {
          synchronized (text) {
            text.append(buffer, 0, read);
            text.notifyAll();
          }
        }
      } catch (IOException e) {
        // The process ended: what was read is the output.
      }
    }

    boolean awaitText(String expected, Duration timeout) throws InterruptedException {
      long deadline = System.nanoTime() + timeout.toNanos();
      synchronized (text) {
        while (text.indexOf(expected) < 0) {
          long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
          if (left <= 0 || !reader.isAlive()) {
            return text.indexOf(expected) >= 0;
          }
          text.wait(Math.min(left, 500));
        }
        return true;
      }
    }

    String awaitAll() throws InterruptedException {
      reader.join(STOP_TIMEOUT.toMillis());
      synchronized (text) {
        return text.toString();
      }
    }
  }
}
