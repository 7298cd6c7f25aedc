package ai.silogen.kaiwo.cli.doctest;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Splits a Markdown document into its fenced code blocks with the test directives written in an
 * HTML comment right above each block (invisible on the rendered page):
 *
 * <pre>
 * &lt;!-- doc test
 * expect: job/gpu-job: COMPLETE
 * expect-regex: (?m)^job/gpu-job +default
 * until: Sandbox running
 * exit: 0
 * timeout: 10m
 * --&gt;
 * </pre>
 */
final class DocBlocks {
  static final String DIRECTIVES_START = "<!-- doc test";
  private static final String FENCE = "```";

  private DocBlocks() {}

  /**
   * The fenced blocks of {@code markdown}, in order.
   *
   * @param document the document's path, which the blocks' titles name
   * @throws IllegalArgumentException for an unknown directive, a directive comment not followed by
   *     a block, or an unclosed fence
   */
  static List<DocBlock> parse(String document, String markdown) {
    List<String> lines = markdown.lines().toList();
    List<DocBlock> blocks = new ArrayList<>();
    Directives pending = null;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.strip().startsWith(DIRECTIVES_START)) {
        pending = new Directives();
        while (!lines.get(i).contains("-->")) {
          i = next(lines, i, "unclosed directive comment");
          if (!lines.get(i).contains("-->")) {
            pending.add(lines.get(i), i + 1);
          }
        }
        continue;
      }
      if (line.startsWith(FENCE)) {
        int start = i;
        String unclosed = "unclosed fence at line " + (start + 1);
        StringBuilder code = new StringBuilder();
        i = next(lines, i, unclosed);
        while (!lines.get(i).startsWith(FENCE)) {
          code.append(lines.get(i)).append('\n');
          i = next(lines, i, unclosed);
        }
        Directives directives = pending == null ? new Directives() : pending;
        blocks.add(
            directives.block(document, start + 1, line.substring(FENCE.length()).strip(), code));
        pending = null;
      } else if (pending != null && !line.isBlank()) {
        throw new IllegalArgumentException(
            "line " + (i + 1) + ": a doc test comment must come right before a code block");
      }
    }
    return blocks;
  }

  private static int next(List<String> lines, int i, String error) {
    if (i + 1 >= lines.size()) {
      throw new IllegalArgumentException(error);
    }
    return i + 1;
  }

  /** Directives collected from one comment. */
  private static final class Directives {
    private final List<String> expect = new ArrayList<>();
    private final List<String> expectRegex = new ArrayList<>();
    private Optional<String> until = Optional.empty();
    private int exitCode;
    private Duration timeout = DocBlock.DEFAULT_TIMEOUT;

    void add(String line, int number) {
      if (line.isBlank()) {
        return;
      }
      int colon = line.indexOf(':');
      String key = colon < 0 ? line.strip() : line.substring(0, colon).strip();
      String value = colon < 0 ? "" : line.substring(colon + 1).strip();
      switch (key) {
        case "expect" -> expect.add(value);
        case "expect-regex" -> expectRegex.add(value);
        case "until" -> until = Optional.of(value);
        case "exit" -> exitCode = Integer.parseInt(value);
        case "timeout" -> timeout = Duration.parse("PT" + value.toUpperCase(Locale.ROOT));
        default ->
            throw new IllegalArgumentException(
                "line " + number + ": unknown doc test directive '" + key + "'");
      }
    }

    DocBlock block(String document, int line, String language, CharSequence code) {
      return new DocBlock(
          document, line, language, code.toString(), expect, expectRegex, until, exitCode, timeout);
    }
  }
}
