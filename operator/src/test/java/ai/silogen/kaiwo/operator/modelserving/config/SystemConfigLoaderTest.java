package ai.silogen.kaiwo.operator.modelserving.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import ai.silogen.kaiwo.operator.modelserving.testing.TestModels;
import io.fabric8.kubernetes.api.model.Quantity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SystemConfigLoaderTest {

  @Test
  void builtInDefaultsServeTheUsualProfiles() {
    SystemConfig config = SystemConfigLoader.defaults();

    assertThat(config.resourceProfiles())
        .containsKeys(
            "cpu", "amd-gpu-mi300x", "nvidia-gpu-h100", "nvidia-gpu-l4", "nvidia-gpu-a100-80gb");
    assertThat(config.resourceProfile("amd-gpu-mi300x").orElseThrow().nodeSelector())
        .containsEntry("amd.com/gpu.product-name", "AMD_Instinct_MI300X_OAM");
    assertThat(config.resourceProfile("nvidia-gpu-h100").orElseThrow().nodeSelector())
        .containsEntry("nvidia.com/gpu.product", "NVIDIA-H100-80GB-HBM3");
    assertThat(config.resourceProfile("nvidia-gpu-h100").orElseThrow().limits())
        .containsEntry("nvidia.com/gpu", new Quantity("1"));
    for (ModelEngine engine : ModelEngine.values()) {
      assertThat(config.modelServers().forEngine(engine).orElseThrow().images())
          .containsKey("default");
    }
    assertThat(config.modelRollouts().surge()).isEqualTo(1);
    assertThat(config.cacheProfile("standard")).isPresent();
  }

  @Test
  void readsEverySection() {
    SystemConfig config =
        SystemConfigLoader.parse(
            TestModels.CONFIG
                + """
        modelServerPods:
          serviceAccountName: sa
          podSecurityContext: {runAsNonRoot: true}
          securityContext: {privileged: false}
          imagePullSecrets: [{name: pull}]
          jsonPatches: [{op: add, path: /spec/preemptionPolicy, value: Never}]
        allowPodAddressOverride: true
        modelAutoscaling: {interval: 10s, timeWindow: 10m, stateConfigMapName: x}
        messaging: {streams: []}
        metricsAddr: ":8080"
        """,
            "test");

    assertThat(config.secretNames())
        .isEqualTo(new SecretNames("hf-creds", "aws-creds", "gcp-creds", "ali"));
    assertThat(config.modelLoading().image()).isEqualTo("loader:1");
    assertThat(config.cacheProfile("fast").orElseThrow().sharedFilesystem().storageClassName())
        .isEqualTo("nfs");
    assertThat(config.resourceProfile("my-gpu").orElseThrow().schedulerName())
        .isEqualTo("my-scheduler");
    assertThat(config.modelServerPods().serviceAccountName()).isEqualTo("sa");
    assertThat(config.modelServerPods().jsonPatches())
        .singleElement()
        .satisfies(p -> assertThat(p.value().asText()).isEqualTo("Never"));
    assertThat(config.allowPodAddressOverride()).isTrue();
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          resourceProfiles: {cpu: {request: {cpu: '1'}}}                 | resourceProfiles.cpu.request
          resourceProfiles: {cpu: {requests: {cpu: lots}}}              | resourceProfiles.cpu.requests.cpu: not a quantity
          resourceProfiles: {cpu: {requests: {cpu: '-1'}}}              | resourceProfiles.cpu.requests.cpu: must be a non-negative
          resourceProfiles: {'a:b': {}}                                 | resourceProfiles.a:b: profile names must not contain ':'
          cacheProfiles: {c: {sharedFilesystem: {}}}                    | cacheProfiles.c.sharedFilesystem: storageClassName or persistentVolumeName
          cacheProfiles: {c: {}}                                        | cacheProfiles.c.sharedFilesystem: required
          modelServers: {VLLM: {images: {gpu: x}}}                      | modelServers.VLLM.images.default: required
          modelServers: {vLLM: {images: {default: x}}}                  | modelServers.vLLM
          modelRollouts: {surge: -1}                                    | modelRollouts.surge: must be 0 or more
          modelServerPods: {jsonPatches: [{op: upsert, path: /spec}]}   | modelServerPods.jsonPatches[0]: op must be one of
          modelServerPods: {jsonPatches: [{op: add, path: spec, value: 1}]} | modelServerPods.jsonPatches[0]: path must be a JSON pointer
          modelServerPods: {jsonPatches: [{op: add, path: /spec}]}      | modelServerPods.jsonPatches[0]: add needs a 'value'
          secretNames: {aws: a}                                         | secretNames.huggingface: required
          unknownSection: 1                                             | unknownSection
          """)
  void namesTheOffendingKey(String override, String expected) {
    String yaml = replaceSection(TestModels.CONFIG, override);

    assertThatThrownBy(() -> SystemConfigLoader.parse(yaml, "system.yaml"))
        .isInstanceOf(SystemConfigException.class)
        .hasMessageContaining("system.yaml")
        .hasMessageContaining(expected);
  }

  @Test
  void requiredSectionsAreNamed() {
    assertThatThrownBy(() -> SystemConfigLoader.parse("metricsAddr: ':8080'\n", "x.yaml"))
        .isInstanceOf(SystemConfigException.class)
        .satisfies(
            e ->
                assertThat(((SystemConfigException) e).problems())
                    .contains(
                        "resourceProfiles: required, at least one profile",
                        "modelServers: required",
                        "modelLoading.image: required",
                        "secretNames: required"));
  }

  @Test
  void malformedYamlIsReported() {
    assertThatThrownBy(() -> SystemConfigLoader.parse("resourceProfiles:\n\tcpu: {}\n", "x.yaml"))
        .isInstanceOf(SystemConfigException.class)
        .hasMessageContaining("malformed YAML");
  }

  @Test
  void pathComesFromTheFlagThenKaiwoThenKubeAiVariable(@TempDir Path dir) throws Exception {
    Path flag = Files.writeString(dir.resolve("flag.yaml"), TestModels.CONFIG);
    Path kaiwo =
        Files.writeString(
            dir.resolve("kaiwo.yaml"), TestModels.CONFIG.replace("loader:1", "loader:kaiwo"));
    Path kubeai =
        Files.writeString(
            dir.resolve("kubeai.yaml"), TestModels.CONFIG.replace("loader:1", "loader:kubeai"));
    Map<String, String> env =
        Map.of("KAIWO_MODEL_CONFIG", kaiwo.toString(), "CONFIG_PATH", kubeai.toString());

    assertThat(SystemConfigLoader.resolve(flag.toString(), env).modelLoading().image())
        .isEqualTo("loader:1");
    assertThat(SystemConfigLoader.resolve(null, env).modelLoading().image())
        .isEqualTo("loader:kaiwo");
    assertThat(
            SystemConfigLoader.resolve(null, Map.of("CONFIG_PATH", kubeai.toString()))
                .modelLoading()
                .image())
        .isEqualTo("loader:kubeai");
    assertThat(SystemConfigLoader.resolve(" ", Map.of())).isEqualTo(SystemConfigLoader.defaults());
  }

  @Test
  void unreadableFileIsReported(@TempDir Path dir) {
    assertThatThrownBy(() -> SystemConfigLoader.load(dir.resolve("missing.yaml")))
        .isInstanceOf(SystemConfigException.class)
        .hasMessageContaining("missing.yaml")
        .hasMessageContaining("cannot read file");
  }

  /** Replaces the top-level section of {@code override}'s key in {@code yaml}, or appends it. */
  private static String replaceSection(String yaml, String override) {
    String key = override.substring(0, override.indexOf(':'));
    StringBuilder out = new StringBuilder();
    boolean skipping = false;
    for (String line : yaml.split("\n")) {
      boolean topLevel = !line.startsWith(" ") && !line.isBlank();
      if (topLevel) {
        skipping = line.startsWith(key + ":");
      }
      if (!skipping) {
        out.append(line).append('\n');
      }
    }
    return out.append(override).append('\n').toString();
  }
}
