package ai.silogen.kaiwo.cli.doctest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What holds for the blocks of every document, the README and the pages of docs/: each shell block
 * is run by {@link DocTutorialIT} or says why not, and commands are only in shell blocks (where
 * that test sees them).
 */
class DocsStructureTest {
  private static final String COMMAND = "^\\s*(\\./kaiwo|kaiwo|kubectl|curl|\\./mvnw) .*";

  private static List<DocBlock> blocks;

  @BeforeAll
  static void parse() throws IOException {
    blocks = new ArrayList<>(Docs.blocks(Docs.README));
    for (Path page : Docs.pages()) {
      blocks.addAll(Docs.blocks(page));
    }
  }

  @Test
  void everyShellBlockRunsOrSaysWhyNot() {
    List<DocBlock> shell = blocks.stream().filter(DocBlock::isShell).toList();

    assertThat(shell.stream().filter(b -> !b.document().equals("README.md")))
        .as("the pages of docs/ have blocks that run")
        .anyMatch(DocBlock::runs);
    assertThat(shell.stream().filter(b -> !b.runs()))
        .isNotEmpty()
        .allSatisfy(
            b -> assertThat(b.code()).as(b.title()).containsPattern(DocBlock.NOT_RUN + ": \\w+"));
  }

  @Test
  void commandsAreOnlyInShellBlocks() {
    assertThat(blocks.stream().filter(b -> !b.isShell()))
        .allSatisfy(
            b ->
                assertThat(b.code().lines())
                    .as(b.title() + " holds a command: make it an sh block")
                    .noneMatch(line -> line.matches(COMMAND)));
  }
}
