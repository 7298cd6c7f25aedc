package ai.silogen.kaiwo.cli.doctest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The documents whose blocks the doc test reads: the README and every page under docs/. */
final class Docs {
  static final Path ROOT = Path.of(System.getProperty("kaiwo.repo.root", "..")).normalize();
  static final Path README = Path.of("README.md");

  private Docs() {}

  /** The Markdown pages under docs/ (decision records included), relative to the root, sorted. */
  static List<Path> pages() throws IOException {
    try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
      return files
          .filter(f -> f.toString().endsWith(".md"))
          .map(ROOT::relativize)
          .sorted()
          .toList();
    }
  }

  /** The fenced blocks of {@code document}, a path relative to the root. */
  static List<DocBlock> blocks(Path document) {
    try {
      return DocBlocks.parse(document.toString(), Files.readString(ROOT.resolve(document)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
