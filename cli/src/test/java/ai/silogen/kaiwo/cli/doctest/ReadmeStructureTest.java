package ai.silogen.kaiwo.cli.doctest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the README promises a newcomer, checked without running it ({@link DocTutorialIT} runs it;
 * {@link DocsStructureTest} checks what holds for every document).
 */
class ReadmeStructureTest {
  private static final Path ROOT = Docs.ROOT;

  private static List<DocBlock> blocks;

  @BeforeAll
  static void parse() throws IOException {
    blocks = Docs.blocks(Docs.README);
  }

  @Test
  void opensWithTheSandboxCommandAndTheTestCommand() throws IOException {
    List<DocBlock> shell = blocks.stream().filter(DocBlock::isShell).toList();

    assertThat(shell.get(0).code()).isEqualTo("./kaiwo sandbox --run examples/jobs/gpu-job.yaml\n");
    assertThat(shell.get(0).runs()).isTrue();
    assertThat(shell.get(0).expect()).contains("job/gpu-job: COMPLETE");
    assertThat(shell.get(1).code()).startsWith("./test ");
    // .ci/run must run exactly the README's test command; it may only pass CI's extra arguments on.
    assertThat(Files.readString(ROOT.resolve(".ci/run")).lines())
        .containsOnlyOnce("exec ./test \"$@\"")
        .noneMatch(line -> line.contains("mvnw") && !line.startsWith("#"));
  }

  @Test
  void everyRelativeLinkPointsAtAFileOfTheRepository() throws IOException {
    Matcher links =
        Pattern.compile("\\]\\(([^)#]+)(?:#[^)]*)?\\)")
            .matcher(Files.readString(ROOT.resolve("README.md")));
    List<String> relative = new ArrayList<>();
    while (links.find()) {
      if (!links.group(1).contains("://")) {
        relative.add(links.group(1));
      }
    }

    assertThat(relative)
        .contains("examples/jobs/gpu-job.yaml", "docs/cli.md", "ARCHITECTURE.md", "bench/README.md")
        .allSatisfy(path -> assertThat(ROOT.resolve(path)).exists());
  }

  /**
   * The install section's image step, run on a copy of {@code deploy/kustomization.yaml}: it must
   * point every Kaiwo image (the Deployments' and the download Jobs') at the pushed one. The rest
   * of that block needs a cluster.
   */
  @Test
  void theInstallStepPointsDeployAtThePushedImage() throws Exception {
    String install =
        blocks.stream()
            .filter(b -> b.isShell() && b.code().contains("apply --server-side -k deploy/"))
            .findFirst()
            .orElseThrow()
            .code();
    String edit = install.lines().filter(l -> l.startsWith("sed ")).findFirst().orElseThrow();
    Path copy = Files.createTempDirectory("kaiwo-install").resolve("deploy");
    Files.createDirectories(copy);
    Files.copy(ROOT.resolve("deploy/kustomization.yaml"), copy.resolve("kustomization.yaml"));

    Process sed =
        new ProcessBuilder("sh", "-c", edit)
            .directory(copy.getParent().toFile())
            .redirectErrorStream(true)
            .start();

    assertThat(sed.waitFor()).as(new String(sed.getInputStream().readAllBytes())).isZero();
    var images =
        new com.fasterxml.jackson.dataformat.yaml.YAMLMapper()
            .readTree(copy.resolve("kustomization.yaml").toFile())
            .path("images");
    assertThat(images).hasSize(1);
    assertThat(images.get(0).path("name").asText()).isEqualTo("ghcr.io/silogen/kaiwo");
    assertThat(images.get(0).path("newName").asText()).isEqualTo("REGISTRY/kaiwo");
    assertThat(images.get(0).path("newTag").asText()).isEqualTo("TAG");
    assertThat(Files.readString(ROOT.resolve("README.md")))
        .contains("podman push REGISTRY/kaiwo:TAG")
        .doesNotContain("kubectl apply -k");
  }
}
