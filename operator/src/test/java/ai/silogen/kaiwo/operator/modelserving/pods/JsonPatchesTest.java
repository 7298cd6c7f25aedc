package ai.silogen.kaiwo.operator.modelserving.pods;

import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.build;
import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.server;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import ai.silogen.kaiwo.operator.modelserving.testing.TestModels;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import io.fabric8.kubernetes.api.model.Pod;
import org.junit.jupiter.api.Test;

/** KubeAI's {@code patch_test}: none, invalid, replace image, add preemptionPolicy. */
class JsonPatchesTest {

  @Test
  void withoutPatchesThePodIsUnchanged() throws Exception {
    assertThat(server(build(vllm("hf://o/m", "cpu:1")).pod()).getImage()).isEqualTo("vllm:cpu");
  }

  @Test
  void replacesTheImage() throws Exception {
    Pod pod = patched("[{op: replace, path: /spec/containers/0/image, value: patched:1}]");

    assertThat(server(pod).getImage()).isEqualTo("patched:1");
  }

  @Test
  void addsAField() throws Exception {
    Pod pod = patched("[{op: add, path: /spec/preemptionPolicy, value: Never}]");

    assertThat(pod.getSpec().getPreemptionPolicy()).isEqualTo("Never");
  }

  @Test
  void patchesAreHashed() throws Exception {
    String plain = build(vllm("hf://o/m", "cpu:1")).hash();
    String withPatch =
        build(
                vllm("hf://o/m", "cpu:1"),
                config("[{op: add, path: /spec/preemptionPolicy, value: Never}]"),
                NamespaceDefaults.none("default"))
            .hash();

    assertThat(withPatch).isNotEqualTo(plain);
  }

  @Test
  void aPatchThatDoesNotApplyIsReported() {
    assertThatThrownBy(() -> patched("[{op: replace, path: /spec/containers/5/image, value: x}]"))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageContaining("modelServerPods.jsonPatches")
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.InvalidJsonPatch);
  }

  private static Pod patched(String patches) throws Exception {
    return build(vllm("hf://o/m", "cpu:1"), config(patches), NamespaceDefaults.none("default"))
        .pod();
  }

  private static SystemConfig config(String patches) {
    return SystemConfigLoader.parse(
        TestModels.CONFIG + "modelServerPods: {jsonPatches: " + patches + "}\n", "test");
  }
}
