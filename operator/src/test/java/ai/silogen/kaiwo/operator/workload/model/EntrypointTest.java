package ai.silogen.kaiwo.operator.workload.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The entrypoint parsing table of the original's {@code ConvertMultilineEntrypoint} tests. */
class EntrypointTest {

  static Stream<Arguments> commands() {
    return Stream.of(
        Arguments.of("single line", "echo hello", List.of("/bin/sh", "-c", "echo hello")),
        Arguments.of(
            "surrounding blank space is trimmed",
            "\n  python train.py  \n\n",
            List.of("/bin/sh", "-c", "python train.py")),
        Arguments.of(
            "multi-line script kept line by line",
            "echo one\necho two\n",
            List.of("/bin/sh", "-c", "echo one\necho two")),
        Arguments.of(
            "backslash continuations are joined",
            "python train.py \\\n  --epochs 3 \\\n  --lr 0.1\necho done",
            List.of("/bin/sh", "-c", "python train.py --epochs 3 --lr 0.1\necho done")),
        Arguments.of(
            "shebang selects the shell and is removed",
            "#!/bin/bash\nset -euo pipefail\necho $HOME",
            List.of("/bin/bash", "-c", "set -euo pipefail\necho $HOME")),
        Arguments.of(
            "shebang with an interpreter argument",
            "#!/usr/bin/env bash\necho hi",
            List.of("/usr/bin/env", "bash", "-c", "echo hi")),
        Arguments.of(
            "comments and empty lines are kept for the shell",
            "# prepare\n\necho a # trailing\n",
            List.of("/bin/sh", "-c", "# prepare\n\necho a # trailing")),
        Arguments.of(
            "quotes and variables are untouched",
            "echo \"$USER's job\" 'literal $X'",
            List.of("/bin/sh", "-c", "echo \"$USER's job\" 'literal $X'")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void containerCommand(String description, String entrypoint, List<String> expected) {
    assertThat(Entrypoint.command(entrypoint)).contains(expected);
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "   \n "})
  void blankEntrypointKeepsTheImageCommand(String entrypoint) {
    assertThat(Entrypoint.command(entrypoint)).isEmpty();
    assertThat(Entrypoint.ray(entrypoint)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "python -c \"\nimport ray\nray.init()\n\"",
        "python script.py \\\n --flag",
        "#!/bin/bash\necho not a shell here"
      })
  void rayEntrypointIsVerbatim(String entrypoint) {
    assertThat(Entrypoint.ray("\n" + entrypoint + "\n")).contains(entrypoint);
  }
}
