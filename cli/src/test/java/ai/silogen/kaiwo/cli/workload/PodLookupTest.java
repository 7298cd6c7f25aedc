package ai.silogen.kaiwo.cli.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

class PodLookupTest {
  private static final WorkloadView TRAIN =
      WorkloadView.of(
          new GenericKubernetesResourceBuilder()
              .withApiVersion("kaiwo.silogen.ai/v1alpha1")
              .withKind("KaiwoJob")
              .withNewMetadata()
              .withName("train")
              .withNamespace("ml")
              .endMetadata()
              .build());

  private static final Pod WORKER = pod("train-0", "main", "sidecar");

  @Test
  void findsTheNamedPod() {
    assertThat(PodLookup.named(TRAIN, List.of(pod("other", "main"), WORKER), "train-0", "hint"))
        .isSameAs(WORKER);
  }

  @Test
  void anUnknownPodNamesTheWorkloadAndGivesTheCommandsHint() {
    assertThatThrownBy(() -> PodLookup.named(TRAIN, List.of(WORKER), "train-9", "its pods: x"))
        .isInstanceOf(UserError.class)
        .hasMessage("pod train-9 is not a pod of job/train")
        .extracting(e -> ((UserError) e).hint())
        .isEqualTo("its pods: x");
  }

  @Test
  void theNamedContainerElseTheFirst() {
    assertThat(PodLookup.container(WORKER, "sidecar")).isEqualTo("sidecar");
    assertThat(PodLookup.container(WORKER, null)).isEqualTo("main");
    assertThat(PodLookup.containerNames(WORKER)).containsExactly("main", "sidecar");
  }

  @Test
  void anUnknownContainerListsThePodsContainers() {
    assertThatThrownBy(() -> PodLookup.container(WORKER, "web"))
        .isInstanceOf(UserError.class)
        .hasMessage("pod train-0 has no container web")
        .extracting(e -> ((UserError) e).hint())
        .isEqualTo("its containers: main, sidecar");
  }

  private static Pod pod(String name, String... containers) {
    PodBuilder pod = new PodBuilder().withNewMetadata().withName(name).endMetadata();
    var spec = pod.withNewSpec();
    for (String container : containers) {
      spec.addNewContainer().withName(container).endContainer();
    }
    return spec.endSpec().build();
  }
}
