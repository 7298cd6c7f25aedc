package ai.silogen.kaiwo.operator.workload.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Turns {@code spec.entrypoint} into what runs it.
 *
 * <p>For containers the script runs in a shell: {@code [shell, "-c", script]}. The script is
 * trimmed and backslash-newline continuations are joined into one line; comments, blank lines,
 * quotes and variables are kept for the shell. A first line {@code #!/bin/bash} (or {@code
 * #!/usr/bin/env bash}) selects the shell and is removed; the default shell is {@code /bin/sh}.
 *
 * <p>A RayJob's entrypoint is passed to {@code ray job submit} verbatim (only trimmed).
 */
public final class Entrypoint {

  /** The shell used when the script has no shebang line. */
  public static final String DEFAULT_SHELL = "/bin/sh";

  private static final Pattern CONTINUATION = Pattern.compile("[ \\t]*\\\\\\r?\\n[ \\t]*");

  private Entrypoint() {}

  /**
   * The container command for {@code entrypoint}, or empty when it is {@code null} or blank (the
   * image's or the user's own command is kept).
   */
  public static Optional<List<String>> command(String entrypoint) {
    if (entrypoint == null || entrypoint.isBlank()) {
      return Optional.empty();
    }
    String script = CONTINUATION.matcher(entrypoint.strip()).replaceAll(" ");
    List<String> command = new ArrayList<>();
    if (script.startsWith("#!")) {
      int end = script.indexOf('\n');
      String shebang = (end < 0 ? script.substring(2) : script.substring(2, end)).strip();
      script = end < 0 ? "" : script.substring(end + 1).strip();
      command.addAll(List.of(shebang.split("\\s+")));
    } else {
      command.add(DEFAULT_SHELL);
    }
    command.add("-c");
    command.add(script);
    return Optional.of(List.copyOf(command));
  }

  /** The RayJob entrypoint for {@code entrypoint}, or empty when it is {@code null} or blank. */
  public static Optional<String> ray(String entrypoint) {
    if (entrypoint == null || entrypoint.isBlank()) {
      return Optional.empty();
    }
    return Optional.of(entrypoint.strip());
  }
}
