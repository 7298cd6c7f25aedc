package ai.silogen.kaiwo.cli.input;

import ai.silogen.kaiwo.cli.support.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Reads what {@code -f} names, the same way for every command that takes manifests ({@code submit},
 * {@code delete}, {@code render}, {@code sandbox --run}), as {@code kubectl apply -f} does: a file;
 * a directory's {@code .yaml}, {@code .yml} and {@code .json} files in name order (not its
 * subdirectories); or standard input for {@code -}. Repeated {@code -f}s are read in order.
 */
public final class InputFiles {
  /** How standard input is named in messages. */
  public static final String STDIN = "<stdin>";

  private InputFiles() {}

  /** Reads every source in order; nothing is returned unless every source reads. */
  public static List<InputFile> readAll(List<String> sources, InputStream stdin) {
    List<InputFile> files = new ArrayList<>();
    for (String source : sources) {
      Path path = Path.of(source);
      if (!source.equals("-") && Files.isDirectory(path)) {
        for (Path file : manifestFiles(path)) {
          files.add(read(file.toString(), stdin));
        }
      } else {
        files.add(read(source, stdin));
      }
    }
    return files;
  }

  /** Reads {@code file}, or {@code stdin} when the file is {@code -}. */
  public static InputFile read(String file, InputStream stdin) {
    if (file.equals("-")) {
      try {
        return new InputFile(STDIN, new String(stdin.readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UserError("cannot read standard input: " + e.getMessage(), null);
      }
    }
    try {
      return new InputFile(file, Files.readString(Path.of(file)));
    } catch (NoSuchFileException e) {
      throw new UserError("file " + file + " does not exist", "check the path");
    } catch (IOException e) {
      throw new UserError("cannot read " + file + ": " + e.getMessage(), null);
    }
  }

  private static List<Path> manifestFiles(Path directory) {
    List<Path> files;
    try (Stream<Path> entries = Files.list(directory)) {
      files =
          entries
              .filter(Files::isRegularFile)
              .filter(f -> f.getFileName().toString().matches(".*\\.(yaml|yml|json)"))
              .sorted()
              .toList();
    } catch (IOException e) {
      throw new UserError("cannot list " + directory + ": " + e.getMessage(), null);
    }
    if (files.isEmpty()) {
      throw new UserError(
          "directory " + directory + " holds no .yaml, .yml or .json files",
          "name the manifest files, or a directory that holds some");
    }
    return files;
  }
}
