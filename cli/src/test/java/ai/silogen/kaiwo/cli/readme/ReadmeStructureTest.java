package ai.silogen.kaiwo.cli.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the README promises a newcomer, checked without running it ({@link ReadmeTutorialIT} runs
 * it).
 */
class ReadmeStructureTest {
  private static final Path ROOT = Path.of(System.getProperty("kaiwo.repo.root", "..")).normalize();

  private static List<ReadmeBlock> blocks;

  @BeforeAll
  static void parse() throws IOException {
    blocks = ReadmeBlocks.parse(Files.readString(ROOT.resolve("README.md")));
  }

  @Test
  void opensWithTheSandboxCommandAndTheTestCommand() throws IOException {
    List<ReadmeBlock> shell = blocks.stream().filter(ReadmeBlock::isShell).toList();

    assertThat(shell.get(0).code()).isEqualTo("./kaiwo sandbox --run examples/jobs/gpu-job.yaml\n");
    assertThat(shell.get(0).runs()).isTrue();
    assertThat(shell.get(0).expect()).contains("job/gpu-job: COMPLETE");
    assertThat(shell.get(1).code()).startsWith("./test ");
    assertThat(Files.readString(ROOT.resolve(".ci/run"))).contains("exec ./test\n");
  }

  @Test
  void everyBlockLeftOutSaysWhy() {
    assertThat(blocks.stream().filter(b -> b.isShell() && !b.runs()))
        .isNotEmpty()
        .allSatisfy(b -> assertThat(b.code()).containsPattern(ReadmeBlock.NOT_RUN + ": \\w+"));
  }

  @Test
  void commandsAreOnlyInShellBlocks() {
    assertThat(blocks.stream().filter(b -> !b.isShell()))
        .allSatisfy(
            b ->
                assertThat(b.code().lines())
                    .as(b.title())
                    .noneMatch(line -> line.matches("^\\s*(\\./kaiwo|kaiwo|kubectl|curl) .*")));
  }

  /** Links to pages that other branches are still writing. */
  private static final Set<String> PENDING = Set.of("bench/README.md");

  @Test
  void everyRelativeLinkPointsAtAFileOfTheRepository() throws IOException {
    Matcher links =
        Pattern.compile("\\]\\(([^)#]+)(?:#[^)]*)?\\)")
            .matcher(Files.readString(ROOT.resolve("README.md")));
    List<String> relative = new ArrayList<>();
    while (links.find()) {
      if (!links.group(1).contains("://")) {
        relative.add(links.group(1));
      }
    }

    assertThat(relative).contains("examples/jobs/gpu-job.yaml", "docs/cli.md", "ARCHITECTURE.md");
    assertThat(relative)
        .filteredOn(path -> !PENDING.contains(path))
        .allSatisfy(path -> assertThat(ROOT.resolve(path)).exists());
  }
}
