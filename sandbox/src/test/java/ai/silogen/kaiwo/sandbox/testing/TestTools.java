package ai.silogen.kaiwo.sandbox.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * External programs that tests drive (kubectl, node, python3...). {@code ./test} installs them and
 * sets {@code KAIWO_REQUIRE_TEST_TOOLS}, so there a missing one fails the build; a bare {@code mvnw
 * verify} on a machine without it skips the test instead.
 */
public final class TestTools {
  /** Set by {@code ./test}: a missing program is a failure, not a reason to skip. */
  public static final String REQUIRE = "KAIWO_REQUIRE_TEST_TOOLS";

  private TestTools() {}

  /** Whether {@code program} is an executable on the {@code PATH}. */
  public static boolean onPath(String program) {
    return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
        .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
  }

  /** Fails (under {@code ./test}) or skips the calling test unless every program is on the PATH. */
  public static void require(String... programs) {
    List<String> missing = Arrays.stream(programs).filter(p -> !onPath(p)).toList();
    if (System.getenv(REQUIRE) != null) {
      assertThat(missing).as("required (" + REQUIRE + " is set) but not on the PATH").isEmpty();
    }
    assumeTrue(missing.isEmpty(), () -> "not on the PATH: " + missing + "; skipping");
  }
}
