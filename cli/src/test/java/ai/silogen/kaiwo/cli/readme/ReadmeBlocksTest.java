package ai.silogen.kaiwo.cli.readme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReadmeBlocksTest {

  @Test
  void readsBlocksWithTheDirectivesAboveThem() {
    List<ReadmeBlock> blocks =
        ReadmeBlocks.parse(
            """
            # Title

            <!-- README test
            expect: done
            expect: COMPLETE
            expect-regex: ^a+$
            until: ready
            exit: 3
            timeout: 10m
            -->
            ```sh
            ./kaiwo sandbox
            echo more
            ```

            ```yaml
            kind: KaiwoJob
            ```
            """);

    assertThat(blocks).hasSize(2);
    ReadmeBlock shell = blocks.get(0);
    assertThat(shell.line()).isEqualTo(11);
    assertThat(shell.code()).isEqualTo("./kaiwo sandbox\necho more\n");
    assertThat(shell.expect()).containsExactly("done", "COMPLETE");
    assertThat(shell.expectRegex()).containsExactly("^a+$");
    assertThat(shell.until()).contains("ready");
    assertThat(shell.exitCode()).isEqualTo(3);
    assertThat(shell.timeout()).isEqualTo(Duration.ofMinutes(10));
    assertThat(shell.runs()).isTrue();
    assertThat(shell.title()).isEqualTo("README line 11: ./kaiwo sandbox");
    ReadmeBlock yaml = blocks.get(1);
    assertThat(yaml.language()).isEqualTo("yaml");
    assertThat(yaml.runs()).isFalse();
    assertThat(yaml.until()).isEqualTo(Optional.empty());
    assertThat(yaml.exitCode()).isZero();
    assertThat(yaml.timeout()).isEqualTo(ReadmeBlock.DEFAULT_TIMEOUT);
  }

  @Test
  void aBlockMarkedNotRunIsShownButNotRun() {
    List<ReadmeBlock> blocks =
        ReadmeBlocks.parse("```sh\n./test   # not run by the README test: it runs it\n```\n");

    assertThat(blocks).singleElement().matches(b -> b.isShell() && !b.runs());
  }

  @Test
  void refusesUnknownDirectivesStrayCommentsAndUnclosedFences() {
    assertThatThrownBy(
            () -> ReadmeBlocks.parse("<!-- README test\nexpects: x\n-->\n```sh\nls\n```"))
        .hasMessage("line 2: unknown README test directive 'expects'");
    assertThatThrownBy(
            () -> ReadmeBlocks.parse("<!-- README test\n-->\nSome text.\n```sh\nls\n```"))
        .hasMessage("line 3: a README test comment must come right before a code block");
    assertThatThrownBy(() -> ReadmeBlocks.parse("text\n```sh\nls\n"))
        .hasMessage("unclosed fence at line 2");
  }
}
