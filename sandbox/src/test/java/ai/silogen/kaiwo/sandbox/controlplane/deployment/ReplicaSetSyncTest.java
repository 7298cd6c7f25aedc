package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetBuilder;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplicaSetSyncTest {

  private static final Instant NOW = Instant.parse("2025-05-01T12:00:00Z");

  private static ReplicaSet replicaSet(int replicas, int minReadySeconds) {
    return new ReplicaSetBuilder()
        .withNewMetadata()
        .withName("web-abc")
        .withNamespace("ns")
        .withGeneration(3L)
        .endMetadata()
        .withNewSpec()
        .withReplicas(replicas)
        .withMinReadySeconds(minReadySeconds)
        .withTemplate(Workloads.template("web", Workloads.spec("Always"), Map.of()))
        .endSpec()
        .build();
  }

  private static Pod pod(
      String name, String node, String phase, String readySince, String created) {
    PodBuilder pod =
        new PodBuilder(Workloads.pod("ns", name, Workloads.spec("Always")))
            .editMetadata()
            .withCreationTimestamp(created)
            .endMetadata()
            .editSpec()
            .withNodeName(node)
            .endSpec()
            .withNewStatus()
            .withPhase(phase)
            .endStatus();
    if (readySince != null) {
      pod.editStatus()
          .addNewCondition()
          .withType("Ready")
          .withStatus("True")
          .withLastTransitionTime(readySince)
          .endCondition()
          .endStatus();
    }
    return pod.build();
  }

  @Test
  void createsMissingPods() {
    ReplicaSetPlan plan =
        ReplicaSetSync.plan(
            replicaSet(3, 0),
            List.of(pod("a", "n", "Running", "2025-05-01T11:00:00Z", "2025-05-01T10:00:00Z")),
            NOW);

    assertThat(plan.podsToCreate()).isEqualTo(2);
    assertThat(plan.status().getReplicas()).isEqualTo(3);
    assertThat(plan.status().getReadyReplicas()).isEqualTo(1);
    assertThat(plan.status().getAvailableReplicas()).isEqualTo(1);
    assertThat(plan.status().getObservedGeneration()).isEqualTo(3L);
  }

  @Test
  void deletesUnscheduledThenPendingThenNotReadyThenNewestPodsFirst() {
    Pod readyOld = pod("ready-old", "n", "Running", "2025-05-01T11:00:00Z", "2025-05-01T09:00:00Z");
    Pod readyNew = pod("ready-new", "n", "Running", "2025-05-01T11:00:00Z", "2025-05-01T10:00:00Z");
    Pod notReady = pod("not-ready", "n", "Running", null, "2025-05-01T08:00:00Z");
    Pod pending = pod("pending", "n", "Pending", null, "2025-05-01T08:00:00Z");
    Pod unscheduled = pod("unscheduled", null, "Pending", null, "2025-05-01T08:00:00Z");
    List<Pod> all = List.of(readyOld, readyNew, notReady, pending, unscheduled);

    assertThat(ReplicaSetSync.plan(replicaSet(1, 0), all, NOW).podsToDelete())
        .containsExactly(unscheduled, pending, notReady, readyNew);
  }

  @Test
  void finishedAndTerminatingPodsAreReplaced() {
    Pod failed = pod("failed", "n", "Failed", null, "2025-05-01T08:00:00Z");
    Pod terminating =
        new PodBuilder(pod("bye", "n", "Running", "2025-05-01T11:00:00Z", "2025-05-01T08:00:00Z"))
            .editMetadata()
            .withDeletionTimestamp("2025-05-01T11:59:00Z")
            .endMetadata()
            .build();

    assertThat(
            ReplicaSetSync.plan(replicaSet(2, 0), List.of(failed, terminating), NOW).podsToCreate())
        .isEqualTo(2);
  }

  @Test
  void podsBecomeAvailableAfterMinReadySeconds() {
    Pod justReady = pod("a", "n", "Running", "2025-05-01T11:59:50Z", "2025-05-01T11:00:00Z");

    ReplicaSetPlan plan = ReplicaSetSync.plan(replicaSet(1, 30), List.of(justReady), NOW);

    assertThat(plan.status().getReadyReplicas()).isEqualTo(1);
    assertThat(plan.status().getAvailableReplicas()).isZero();
    assertThat(plan.requeueAfter()).contains(Duration.ofSeconds(20));
  }
}
