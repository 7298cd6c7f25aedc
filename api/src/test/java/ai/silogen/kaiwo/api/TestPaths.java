package ai.silogen.kaiwo.api;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Locations of the repository and of the shared specification the tests read. */
public final class TestPaths {

  private TestPaths() {}

  /**
   * The repository root: system property {@code kaiwo.repo.root} (set by the root pom), else {@code
   * ..}.
   */
  public static Path repoRoot() {
    return Path.of(System.getProperty("kaiwo.repo.root", "..")).toAbsolutePath().normalize();
  }

  /**
   * The API specification folder {@code shared/spec}: system property {@code kaiwo.spec.dir}, else
   * the first {@code shared/spec} found beside the repository or one of its ancestors (CI clones
   * have {@code ../shared}; worktrees sit one level deeper).
   */
  public static Path specDir() {
    String override = System.getProperty("kaiwo.spec.dir");
    if (override != null) {
      return Path.of(override);
    }
    List<Path> tried = new ArrayList<>();
    for (Path dir = repoRoot().getParent(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve("shared/spec");
      tried.add(candidate);
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
    }
    throw new IllegalStateException(
        "API specification not found; tried " + tried + " (set -Dkaiwo.spec.dir=...)");
  }
}
