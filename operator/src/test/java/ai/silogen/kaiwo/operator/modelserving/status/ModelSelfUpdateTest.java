package ai.silogen.kaiwo.operator.modelserving.status;

import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelSelfUpdateTest {

  @Test
  void addsFeatureLabelsAndClampsReplicasInOnePatch() {
    Model model = vllm("hf://o/m", "cpu:1", "minReplicas: 1");

    assertThat(ModelSelfUpdate.patch(model))
        .contains(
            Map.of(
                "metadata", Map.of("labels", Map.of("features.kubeai.org/TextGeneration", "true")),
                "spec", Map.of("replicas", 1)));
  }

  @Test
  void removesLabelsOfDroppedFeatures() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 0");
    model
        .getMetadata()
        .setLabels(
            Map.of(
                "features.kubeai.org/TextGeneration",
                "true",
                "features.kubeai.org/TextEmbedding",
                "true",
                "team",
                "a"));
    Map<String, Object> labels = new HashMap<>();
    labels.put("features.kubeai.org/TextEmbedding", null);

    assertThat(ModelSelfUpdate.patch(model)).contains(Map.of("metadata", Map.of("labels", labels)));
  }

  @Test
  void thePatchOnlyAppliesToTheVersionItWasComputedFrom() {
    Model model = vllm("hf://o/m", "cpu:1");
    model.getMetadata().setLabels(Map.of("features.kubeai.org/TextGeneration", "true"));
    model.getMetadata().setResourceVersion("41");

    assertThat(ModelSelfUpdate.patch(model))
        .contains(
            Map.of("metadata", Map.of("resourceVersion", "41"), "spec", Map.of("replicas", 0)));
  }

  @Test
  void anUpToDateModelNeedsNoWrite() {
    Model model = vllm("hf://o/m", "cpu:1", "replicas: 2", "minReplicas: 1", "maxReplicas: 3");
    model.getMetadata().setLabels(Map.of("features.kubeai.org/TextGeneration", "true"));

    assertThat(ModelSelfUpdate.patch(model)).isEmpty();
  }
}
