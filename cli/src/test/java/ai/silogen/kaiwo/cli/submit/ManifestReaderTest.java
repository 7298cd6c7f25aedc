package ai.silogen.kaiwo.cli.submit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestReaderTest {

  @Test
  void readsYamlDocumentsAndJsonLists() {
    List<Manifest> yaml =
        ManifestReader.parse(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: a}
            ---
            ---
            apiVersion: kubeai.org/v1
            kind: Model
            metadata: {name: b}
            """,
            "f.yaml");
    List<Manifest> json =
        ManifestReader.parse(
            """
            {"apiVersion": "v1", "kind": "List", "items": [
              {"apiVersion": "kaiwo.silogen.ai/v1alpha1", "kind": "KaiwoService",
               "metadata": {"name": "c"}}]}
            """,
            "f.json");

    assertThat(yaml)
        .extracting(Manifest::kind)
        .containsExactly(WorkloadKind.JOB, WorkloadKind.MODEL);
    assertThat(yaml).extracting(Manifest::index).containsExactly(1, 3);
    assertThat(json).extracting(m -> m.object().getMetadata().getName()).containsExactly("c");
  }

  @Test
  void namesTheLineOfInvalidYaml() {
    assertThatThrownBy(
            () ->
                ManifestReader.parse("kind: KaiwoJob\nmetadata:\n  name: [unclosed\n", "bad.yaml"))
        .isInstanceOf(UserError.class)
        .hasMessageStartingWith("bad.yaml is not valid YAML or JSON")
        .hasMessageContaining("line ");
  }

  @Test
  void refusesKindsItDoesNotSubmit() {
    assertThatThrownBy(
            () ->
                ManifestReader.parse(
                    "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n", "cm.yaml"))
        .isInstanceOf(UserError.class)
        .hasMessage("cm.yaml document 1: kaiwo submit does not take kind ConfigMap");
  }

  @Test
  void refusesAWrongApiVersionAndAMissingName() {
    assertThatThrownBy(
            () ->
                ManifestReader.parse(
                    "apiVersion: kaiwo.silogen.ai/v2\nkind: KaiwoJob\nmetadata: {name: x}\n", "f"))
        .hasMessageContaining("apiVersion kaiwo.silogen.ai/v2 is not served for KaiwoJob");
    assertThatThrownBy(
            () -> ManifestReader.parse("apiVersion: kubeai.org/v1\nkind: Model\nspec: {}\n", "f"))
        .hasMessage("f document 1: metadata.name is required");
  }

  @Test
  void saysWhenTheFileIsMissingOrEmpty() {
    assertThatThrownBy(
            () -> ManifestReader.read("/no/such/file.yaml", InputStream.nullInputStream()))
        .isInstanceOf(UserError.class)
        .hasMessage("file /no/such/file.yaml does not exist");
    assertThatThrownBy(() -> ManifestReader.read("-", InputStream.nullInputStream()))
        .isInstanceOf(UserError.class)
        .hasMessage("<stdin> holds no objects");
  }

  @Test
  void readsFilesDirectoriesAndStandardInputInTheOrderGiven(@TempDir Path dir) throws IOException {
    Path models = Files.createDirectories(dir.resolve("models"));
    Files.writeString(models.resolve("b.yml"), workload("Model", "b"));
    Files.writeString(models.resolve("a.yaml"), workload("Model", "a"));
    Files.writeString(models.resolve("README.md"), "not a manifest");
    Files.createDirectories(models.resolve("nested"));
    Files.writeString(models.resolve("nested/c.yaml"), workload("Model", "c"));
    Path job = Files.writeString(dir.resolve("job.yaml"), workload("KaiwoJob", "j"));
    InputStream stdin =
        new ByteArrayInputStream(workload("KaiwoService", "s").getBytes(StandardCharsets.UTF_8));

    List<Manifest> manifests =
        ManifestReader.readAll(List.of(job.toString(), "-", models.toString()), stdin);

    assertThat(manifests)
        .extracting(m -> m.object().getMetadata().getName())
        .containsExactly("j", "s", "a", "b");
    assertThat(manifests.get(2).source()).endsWith("a.yaml");
  }

  @Test
  void aDirectoryWithoutManifestsIsAnError(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("notes.txt"), "nothing");
    assertThatThrownBy(
            () -> ManifestReader.readAll(List.of(dir.toString()), InputStream.nullInputStream()))
        .isInstanceOf(UserError.class)
        .hasMessage("directory " + dir + " holds no .yaml, .yml or .json files");
  }

  private static String workload(String kind, String name) {
    String apiVersion = kind.equals("Model") ? "kubeai.org/v1" : "kaiwo.silogen.ai/v1alpha1";
    return "apiVersion: " + apiVersion + "\nkind: " + kind + "\nmetadata: {name: " + name + "}\n";
  }

  @Test
  void namesABadlyTypedFieldInsideAnEmbeddedObject() {
    assertThatThrownBy(
            () ->
                ManifestReader.parse(
                    """
                    apiVersion: kaiwo.silogen.ai/v1alpha1
                    kind: KaiwoService
                    metadata: {name: emb2}
                    spec:
                      deployment:
                        spec:
                          template:
                            spec:
                              terminationGracePeriodSeconds: 30s
                    """,
                    "emb2.yaml"))
        .isInstanceOf(UserError.class)
        .hasMessage(
            "emb2.yaml document 1: spec.deployment.spec.template.spec"
                + ".terminationGracePeriodSeconds: expected an integer, got string \"30s\"");
  }
}
