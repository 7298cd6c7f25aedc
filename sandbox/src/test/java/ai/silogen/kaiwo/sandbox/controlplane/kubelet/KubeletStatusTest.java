package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kubelet.KubeletStatus.Placement;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import io.fabric8.kubernetes.api.model.PodStatus;
import io.fabric8.kubernetes.api.model.Quantity;
import java.time.Instant;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class KubeletStatusTest {

  private static final Instant START = Instant.parse("2025-05-01T12:00:00Z");
  private static final Placement PLACEMENT = new Placement("172.18.0.2", "10.244.0.7", START);
  private static final Pod POD =
      new PodBuilder(Workloads.pod("ns", "p", Workloads.spec("Never", "cpu", "1")))
          .editMetadata()
          .withUid("uid-1")
          .endMetadata()
          .build();

  @Test
  void runningPodReportsAddressesConditionsAndRunningContainers() {
    PodStatus status = KubeletStatus.running(POD, PLACEMENT, true, START);

    assertThat(status.getPhase()).isEqualTo("Running");
    assertThat(status.getPodIP()).isEqualTo("10.244.0.7");
    assertThat(status.getPodIPs()).extracting("ip").containsExactly("10.244.0.7");
    assertThat(status.getHostIP()).isEqualTo("172.18.0.2");
    assertThat(status.getStartTime()).isEqualTo("2025-05-01T12:00:00Z");
    assertThat(conditions(status))
        .containsEntry("PodScheduled", "True")
        .containsEntry("Initialized", "True")
        .containsEntry("ContainersReady", "True")
        .containsEntry("Ready", "True")
        .containsEntry("PodReadyToStartContainers", "True");
    assertThat(status.getContainerStatuses())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.getName()).isEqualTo("main");
              assertThat(c.getReady()).isTrue();
              assertThat(c.getStarted()).isTrue();
              assertThat(c.getState().getRunning().getStartedAt())
                  .isEqualTo("2025-05-01T12:00:00Z");
            });
  }

  @Test
  void notReadyPodNamesItsUnreadyContainers() {
    PodStatus status = KubeletStatus.running(POD, PLACEMENT, false, START);

    PodCondition ready =
        status.getConditions().stream()
            .filter(c -> c.getType().equals("Ready"))
            .findFirst()
            .orElseThrow();
    assertThat(ready.getStatus()).isEqualTo("False");
    assertThat(ready.getReason()).isEqualTo("ContainersNotReady");
    assertThat(ready.getMessage()).isEqualTo("containers with unready status: [main]");
  }

  @Test
  void recomputingTheSameStatusIsEqualSoNothingIsWritten() {
    Pod running =
        new PodBuilder(POD).withStatus(KubeletStatus.running(POD, PLACEMENT, true, START)).build();

    assertThat(KubeletStatus.running(running, PLACEMENT, true, START.plusSeconds(30)))
        .isEqualTo(running.getStatus());
  }

  @Test
  void readinessFlipKeepsOtherTransitionTimes() {
    Pod running =
        new PodBuilder(POD).withStatus(KubeletStatus.running(POD, PLACEMENT, false, START)).build();

    PodStatus ready = KubeletStatus.running(running, PLACEMENT, true, START.plusSeconds(5));

    assertThat(transition(ready, "Ready")).isEqualTo("2025-05-01T12:00:05Z");
    assertThat(transition(ready, "Initialized")).isEqualTo("2025-05-01T12:00:00Z");
  }

  @Test
  void terminatedPodsReportExitCodeAndPhase() {
    PodStatus succeeded = KubeletStatus.terminated(POD, PLACEMENT, 0, null, START.plusSeconds(2));
    PodStatus failed = KubeletStatus.terminated(POD, PLACEMENT, 3, null, START.plusSeconds(2));

    assertThat(succeeded.getPhase()).isEqualTo("Succeeded");
    ContainerStateTerminated done =
        succeeded.getContainerStatuses().get(0).getState().getTerminated();
    assertThat(done.getExitCode()).isZero();
    assertThat(done.getReason()).isEqualTo("Completed");
    assertThat(done.getFinishedAt()).isEqualTo("2025-05-01T12:00:02Z");
    assertThat(failed.getPhase()).isEqualTo("Failed");
    assertThat(failed.getContainerStatuses().get(0).getState().getTerminated().getReason())
        .isEqualTo("Error");
    assertThat(conditions(failed)).containsEntry("Ready", "False");
  }

  @Test
  void qosClassFollowsRequestsAndLimits() {
    Pod bestEffort =
        Workloads.pod(
            "ns", "a", new PodSpecBuilder().addNewContainer().withName("c").endContainer().build());
    Pod guaranteed =
        Workloads.pod(
            "ns",
            "b",
            new PodSpecBuilder()
                .addNewContainer()
                .withName("c")
                .withNewResources()
                .addToLimits(Map.of("cpu", new Quantity("2"), "memory", new Quantity("1Gi")))
                .endResources()
                .endContainer()
                .build());

    assertThat(KubeletStatus.qosClass(bestEffort)).isEqualTo("BestEffort");
    assertThat(KubeletStatus.qosClass(guaranteed)).isEqualTo("Guaranteed");
    assertThat(KubeletStatus.qosClass(POD)).isEqualTo("Burstable");
  }

  private static Map<String, String> conditions(PodStatus status) {
    return status.getConditions().stream()
        .collect(Collectors.toMap(PodCondition::getType, PodCondition::getStatus));
  }

  private static String transition(PodStatus status, String type) {
    return status.getConditions().stream()
        .filter(c -> c.getType().equals(type))
        .findFirst()
        .orElseThrow()
        .getLastTransitionTime();
  }
}
