package ai.silogen.kaiwo.cli.doctest;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.api.Assumptions;

/**
 * One document's blocks run as a newcomer pasting them would: bash in the repository root, a home
 * directory of its own (so a sandbox of its own), the packaged CLI through {@code ./kaiwo}. A block
 * after a failed one is skipped, since it would fail for the same reason.
 */
final class DocSession {
  static final String START_SANDBOX = "./kaiwo sandbox --background";
  private static final Path SANDBOX_PID = Path.of(".kaiwo", "sandbox", "sandbox.pid");

  /**
   * Programs some blocks call besides ./kaiwo; ./test installs them
   * (scripts/install-test-tools.sh).
   */
  private static final List<String> TOOLS = List.of("kubectl");

  private final Path home;
  private final ShellRun shell;
  private final List<DocBlock> ran = new ArrayList<>();
  private final List<DocBlock> lackingTools = new ArrayList<>();
  private String failedBlock;

  private DocSession(Path home, ShellRun shell) {
    this.home = home;
    this.shell = shell;
  }

  /** A session with a fresh home directory, for the document at {@code root}. */
  static DocSession fresh(Path root) throws IOException {
    Path home = Files.createTempDirectory("kaiwo-doc-home");
    Map<String, String> env = new HashMap<>();
    env.put("HOME", home.toString());
    env.put("PATH", System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin"));
    env.put("JAVA_HOME", System.getProperty("java.home"));
    env.put("LANG", "C.UTF-8");
    // Maven is building right now: the launcher must use the jar of this build, never start
    // another.
    env.put("KAIWO_SKIP_BUILD", "1");
    return new DocSession(home, new ShellRun(root, env));
  }

  /**
   * Starts the sandbox in the background, as the pages of docs/ ask their readers to before their
   * blocks.
   */
  void startSandbox() throws InterruptedException {
    failedBlock = START_SANDBOX;
    ShellRun.Result result = shell.run(START_SANDBOX, Duration.ofMinutes(5));
    assertThat(result.exitCode()).as(START_SANDBOX + " printed:\n" + result.output()).isZero();
    failedBlock = null;
  }

  /** Stops a sandbox that a block or {@link #startSandbox} started; nothing when none runs. */
  void stopSandbox() throws InterruptedException {
    shell.run("./kaiwo sandbox --stop", Duration.ofMinutes(2));
  }

  /**
   * Runs {@code block} and checks its exit code and output against its directives; aborted when an
   * earlier block failed or a program it calls is missing (and not required).
   */
  void run(DocBlock block) throws InterruptedException {
    Assumptions.assumeTrue(failedBlock == null, () -> "not run: " + failedBlock + " failed");
    Optional<String> missing = TOOLS.stream().filter(t -> usesMissing(block, t)).findFirst();
    if (missing.isPresent()) {
      // Like the kubectl test: ./test (KAIWO_REQUIRE_TEST_TOOLS) fails, a bare build skips.
      assertThat(System.getenv(TestTools.REQUIRE))
          .as(missing.get() + " is required (KAIWO_REQUIRE_TEST_TOOLS is set) but not on the PATH")
          .isNull();
      lackingTools.add(block);
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
    ran.add(block);
    failedBlock = null;
  }

  /** Checks that every block of {@code runnable} ran but those skipped for a missing program. */
  void checkEveryBlockRan(List<DocBlock> runnable) {
    assertThat(ran)
        .containsExactlyElementsOf(
            runnable.stream().filter(b -> !lackingTools.contains(b)).toList());
  }

  private static boolean usesMissing(DocBlock block, String tool) {
    return Pattern.compile("\\b" + tool + "\\b").matcher(block.code()).find()
        && !TestTools.onPath(tool);
  }
}
