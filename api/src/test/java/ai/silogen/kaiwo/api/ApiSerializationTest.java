package ai.silogen.kaiwo.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import ai.silogen.kaiwo.api.kubeai.v1.ModelFeature;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.List;
import org.junit.jupiter.api.Test;

class ApiSerializationTest {

  @Test
  void readsMultiDocumentYamlIntoTypedClasses() {
    List<HasMetadata> objects =
        ApiSerialization.readAll(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: a}
            spec: {gpus: 8, duration: 2h}
            ---
            # an empty document is skipped
            ---
            apiVersion: kubeai.org/v1
            kind: Model
            metadata: {name: m}
            spec: {url: "ollama://qwen2.5:0.5b", engine: OLlama, features: [TextGeneration]}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: c}
            ---
            apiVersion: example.com/v1
            kind: Unknown
            metadata: {name: u}
            """);
    assertThat(objects)
        .extracting(Object::getClass)
        .containsExactly(
            KaiwoJob.class, Model.class, ConfigMap.class, GenericKubernetesResource.class);
    KaiwoJob job = (KaiwoJob) objects.get(0);
    assertThat(job.getSpec().getGpus()).isEqualTo(8);
    assertThat(job.getSpec().getDuration()).isEqualTo("2h");
    Model model = (Model) objects.get(1);
    assertThat(model.getSpec().getEngine()).isEqualTo(ModelEngine.OLLAMA);
    assertThat(model.getSpec().getFeatures()).containsExactly(ModelFeature.TEXT_GENERATION);
  }

  @Test
  void flattensLists() {
    List<HasMetadata> objects =
        ApiSerialization.readAll(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoServiceList
            items:
              - apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoService
                metadata: {name: s1}
              - apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoService
                metadata: {name: s2}
            """);
    assertThat(objects).hasSize(2).allMatch(KaiwoService.class::isInstance);
  }

  @Test
  void rejectsDocumentsThatAreNotObjects() {
    assertThatThrownBy(() -> ApiSerialization.readAll("- just\n- a list\n"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void workloadStatusUsesTheOriginalStrings() {
    String yaml =
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata: {name: a}
        status: {status: ""}
        """;
    KaiwoJob job = ApiSerialization.read(yaml, KaiwoJob.class);
    assertThat(job.getStatus().getStatus()).isEqualTo(WorkloadStatus.NEW);
    job.getStatus().setStatus(WorkloadStatus.TERMINATED);
    assertThat(ApiSerialization.toTree(job).at("/status/status").asText()).isEqualTo("TERMINATED");
    assertThat(WorkloadStatus.fromValue("READY")).isEqualTo(WorkloadStatus.READY);
    assertThat(WorkloadStatus.COMPLETE.isFinal()).isTrue();
    assertThat(WorkloadStatus.RUNNING.isFinal()).isFalse();
  }

  @Test
  void typesAddNoDefaults() {
    // Defaults come from the CRD (the API server applies them); the types must not invent values.
    KaiwoJob job =
        ApiSerialization.read(
            "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: KaiwoJob\nmetadata: {name: a}\nspec: {}\n",
            KaiwoJob.class);
    assertThat(ApiSerialization.toTree(job.getSpec())).isEmpty();
  }

  @Test
  void unknownFieldsOfOurKindsAreDroppedNotFatalAndTheRoundTripCheckSeesThem() {
    // A newer CRD (or a typo the API server would prune) must not break reading the object...
    String yaml =
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata: {name: a}
        spec: {gpus: 1, gpuz: 2}
        """;
    KaiwoJob job = ApiSerialization.read(yaml, KaiwoJob.class);
    assertThat(job.getSpec().getGpus()).isEqualTo(1);
    // ...and the round-trip comparison used by the example tests reports the dropped field.
    assertThat(JsonTreeDiff.between(ApiSerialization.readTree(yaml), ApiSerialization.toTree(job)))
        .containsExactly("/spec/gpuz: lost (was 2)");
  }

  @Test
  void copyIsDeep() {
    KaiwoJob job =
        ApiSerialization.read(
            "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: KaiwoJob\nmetadata: {name: a}\nspec: {gpus: 1}\n",
            KaiwoJob.class);
    KaiwoJob copy = ApiSerialization.copy(job);
    copy.getSpec().setGpus(4);
    assertThat(job.getSpec().getGpus()).isEqualTo(1);
    assertThat(ApiSerialization.toYaml(copy)).contains("gpus: 4");
  }

  @Test
  void yamlQuotesOnlyTheStringsThatNeedItAndReadsBackTheSame() {
    ConfigMap config =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withName("settings")
            .endMetadata()
            .addToData("name", "plain")
            .addToData("flag", "true")
            .addToData("port", "8000")
            .addToData("glob", "*.jsonl")
            .addToData("empty", "")
            .addToData("script", "echo start\necho done\n")
            .build();

    String yaml = ApiSerialization.toYaml(config);

    assertThat(yaml)
        .startsWith("---\n")
        .contains(
            "kind: ConfigMap",
            "name: plain",
            "flag: 'true'",
            "port: '8000'",
            "glob: '*.jsonl'",
            "script: |\n    echo start\n    echo done\n");
    assertThat(ApiSerialization.read(yaml, ConfigMap.class).getData()).isEqualTo(config.getData());
  }
}
