package ai.silogen.kaiwo.cli.readme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import ai.silogen.kaiwo.sandbox.testing.TestTools;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every shell block of {@code README.md}, in order, as a newcomer pasting them would: bash in
 * the repository root, a fresh home directory (so a fresh sandbox), the packaged CLI through {@code
 * ./kaiwo}. Each block must exit as its directives say and print what they expect (see {@link
 * ReadmeBlocks}); blocks marked {@value ReadmeBlock#NOT_RUN} are the only ones left out, and the
 * last check is that every other block ran. An integration test (failsafe) because {@code ./kaiwo}
 * needs the jar that {@code package} builds.
 */
class ReadmeTutorialIT {
  private static final Path ROOT = Path.of(System.getProperty("kaiwo.repo.root", "..")).normalize();
  private static final Path SANDBOX_PID = Path.of(".kaiwo", "sandbox", "sandbox.pid");

  /**
   * Programs some blocks call besides ./kaiwo; ./test installs them
   * (scripts/install-test-tools.sh).
   */
  private static final List<String> TOOLS = List.of("kubectl");

  private static Path home;
  private static ShellRun shell;
  private static final List<ReadmeBlock> RAN = new ArrayList<>();
  private static final List<ReadmeBlock> LACKING_TOOLS = new ArrayList<>();
  private static String failedBlock;

  @BeforeAll
  static void freshHome() throws IOException {
    assertThat(ROOT.resolve("cli/target/kaiwo.jar"))
        .as("the packaged CLI; run this test through 'mvn verify'")
        .isRegularFile();
    home = Files.createTempDirectory("kaiwo-readme-home");
    Map<String, String> env = new HashMap<>();
    env.put("HOME", home.toString());
    env.put("PATH", System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin"));
    env.put("JAVA_HOME", System.getProperty("java.home"));
    env.put("LANG", "C.UTF-8");
    // Maven is building right now: the launcher must use the jar of this build, never start
    // another.
    env.put("KAIWO_SKIP_BUILD", "1");
    shell = new ShellRun(ROOT, env);
  }

  @AfterAll
  static void stopWhatTheReadmeStarted() throws InterruptedException {
    if (shell != null) {
      shell.run("./kaiwo sandbox --stop", Duration.ofMinutes(2));
    }
  }

  @TestFactory
  Stream<DynamicTest> everyShellBlockRunsInOrder() throws IOException {
    List<ReadmeBlock> blocks = ReadmeBlocks.parse(Files.readString(ROOT.resolve("README.md")));
    List<ReadmeBlock> runnable = blocks.stream().filter(ReadmeBlock::runs).toList();
    assertThat(runnable).isNotEmpty();
    return Stream.concat(
        runnable.stream().map(block -> dynamicTest(block.title(), () -> runBlock(block))),
        Stream.of(
            dynamicTest(
                "every block not marked '" + ReadmeBlock.NOT_RUN + "' ran",
                () ->
                    assertThat(RAN)
                        .containsExactlyElementsOf(
                            runnable.stream().filter(b -> !LACKING_TOOLS.contains(b)).toList()))));
  }

  private static void runBlock(ReadmeBlock block) throws InterruptedException {
    Assumptions.assumeTrue(failedBlock == null, () -> "not run: " + failedBlock + " failed");
    Optional<String> missing = TOOLS.stream().filter(t -> usesMissing(block, t)).findFirst();
    if (missing.isPresent()) {
      // Like the kubectl test: ./test (KAIWO_REQUIRE_TEST_TOOLS) fails, a bare build skips.
      assertThat(System.getenv(TestTools.REQUIRE))
          .as(missing.get() + " is required (KAIWO_REQUIRE_TEST_TOOLS is set) but not on the PATH")
          .isNull();
      LACKING_TOOLS.add(block);
      Assumptions.abort("no " + missing.get() + " on the PATH");
    }
    failedBlock = block.title();
    ShellRun.Result result =
        block.until().isPresent()
            ? shell.runUntil(block.code(), block.until().get(), block.timeout())
            : shell.run(block.code(), block.timeout());
    System.out.println("== " + block.title() + "\n" + result.output());
    String described = block.title() + " printed:\n" + result.output();
    assertThat(result.timedOut()).as("timed out: " + described).isFalse();
    if (block.until().isPresent()) {
      assertThat(home.resolve(SANDBOX_PID)).as("stopped sandbox left its pid file").doesNotExist();
    } else {
      assertThat(result.exitCode()).as("exit code of " + described).isEqualTo(block.exitCode());
    }
    for (String text : block.expect()) {
      assertThat(result.output()).as(described).contains(text);
    }
    for (String regex : block.expectRegex()) {
      assertThat(result.output()).as(described).containsPattern(Pattern.compile(regex));
    }
    RAN.add(block);
    failedBlock = null;
  }

  private static boolean usesMissing(ReadmeBlock block, String tool) {
    return Pattern.compile("\\b" + tool + "\\b").matcher(block.code()).find()
        && !TestTools.onPath(tool);
  }
}
