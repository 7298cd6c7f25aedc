package ai.silogen.kaiwo.cli.list;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodStatusBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelGpusTest {

  @Test
  void sumsTheGpusOfEachModelsUnfinishedPods() {
    ModelGpus gpus =
        ModelGpus.fromPods(
            List.of(
                pod("a", "llama", "Running", "amd.com/gpu", "2"),
                pod("a", "llama", "Pending", "amd.com/gpu", "2"),
                pod("a", "llama", "Failed", "amd.com/gpu", "2"),
                pod("b", "llama", "Running", "nvidia.com/gpu", "1"),
                pod("a", "embed", "Running", "cpu", "4")));

    assertThat(gpus.of(model("a", "llama"))).hasValue(4);
    assertThat(gpus.of(model("b", "llama"))).hasValue(1);
    assertThat(gpus.of(model("a", "embed"))).hasValue(0);
    assertThat(gpus.of(model("a", "idle"))).hasValue(0);
    assertThat(ModelGpus.UNKNOWN.of(model("a", "llama"))).isEmpty();
  }

  /** A pod of {@code model} in {@code phase} requesting {@code resources} (name, amount, ...). */
  private static Pod pod(String ns, String model, String phase, String... resources) {
    Pod pod = Workloads.pod(ns, model + "-" + phase, Workloads.spec("Always", resources));
    pod.getMetadata().setLabels(Map.of("model", model));
    pod.setStatus(new PodStatusBuilder().withPhase(phase).build());
    return pod;
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
