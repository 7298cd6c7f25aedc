package ai.silogen.kaiwo.bench.overhead;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Finds programs the benchmark starts, on {@code PATH} and in the sbin directories. */
final class Executables {
  private Executables() {}

  /**
   * The executable called {@code name}; the sbin directories are searched too because Debian
   * installs haproxy and nginx there, outside an ordinary user's {@code PATH}.
   */
  static Optional<Path> find(String name) {
    List<String> dirs =
        new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(":")));
    dirs.addAll(List.of("/usr/sbin", "/usr/local/sbin", "/sbin"));
    return dirs.stream()
        .filter(dir -> !dir.isEmpty())
        .map(dir -> Path.of(dir, name))
        .filter(Files::isExecutable)
        .findFirst();
  }
}
