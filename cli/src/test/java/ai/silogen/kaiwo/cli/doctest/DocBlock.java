package ai.silogen.kaiwo.cli.doctest;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A fenced code block of a Markdown document (the README, a page of docs/) and what its test
 * expects of it.
 *
 * @param document the document's path, to name the block in failures
 * @param line the line of the opening fence (1-based), to name the block in failures
 * @param language the fence's info string ({@code sh} and {@code bash} blocks are commands)
 * @param code the block's text
 * @param expect texts the block's output must contain ({@code expect:} directives)
 * @param expectRegex patterns the block's output must contain a match of ({@code expect-regex:})
 * @param until for a command that runs until stopped: the output after which it is stopped ({@code
 *     until:})
 * @param exitCode the exit code expected ({@code exit:}, default 0)
 * @param timeout how long the block may take ({@code timeout:}, default {@link #DEFAULT_TIMEOUT})
 */
record DocBlock(
    String document,
    int line,
    String language,
    String code,
    List<String> expect,
    List<String> expectRegex,
    Optional<String> until,
    int exitCode,
    Duration timeout) {

  /** A block containing this text is shown to readers but not run; the text says why. */
  static final String NOT_RUN = "not run by the doc test";

  private static final Set<String> SHELLS = Set.of("sh", "bash");

  static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);

  DocBlock {
    expect = List.copyOf(expect);
    expectRegex = List.copyOf(expectRegex);
  }

  boolean isShell() {
    return SHELLS.contains(language);
  }

  /** Whether the doc test runs this block: a shell block not marked {@link #NOT_RUN}. */
  boolean runs() {
    return isShell() && !code.contains(NOT_RUN);
  }

  /** The block's first line, to name it in reports. */
  String title() {
    return document + " line " + line + ": " + code.lines().findFirst().orElse("").strip();
  }
}
