package ai.silogen.kaiwo.operator.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.workload.model.TestFiles;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class RendererTest {

  static final WorkloadOptions OPTIONS =
      new WorkloadOptions("ghcr.io/silogen/kaiwo:test", List.of("download", "/config/config.yaml"));

  /** Set {@code -Dkaiwo.render.updateGolden=true} to rewrite the golden files after a review. */
  static final boolean UPDATE = Boolean.getBoolean("kaiwo.render.updateGolden");

  static RenderResult render(String yaml) {
    return Renderer.render(yaml, "test.yaml", DefaultCluster.facts(), OPTIONS);
  }

  static Stream<String> examples() {
    return Stream.of(
        "jobs/batch-job.yaml",
        "jobs/gpu-job.yaml",
        "jobs/multi-node-job.yaml",
        "jobs/ray-job.yaml",
        "jobs/job-with-storage.yaml",
        "services/service.yaml",
        "services/ray-service.yaml");
  }

  @ParameterizedTest
  @MethodSource("examples")
  void everyWorkloadExampleRendersWithoutWarnings(String example) {
    RenderResult result = render(TestFiles.example(example));
    assertThat(result.warnings()).isEmpty();
    assertThat(result.objects()).isNotEmpty();
    assertThat(render(TestFiles.example(example)).toYaml())
        .as("stable output")
        .isEqualTo(result.toYaml());
  }

  @Test
  void gpuJobMatchesTheGoldenFile() throws IOException {
    String yaml = render(TestFiles.example("jobs/gpu-job.yaml")).toYaml();
    Path golden =
        TestFiles.root().resolve("operator/src/test/resources/render/gpu-job.golden.yaml");
    if (UPDATE) {
      Files.writeString(golden, yaml);
    }
    assertThat(yaml).isEqualTo(Files.readString(golden));
  }

  @Test
  void objectsComeInInputOrderAndSharedQueuesOnce() {
    RenderResult result =
        render(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoService
            metadata: {name: b, namespace: ns}
            spec: {image: x}
            ---
            apiVersion: v1
            kind: Secret
            metadata: {name: s}
            ---
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: a, namespace: ns}
            spec: {image: x}
            """);
    assertThat(result.objects())
        .extracting(o -> o.getKind() + "/" + o.getMetadata().getName())
        .containsExactly("LocalQueue/kaiwo", "Deployment/b", "Job/a");
    assertThat(result.warnings())
        .containsExactly(
            "test.yaml document 2 (Secret s): skipped (KaiwoJob, KaiwoService, Model,"
                + " KaiwoQueueConfig and AIMNamespaceConfig render)");
    JsonNode list = ApiSerialization.readTree(result.toJson());
    assertThat(list.path("kind").asText()).isEqualTo("List");
    assertThat(list.path("items")).hasSize(3);
  }

  @Test
  void defaultsAreAppliedLikeAnApiServer() {
    Job job =
        (Job)
            render(
                    "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: KaiwoJob\n"
                        + "metadata: {name: j}\nspec: {image: x}")
                .objects()
                .get(1);
    assertThat(job.getMetadata().getNamespace()).isEqualTo("default");
    assertThat(job.getMetadata().getOwnerReferences().get(0).getUid())
        .isEqualTo(job.getMetadata().getLabels().get("kaiwo.silogen.ai/run-id"))
        .isNotBlank();
  }

  @Test
  void typeErrorsNameTheDocumentAndField() {
    assertThatThrownBy(
            () ->
                render(
                    "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: KaiwoJob\n"
                        + "metadata: {name: j}\nspec: {gpus: many}"))
        .isInstanceOf(RenderException.class)
        .hasMessageStartingWith("test.yaml document 1 (KaiwoJob j): spec.gpus: ");
    assertThatThrownBy(() -> render("a: [unclosed"))
        .isInstanceOf(RenderException.class)
        .hasMessageStartingWith("test.yaml: not valid YAML");
  }

  @Test
  void semanticErrorsNameTheField() {
    assertThatThrownBy(
            () ->
                render(
                    "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: KaiwoJob\n"
                        + "metadata: {name: j}\nspec: {gpus: 1, gpuVendor: intel}"))
        .isInstanceOf(RenderException.class)
        .hasMessage(
            "KaiwoJob j is invalid: spec.gpuVendor: unsupported GPU vendor 'intel'"
                + " (expected amd or nvidia)");
  }

  @Test
  void unschedulableWorkloadsRenderWithAWarning() {
    RenderResult result =
        render(
            "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: KaiwoJob\n"
                + "metadata: {name: j}\nspec: {gpus: 64, clusterQueue: kaiwo}");
    assertThat(result.warnings())
        .containsExactly(
            "KaiwoJob j would wait in ERROR (InsufficientGPUs): Cluster has 16 GPUs, but the workload"
                + " requests 64 GPUs (vendor: amd)");
  }

  @Test
  void clusterFileReplacesTheDefaults() {
    var facts =
        ClusterFile.parse(
            """
            apiVersion: v1
            kind: Node
            metadata:
              name: big
              labels: {amd.com/gpu.product-name: MI300X, beta.amd.com/gpu.family.AI: "4"}
            status:
              allocatable: {amd.com/gpu: "4"}
            ---
            apiVersion: config.kaiwo.silogen.ai/v1alpha1
            kind: KaiwoConfig
            metadata: {name: kaiwo}
            spec: {defaultClusterQueueName: team}
            ---
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoQueueConfig
            metadata: {name: kaiwo}
            spec: {clusterQueues: [{name: team}]}
            """,
            "cluster.yaml");
    assertThat(facts.gpus(GpuVendor.AMD).minGpusPerNode()).isEqualTo(4);
    RenderResult result =
        Renderer.render(
            "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: KaiwoJob\nmetadata: {name: j}\n"
                + "spec: {image: x, gpus: 4}",
            "j.yaml",
            facts,
            OPTIONS);
    assertThat(result.warnings()).isEmpty();
    HasMetadata queue = result.objects().get(0);
    assertThat(queue.getMetadata().getName()).isEqualTo("team");
    assertThatThrownBy(
            () ->
                ClusterFile.parse("apiVersion: v1\nkind: Pod\nmetadata: {name: p}", "cluster.yaml"))
        .hasMessage(
            "cluster.yaml document 1 (Pod p): a cluster file holds only Node, KaiwoConfig,"
                + " KaiwoQueueConfig and AIMNamespaceConfig objects");
  }

  @Test
  void storageSettingsOfAKaiwoConfigWrittenWithTheOlderNameDataAreRendered() {
    var facts =
        ClusterFile.parse(
            """
            apiVersion: config.kaiwo.silogen.ai/v1alpha1
            kind: KaiwoConfig
            metadata: {name: kaiwo}
            spec: {data: {defaultStorageClass: fast}}
            """,
            "cluster.yaml");
    RenderResult result =
        Renderer.render(
            "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: KaiwoJob\nmetadata: {name: j}\n"
                + "spec: {image: x, storage: {storageEnabled: true, data: {storageSize: 1Gi}}}",
            "j.yaml",
            facts,
            OPTIONS);
    assertThat(result.objects())
        .filteredOn(PersistentVolumeClaim.class::isInstance)
        .map(claim -> ((PersistentVolumeClaim) claim).getSpec().getStorageClassName())
        .containsExactly("fast");
  }

  @Test
  void defaultClusterMatchesTheSandboxPool() {
    var facts = DefaultCluster.facts();
    assertThat(facts.nodes())
        .extracting(n -> n.getMetadata().getName())
        .containsExactly("mi300x-0", "mi300x-1", "h100-0", "h100-1", "cpu-0");
    assertThat(facts.gpus(GpuVendor.AMD).totalGpus()).isEqualTo(16);
    assertThat(facts.gpus(GpuVendor.NVIDIA).totalGpus()).isEqualTo(16);
    assertThat(facts.clusterQueue("kaiwo")).isPresent();
  }
}
