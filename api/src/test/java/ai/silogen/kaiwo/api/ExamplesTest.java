package ai.silogen.kaiwo.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.HasMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every manifest under {@code examples/} parses into our typed classes and round-trips. */
class ExamplesTest {

  @TestFactory
  Stream<DynamicTest> everyExampleRoundTrips() throws IOException {
    Path root = TestPaths.repoRoot().resolve("examples");
    return examples().stream()
        .map(
            file ->
                DynamicTest.dynamicTest(
                    root.relativize(file).toString(),
                    () -> RoundTrip.assertDocument(Files.readString(file), file.toString())));
  }

  @Test
  void coversEveryServedKind() throws IOException {
    List<Class<?>> kinds =
        examples().stream().map(ExamplesTest::read).map(Object::getClass).distinct().toList();
    assertThat(kinds).containsAll(ServedKinds.ALL);
  }

  private static HasMetadata read(Path file) {
    try {
      return ApiSerialization.readAll(Files.readString(file)).get(0);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<Path> examples() throws IOException {
    try (Stream<Path> files = Files.walk(TestPaths.repoRoot().resolve("examples"))) {
      return files
          .filter(f -> f.toString().endsWith(".yaml") || f.toString().endsWith(".yml"))
          .sorted()
          .toList();
    }
  }
}
