package ai.silogen.kaiwo.operator.modelserving.pods;

import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.build;
import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.server;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Pod;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** KubeAI's {@code files_test} and the integration test's ConfigMap expectations. */
class ModelFilesTest {

  private static final String TWO_FILES =
      "files: [{path: /config/chat.jinja, content: \"{{ messages }}\"}, {path: /etc/a b.txt, content: x}]";

  @ParameterizedTest
  @CsvSource({
    "/config/a.txt, _config_a.txt",
    "/a/b/c, _a_b_c",
    "/etc/my file.json, _etc_my_file.json"
  })
  void sanitisesPathsIntoKeys(String path, String key) {
    assertThat(ModelFiles.key(path)).isEqualTo(key);
  }

  @Test
  void configMapHoldsTheFilesAndIsOwned() throws Exception {
    ConfigMap configMap = ModelFiles.configMap(vllm("hf://o/m", "cpu:1", TWO_FILES)).orElseThrow();

    assertThat(configMap.getMetadata().getName()).isEqualTo("model-m-files");
    assertThat(configMap.getMetadata().getNamespace()).isEqualTo("ns");
    assertThat(configMap.getData())
        .containsEntry("_config_chat.jinja", "{{ messages }}")
        .containsEntry("_etc_a_b.txt", "x");
    assertThat(configMap.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(o -> assertThat(o.getName()).isEqualTo("m"));
  }

  @Test
  void noFilesMeansNoConfigMapAndNoVolume() throws Exception {
    Model model = vllm("hf://o/m", "cpu:1", "files: []");

    assertThat(ModelFiles.configMap(model)).isEmpty();
    assertThat(build(model).pod().getSpec().getVolumes())
        .noneMatch(v -> v.getName().equals("model-files"));
  }

  @Test
  void eachFileIsMountedReadOnlyIntoTheServerOnly() throws Exception {
    Pod pod = build(vllm("hf://o/m", "cpu:1", TWO_FILES)).pod();

    assertThat(pod.getSpec().getVolumes())
        .anySatisfy(
            v -> {
              assertThat(v.getName()).isEqualTo("model-files");
              assertThat(v.getConfigMap().getName()).isEqualTo("model-m-files");
            });
    assertThat(server(pod).getVolumeMounts())
        .filteredOn(m -> m.getName().equals("model-files"))
        .extracting(m -> m.getMountPath() + "<-" + m.getSubPath() + ":" + m.getReadOnly())
        .containsExactly(
            "/config/chat.jinja<-_config_chat.jinja:true", "/etc/a b.txt<-_etc_a_b.txt:true");
    assertThat(server(pod).getVolumeMounts())
        .anySatisfy(m -> assertThat(m.getName()).isEqualTo("dshm"));
  }

  @Test
  void contentChangesRollThePodsBecauseSubPathMountsNeverUpdate() throws Exception {
    String before = build(vllm("hf://o/m", "cpu:1", "files: [{path: /a, content: one}]")).hash();
    String after = build(vllm("hf://o/m", "cpu:1", "files: [{path: /a, content: two}]")).hash();

    assertThat(after).isNotEqualTo(before);
  }

  @Test
  void pathsThatCollideAsKeysAreRejected() {
    Model model =
        vllm("hf://o/m", "cpu:1", "files: [{path: /a_b, content: x}, {path: /a/b, content: y}]");

    assertThatThrownBy(() -> ModelFiles.configMap(model))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageContaining("/a_b and /a/b")
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.InvalidFiles);
  }
}
