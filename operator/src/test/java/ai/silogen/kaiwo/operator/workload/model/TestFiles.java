package ai.silogen.kaiwo.operator.workload.model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Files of the repository used by tests (examples, golden files). */
public final class TestFiles {

  private TestFiles() {}

  /** The repository root (system property {@code kaiwo.repo.root}, set by the build). */
  public static Path root() {
    return Path.of(System.getProperty("kaiwo.repo.root", "..")).toAbsolutePath().normalize();
  }

  /** The text of {@code examples/<path>}. */
  public static String example(String path) {
    return read(root().resolve("examples").resolve(path));
  }

  /** The text of {@code operator/src/test/resources/invalid/<name>}: objects Kaiwo must refuse. */
  public static String invalid(String name) {
    return read(root().resolve("operator/src/test/resources/invalid").resolve(name));
  }

  public static String read(Path path) {
    try {
      return Files.readString(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
