package ai.silogen.kaiwo.api.crd;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import io.fabric8.kubernetes.client.CustomResource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The validation in the generated CRDs (CEL rules above all) is valid, accepts the examples and
 * rejects what it should.
 */
class CrdValidationTest {

  @Test
  void everyRuleCompiles() throws Exception {
    List<String> rules = new ArrayList<>();
    for (CustomResourceDefinition crd : GeneratedCrds.all()) {
      collect(crd.getSpec().getVersions().get(0).getSchema().getOpenAPIV3Schema(), rules);
    }
    assertThat(rules).hasSizeGreaterThanOrEqualTo(13);
    for (String rule : rules) {
      SchemaCheck.compile(rule);
    }
  }

  @Test
  void examplesAreValidAgainstTheirCrds() throws IOException {
    Path examples = Path.of(System.getProperty("kaiwo.repo.root", "..")).resolve("examples");
    try (Stream<Path> files = Files.walk(examples)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).toList()) {
        JsonNode object = ApiSerialization.readTree(Files.readString(file));
        var kind = ApiSerialization.readAll(Files.readString(file)).get(0).getClass();
        @SuppressWarnings("unchecked")
        var served = (Class<? extends CustomResource<?, ?>>) kind;
        assertThat(SchemaCheck.violations(schema(served), object)).as(file.toString()).isEmpty();
      }
    }
  }

  @Test
  void modelRulesRejectWhatKubeAiRejects() {
    assertThat(modelViolations("name: " + "x".repeat(41) + "\n", "url: hf://a/b\nengine: VLLM\n"))
        .containsExactly("name must not exceed 40 characters.");
    assertThat(modelViolations("name: m\n", "url: http://a/b\nengine: VLLM\n"))
        .containsExactly(
            "url must start with \"hf://\", \"pvc://\", \"ollama://\", \"s3://\", \"gs://\", or"
                + " \"oss://\" and not be empty.");
    assertThat(modelViolations("name: m\n", "url: gs://bucket/model\nengine: VLLM\n"))
        .containsExactly("urls of format \"gs://...\" only supported when using a cacheProfile");
    assertThat(
            modelViolations(
                "name: m\n", "url: pvc://models\nengine: VLLM\ncacheProfile: shared-rwx\n"))
        .containsExactly(
            "cacheProfile is only supported with urls of format \"hf://...\", \"s3://...\","
                + " \"gs://...\", or \"oss://...\" at the moment.");
    assertThat(
            modelViolations(
                "name: m\n",
                "url: ollama://qwen2.5:0.5b\nengine: OLlama\n"
                    + "adapters: [{name: a, url: 'hf://x/y'}]\n"))
        .containsExactly("adapters only supported with VLLM engine.");
    assertThat(
            modelViolations(
                "name: m\n", "url: hf://a/b\nengine: VLLM\nminReplicas: 3\nmaxReplicas: 2\n"))
        .containsExactly("minReplicas should be less than or equal to maxReplicas.");
    // minReplicas is optional: the rule must not read it when it is absent.
    assertThat(modelViolations("name: m\n", "url: hf://a/b\nengine: VLLM\nmaxReplicas: 2\n"))
        .isEmpty();
    assertThat(modelViolations("name: m\n", "url: hf://a/b\nengine: VLLM\nminReplicas: 2\n"))
        .isEmpty();
    assertThat(
            modelViolations(
                "name: m\n",
                "url: hf://a/b\nengine: VLLM\n"
                    + "files: [{path: /a, content: x}, {path: /a, content: y}, {path: 'c:d', content: z}]\n"))
        .containsExactlyInAnyOrder(
            "All file paths must be unique.",
            "Path must be an absolute path, starting with /, and must not contain a ':'"
                + " character.");
    assertThat(
            modelViolations(
                "name: m\n",
                "url: hf://a/b\nengine: VLLM\nadapters: [{name: a, url: 'http://x'}]\n"))
        .containsExactly(
            "adapter url must start with \"hf://\", \"s3://\", \"gs://\", or \"oss://\".");
  }

  @Test
  void schemaKeywordsRejectInvalidValues() {
    String job =
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata: {name: j}
        spec:
          gpus: -1
          duration: 2 hours
          storage:
            data:
              download:
                s3: [{endpointUrl: "https://s3"}]
        """;
    assertThat(SchemaCheck.violations(schema(KaiwoJob.class), ApiSerialization.readTree(job)))
        .containsExactlyInAnyOrder(
            ".spec.duration: \"2 hours\" does not match " + GoDuration.PATTERN,
            ".spec.gpus: -1 is below the minimum 0.0",
            ".spec.storage.data.download.s3[0].buckets: Required value");
    assertThat(
            modelViolations(
                "name: m\n",
                "url: hf://a/b\nengine: TGI\nadapters: [{name: A_1, url: 'hf://x'}]\n"))
        .contains(
            ".spec.engine: Unsupported value \"TGI\", expected one of"
                + " [\"FasterWhisper\", \"Infinity\", \"OLlama\", \"VLLM\"]",
            ".spec.adapters[0].name: \"A_1\" does not match ^[a-z0-9-]+$");
  }

  @Test
  void replicasAndRingReplicationAreBounded() {
    assertThat(modelViolations("name: m\n", "url: hf://a/b\nengine: VLLM\nreplicas: -1\n"))
        .containsExactly(".spec.replicas: -1 is below the minimum 0.0");
    assertThat(modelViolations("name: m\n", "url: hf://a/b\nengine: VLLM\nreplicas: 0\n"))
        .isEmpty();
    assertThat(modelViolations("name: m\n", prefixHash(4096))).isEmpty();
    assertThat(modelViolations("name: m\n", prefixHash(4097)))
        .containsExactly(
            ".spec.loadBalancing.prefixHash.replication: 4097 is above the maximum 4096.0");
    assertThat(modelViolations("name: m\n", prefixHash(0)))
        .containsExactly(".spec.loadBalancing.prefixHash.replication: 0 is below the minimum 1.0");
  }

  private static String prefixHash(int replication) {
    return "url: hf://a/b\nengine: VLLM\n"
        + "loadBalancing: {strategy: PrefixHash, prefixHash: {replication: "
        + replication
        + "}}\n";
  }

  @Test
  void topologyRulesRejectDuplicateLevelsAndHostnameAboveTheBottom() {
    assertThat(topologyViolations("kaiwo/topology-rack", "kubernetes.io/hostname")).isEmpty();
    assertThat(topologyViolations("kaiwo/topology-rack", "kaiwo/topology-rack"))
        .containsExactly("must be unique");
    assertThat(topologyViolations("kubernetes.io/hostname", "kaiwo/topology-rack"))
        .containsExactly(
            "the kubernetes.io/hostname label can only be used at the lowest level of topology");
  }

  private static List<String> modelViolations(String metadata, String spec) {
    String yaml =
        "apiVersion: kubeai.org/v1\nkind: Model\nmetadata:\n"
            + metadata.indent(2)
            + "spec:\n  features: [TextGeneration]\n"
            + spec.indent(2);
    return SchemaCheck.violations(schema(Model.class), ApiSerialization.readTree(yaml));
  }

  private static List<String> topologyViolations(String... levels) {
    StringBuilder yaml =
        new StringBuilder(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoQueueConfig
            metadata: {name: kaiwo}
            spec:
              topologies:
                - metadata: {name: t}
                  spec:
                    levels:
            """);
    for (String level : levels) {
      yaml.append("          - nodeLabel: ").append(level).append('\n');
    }
    return SchemaCheck.violations(
        schema(KaiwoQueueConfig.class), ApiSerialization.readTree(yaml.toString()));
  }

  private static JSONSchemaProps schema(Class<? extends CustomResource<?, ?>> kind) {
    return GeneratedCrds.schema(kind);
  }

  private static void collect(JSONSchemaProps schema, List<String> rules) {
    if (schema == null) {
      return;
    }
    if (schema.getXKubernetesValidations() != null) {
      schema.getXKubernetesValidations().forEach(rule -> rules.add(rule.getRule()));
    }
    if (schema.getProperties() != null) {
      schema.getProperties().values().forEach(child -> collect(child, rules));
    }
    if (schema.getItems() != null) {
      collect(schema.getItems().getSchema(), rules);
    }
    if (schema.getAdditionalProperties() != null) {
      collect(schema.getAdditionalProperties().getSchema(), rules);
    }
  }
}
