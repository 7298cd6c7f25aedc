package ai.silogen.kaiwo.cli.doctest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DocBlocksTest {

  @Test
  void readsBlocksWithTheDirectivesAboveThem() {
    List<DocBlock> blocks =
        DocBlocks.parse(
            "README.md",
            """
            # Title

            <!-- doc test
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
    DocBlock shell = blocks.get(0);
    assertThat(shell.line()).isEqualTo(11);
    assertThat(shell.code()).isEqualTo("./kaiwo sandbox\necho more\n");
    assertThat(shell.expect()).containsExactly("done", "COMPLETE");
    assertThat(shell.expectRegex()).containsExactly("^a+$");
    assertThat(shell.until()).contains("ready");
    assertThat(shell.exitCode()).isEqualTo(3);
    assertThat(shell.timeout()).isEqualTo(Duration.ofMinutes(10));
    assertThat(shell.runs()).isTrue();
    assertThat(shell.title()).isEqualTo("README.md line 11: ./kaiwo sandbox");
    DocBlock yaml = blocks.get(1);
    assertThat(yaml.language()).isEqualTo("yaml");
    assertThat(yaml.runs()).isFalse();
    assertThat(yaml.until()).isEqualTo(Optional.empty());
    assertThat(yaml.exitCode()).isZero();
    assertThat(yaml.timeout()).isEqualTo(DocBlock.DEFAULT_TIMEOUT);
  }

  @Test
  void aBlockMarkedNotRunIsShownButNotRun() {
    List<DocBlock> blocks =
        DocBlocks.parse(
            "README.md", "```sh\n./test   # not run by the doc test: it runs it\n```\n");

    assertThat(blocks).singleElement().matches(b -> b.isShell() && !b.runs());
  }

  @Test
  void bashBlocksAreCommandsTooButUnlabelledOnesAreNot() {
    List<DocBlock> blocks =
        DocBlocks.parse("docs/e2e.md", "```bash\nls\n```\n\n```\nerror: output\n```\n");

    assertThat(blocks).extracting(DocBlock::runs).containsExactly(true, false);
    assertThat(blocks.get(0).title()).isEqualTo("docs/e2e.md line 1: ls");
  }

  @Test
  void refusesUnknownDirectivesStrayCommentsAndUnclosedFences() {
    assertThatThrownBy(
            () -> DocBlocks.parse("x.md", "<!-- doc test\nexpects: x\n-->\n```sh\nls\n```"))
        .hasMessage("line 2: unknown doc test directive 'expects'");
    assertThatThrownBy(
            () -> DocBlocks.parse("x.md", "<!-- doc test\n-->\nSome text.\n```sh\nls\n```"))
        .hasMessage("line 3: a doc test comment must come right before a code block");
    assertThatThrownBy(() -> DocBlocks.parse("x.md", "text\n```sh\nls\n"))
        .hasMessage("unclosed fence at line 2");
  }
}
