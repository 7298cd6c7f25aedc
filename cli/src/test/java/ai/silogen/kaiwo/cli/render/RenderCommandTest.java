package ai.silogen.kaiwo.cli.render;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class RenderCommandTest {
  private static final Path EXAMPLES =
      Path.of(System.getProperty("kaiwo.repo.root", ".."), "examples");

  @Test
  void rendersTheGpuJobExampleAsAYamlStream() {
    CliRun run =
        Cli.inTemporaryHome().run("render", "-f", EXAMPLES.resolve("jobs/gpu-job.yaml").toString());

    assertThat(run.exitCode()).as(run.toString()).isZero();
    List<HasMetadata> objects = ApiSerialization.readAll(run.out());
    assertThat(objects).extracting(HasMetadata::getKind).containsExactly("LocalQueue", "Job");
    Job job = (Job) objects.get(1);
    assertThat(job.getSpec().getSuspend()).isTrue();
    assertThat(
            job.getSpec().getTemplate().getSpec().getContainers().get(0).getResources().getLimits())
        .containsKey("amd.com/gpu");
    assertThat(run.out()).startsWith("---\n");
    assertThat(
            Cli.inTemporaryHome()
                .run("render", "-f", EXAMPLES.resolve("jobs/gpu-job.yaml").toString())
                .out())
        .as("stable output")
        .isEqualTo(run.out());
  }

  @Test
  void rendersModelsAndPrintsJsonLists() {
    Cli cli = Cli.inTemporaryHome();
    CliRun run =
        cli.run(
            "render",
            "-f",
            EXAMPLES.resolve("models/bge-embed-text-cpu.yaml").toString(),
            "-o",
            "json");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    JsonNode list = ApiSerialization.readTree(run.out());
    assertThat(list.path("kind").asText()).isEqualTo("List");
    assertThat(run.out()).as("pretty-printed, like list -o json").contains("\"kind\" : \"List\"");
    assertThat(list.path("items").findValuesAsText("kind")).contains("Pod");
  }

  /** The example of {@code kaiwo render --help}: minReplicas 0, so no replica runs yet. */
  @Test
  void showsThePodOfAModelScaledToZeroAndSaysWhy() {
    CliRun run =
        Cli.inTemporaryHome()
            .run("render", "-f", EXAMPLES.resolve("models/qwen2.5-0.5b-cpu.yaml").toString());

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(ApiSerialization.readAll(run.out()))
        .extracting(HasMetadata::getKind)
        .containsExactly("Pod");
    assertThat(run.err())
        .contains("note: Model default/qwen2.5-0.5b-cpu is scaled to zero (minReplicas 0)")
        .contains("first request");
  }

  @Test
  void usesTheNodesOfAClusterFile() {
    Cli cli = Cli.inTemporaryHome();
    Path cluster =
        cli.file(
            "cluster.yaml",
            """
            apiVersion: v1
            kind: Node
            metadata:
              name: small
              labels: {kubernetes.io/hostname: small, amd.com/gpu.product-name: AMD_Instinct_MI300X_OAM}
            status:
              allocatable: {cpu: "8", memory: 64Gi, amd.com/gpu: "2"}
            """);
    Path job =
        cli.file(
            "job.yaml",
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: big}
            spec: {image: busybox, gpus: 8}
            """);

    CliRun run = cli.run("render", "-f", job.toString(), "--cluster", cluster.toString());

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.err()).contains("warning: KaiwoJob big would wait in ERROR");
  }

  @Test
  void rejectsInvalidFieldsWithTheirPath() {
    Cli cli = Cli.inTemporaryHome();
    CliRun negative =
        cli.withStdin(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: bad}
                spec: {image: busybox, gpus: -1}
                """)
            .run("render", "-f", "-");
    CliRun unknown =
        cli.withStdin(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: typo}
                spec: {image: busybox, gpuz: 2}
                """)
            .run("render", "-f", "-");

    assertThat(negative.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(negative.err())
        .startsWith(
            "error: <stdin> document 1 (KaiwoJob bad) is invalid: spec.gpus: Invalid value: -1");
    assertThat(unknown.err()).contains("spec.gpuz: unknown field");
    assertThat(negative.out()).isEmpty();
  }

  @Test
  void reportsMissingFilesAndBrokenYaml() {
    Cli cli = Cli.inTemporaryHome();
    CliRun missing = cli.run("render", "-f", "/no/such.yaml");
    CliRun broken = cli.withStdin("kind: KaiwoJob\n  metadata: [\n").run("render", "-f", "-");

    assertThat(missing.err()).contains("error: file /no/such.yaml does not exist");
    assertThat(broken.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(broken.err()).contains("<stdin> is not valid YAML or JSON").contains("(line ");
  }

  @Test
  void takesDirectoriesAndRepeatedFilesLikeSubmit() {
    CliRun run =
        Cli.inTemporaryHome()
            .run(
                "render",
                "-f",
                EXAMPLES.resolve("jobs").toString(),
                "-f",
                EXAMPLES.resolve("models/bge-embed-text-cpu.yaml").toString());

    assertThat(run.exitCode()).as(run.toString()).isZero();
    List<HasMetadata> objects = ApiSerialization.readAll(run.out());
    assertThat(objects)
        .extracting(o -> o.getMetadata().getName())
        .contains("batch-job", "gpu-job", "ray-job");
    assertThat(objects).extracting(HasMetadata::getKind).contains("Pod");
  }

  @Test
  void saysOnStandardErrorWhenTheGpuSplitChangesTheReplicas() {
    Cli cli = Cli.inTemporaryHome();
    Path file =
        cli.file(
            "service.yaml",
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoService
            metadata:
              name: serve
            spec:
              image: busybox
              entrypoint: sleep 1000
              replicas: 3
              gpus: 4
            """);

    CliRun run = cli.run("render", "-f", file.toString());

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.err())
        .isEqualTo(
            "note: KaiwoService serve: spec.replicas 3 became 4 so that 4 GPUs split evenly,"
                + " 1 per replica\n");
    assertThat(run.out()).contains("replicas: 4").doesNotContain("note:");
  }
}
