package ai.silogen.kaiwo.api.status;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodConditionBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

class PodTroubleTest {

  @Test
  void aContainerThatCannotBeCreatedIsNamedWithItsReason() {
    Pod pod = waiting("train-x", "CreateContainerConfigError", "secret \"hf-token\" not found");
    assertThat(PodTrouble.of(List.of(pod)))
        .contains("pod train-x: CreateContainerConfigError: secret \"hf-token\" not found");
  }

  @Test
  void anUnschedulablePodIsNamedWithTheSchedulersMessage() {
    Pod pod =
        new PodBuilder(pod("train-x"))
            .editStatus()
            .addToConditions(
                new PodConditionBuilder()
                    .withType("PodScheduled")
                    .withStatus("False")
                    .withReason("Unschedulable")
                    .withMessage("0/5 nodes are available: 5 Insufficient amd.com/gpu.")
                    .build())
            .endStatus()
            .build();
    assertThat(PodTrouble.of(List.of(pod)))
        .contains(
            "pod train-x: Unschedulable: 0/5 nodes are available: 5 Insufficient amd.com/gpu.");
  }

  @Test
  void startingUpOrRunningIsNoTrouble() {
    assertThat(PodTrouble.of(List.of(waiting("a", "ContainerCreating", null)))).isEmpty();
    assertThat(PodTrouble.of(List.of(waiting("b", "PodInitializing", "")))).isEmpty();
    assertThat(PodTrouble.of(List.of(pod("c")))).isEmpty();
  }

  @Test
  void aVolumeThatCannotMountIsTheOneContainerCreatingWithAMessage() {
    Pod pod = waiting("dl", "ContainerCreating", "secret \"s3-credentials\" not found");
    assertThat(PodTrouble.of(List.of(waiting("ok", "ContainerCreating", null), pod)))
        .contains("pod dl: ContainerCreating: secret \"s3-credentials\" not found");
  }

  private static Pod waiting(String name, String reason, String message) {
    return new PodBuilder(pod(name))
        .editStatus()
        .addToContainerStatuses(
            new ContainerStatusBuilder()
                .withName("main")
                .withNewState()
                .withNewWaiting()
                .withReason(reason)
                .withMessage(message)
                .endWaiting()
                .endState()
                .build())
        .endStatus()
        .build();
  }

  private static Pod pod(String name) {
    return new PodBuilder()
        .withNewMetadata()
        .withName(name)
        .endMetadata()
        .withNewStatus()
        .withPhase("Pending")
        .endStatus()
        .build();
  }
}
