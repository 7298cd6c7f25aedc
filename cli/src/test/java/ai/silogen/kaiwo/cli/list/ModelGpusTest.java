package ai.silogen.kaiwo.cli.list;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.workload.WorkloadView;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ModelGpusTest {

  @Test
  void sumsTheGpusOfEachModelsUnfinishedPods() {
    ModelGpus gpus =
        ModelGpus.fromPods(
            List.of(
                pod("a", "llama", "Running", Map.of("amd.com/gpu", "2")),
                pod("a", "llama", "Pending", Map.of("amd.com/gpu", "2")),
                pod("a", "llama", "Failed", Map.of("amd.com/gpu", "2")),
                pod("b", "llama", "Running", Map.of("nvidia.com/gpu", "1")),
                pod("a", "embed", "Running", Map.of("cpu", "4"))));

    assertThat(gpus.of(model("a", "llama"))).hasValue(4);
    assertThat(gpus.of(model("b", "llama"))).hasValue(1);
    assertThat(gpus.of(model("a", "embed"))).hasValue(0);
    assertThat(gpus.of(model("a", "idle"))).hasValue(0);
    assertThat(ModelGpus.UNKNOWN.of(model("a", "llama"))).isEmpty();
  }

  private static Pod pod(String ns, String model, String phase, Map<String, String> limits) {
    return new PodBuilder()
        .withNewMetadata()
        .withNamespace(ns)
        .withName(model + "-" + phase)
        .addToLabels("model", model)
        .endMetadata()
        .withNewSpec()
        .addNewContainer()
        .withName("server")
        .withNewResources()
        .withLimits(
            limits.entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> new Quantity(e.getValue()))))
        .endResources()
        .endContainer()
        .endSpec()
        .withNewStatus()
        .withPhase(phase)
        .endStatus()
        .build();
  }

  private static WorkloadView model(String ns, String name) {
    return WorkloadView.of(
        new GenericKubernetesResourceBuilder()
            .withApiVersion("kubeai.org/v1")
            .withKind("Model")
            .withNewMetadata()
            .withNamespace(ns)
            .withName(name)
            .endMetadata()
            .build());
  }
}
