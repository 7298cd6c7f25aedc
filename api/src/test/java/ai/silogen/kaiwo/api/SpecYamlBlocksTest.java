package ai.silogen.kaiwo.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code ```yaml} block of the API specification parses into our types and serialises back
 * unchanged. Blocks without apiVersion/kind are fragments of the type documented in the enclosing
 * {@code ####} section (e.g. an AIMNamespaceConfigSpec example).
 */
class SpecYamlBlocksTest {

  private static final Pattern HEADING = Pattern.compile("^#### (\\w+)\\s*$", Pattern.MULTILINE);
  private static final Pattern YAML_BLOCK =
      Pattern.compile("^```yaml\\n(.*?)^```", Pattern.MULTILINE | Pattern.DOTALL);

  /** Package of the types each specification file documents. */
  private static final Map<String, String> PACKAGES =
      Map.of(
          "kaiwo-workload-api.md", "ai.silogen.kaiwo.api.kaiwo.v1alpha1",
          "kaiwo-crd-guide.md", "ai.silogen.kaiwo.api.kaiwo.v1alpha1",
          "kaiwo-config-api.md", "ai.silogen.kaiwo.api.config.v1alpha1",
          "kubeai-model-api.md", "ai.silogen.kaiwo.api.kubeai.v1");

  /** Spec type names whose Java class is named differently. */
  private static final Map<String, String> RENAMED =
      Map.of("File", "ModelFile", "GCSDownloadItem", "GcsDownloadItem");

  record Block(String file, String section, String yaml) {
    String name() {
      return file + " #" + section;
    }
  }

  @TestFactory
  Stream<DynamicTest> everyYamlBlockRoundTrips() throws IOException {
    return blocks().stream()
        .map(block -> DynamicTest.dynamicTest(block.name(), () -> roundTrip(block)));
  }

  @Test
  void findsTheDocumentedExamples() throws IOException {
    // Guards against the extraction silently finding nothing.
    assertThat(blocks())
        .extracting(Block::section)
        .contains("AIMNamespaceConfigSpec", "AIMNamespaceImageConfig", "SecretValueReference");
  }

  private static void roundTrip(Block block) throws ClassNotFoundException {
    String yaml = untab(block.yaml());
    if (yaml.contains("apiVersion:") && yaml.contains("kind:")) {
      RoundTrip.assertDocument(yaml, block.name());
    } else {
      RoundTrip.assertFragment(yaml, typeOf(block), block.name());
    }
  }

  private static Class<?> typeOf(Block block) throws ClassNotFoundException {
    String pkg = PACKAGES.get(block.file());
    assertThat(pkg).as("package of the types documented in %s", block.file()).isNotNull();
    return Class.forName(pkg + "." + RENAMED.getOrDefault(block.section(), block.section()));
  }

  /**
   * The Go doc renderer indents example bodies with tabs, which YAML forbids; one leading tab
   * stands for one level of two spaces.
   */
  private static String untab(String yaml) {
    return yaml.lines()
        .map(line -> line.startsWith("\t") ? "  " + line.substring(1) : line)
        .reduce("", (text, line) -> text + line + "\n");
  }

  private static List<Block> blocks() throws IOException {
    List<Block> blocks = new ArrayList<>();
    try (Stream<Path> files = Files.list(TestPaths.specDir())) {
      for (Path file : files.filter(f -> f.toString().endsWith(".md")).sorted().toList()) {
        String text = Files.readString(file);
        Matcher block = YAML_BLOCK.matcher(text);
        while (block.find()) {
          blocks.add(
              new Block(
                  file.getFileName().toString(),
                  sectionBefore(text, block.start()),
                  block.group(1)));
        }
      }
    }
    return blocks;
  }

  private static String sectionBefore(String text, int offset) {
    Matcher heading = HEADING.matcher(text);
    String section = "";
    while (heading.find() && heading.start() < offset) {
      section = heading.group(1);
    }
    return section;
  }
}
