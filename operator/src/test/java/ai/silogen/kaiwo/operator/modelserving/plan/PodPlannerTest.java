package ai.silogen.kaiwo.operator.modelserving.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** KubeAI's {@code pod_plan_test} cases (surge 1), including the ones it left commented out. */
class PodPlannerTest {

  private static final String NEW = "new-hash";
  private static final String OLD = "old-hash";
  private static final int SURGE = 1;

  static Stream<Arguments> cases() {
    return Stream.of(
        Arguments.of(
            "do nothing",
            3,
            List.of(
                pod("ready-1", NEW, true), pod("ready-2", NEW, true), pod("unready-3", NEW, false)),
            0,
            List.of()),
        Arguments.of("scale up", 3, List.of(pod("ready-1", NEW, true)), 2, List.of()),
        Arguments.of(
            "scale down deletes the unready pod",
            3,
            List.of(
                pod("ready-1", NEW, true),
                pod("ready-2", NEW, true),
                pod("unready", NEW, false),
                pod("ready-3", NEW, true)),
            0,
            List.of("unready")),
        Arguments.of(
            "rollout adds surge and replaces unready pods",
            3,
            List.of(
                pod("unready-old-1", OLD, false),
                pod("unready-old-2", OLD, false),
                pod("ready-old-3", OLD, true)),
            3,
            List.of("unready-old-1", "unready-old-2")),
        Arguments.of(
            "rollout waits for readiness before deleting the last old pod",
            3,
            List.of(
                pod("surge", NEW, true),
                pod("unready-new-1", NEW, false),
                pod("unready-new-2", NEW, false),
                pod("ready-old-3", OLD, true)),
            0,
            List.of()),
        Arguments.of(
            "rollout deletes a ready old pod once all are ready",
            3,
            List.of(
                pod("surge", NEW, true),
                pod("new-1", NEW, true),
                pod("new-2", NEW, true),
                pod("old-3", OLD, true)),
            0,
            List.of("old-3")),
        Arguments.of(
            "single replica with surge pod during rollout",
            1,
            List.of(pod("surge", NEW, true), pod("old", OLD, true)),
            0,
            List.of("old")),
        Arguments.of(
            "single replica with surge pod and two old pods",
            1,
            List.of(pod("surge", NEW, true), pod("old-1", OLD, true), pod("old-2", OLD, true)),
            0,
            List.of("old-1", "old-2")),
        Arguments.of(
            "scale down to zero",
            0,
            List.of(pod("ready-1", NEW, true), pod("ready-2", NEW, true)),
            0,
            List.of("ready-1", "ready-2")),
        Arguments.of(
            "scale down with mixed hashes",
            1,
            List.of(pod("new-1", NEW, true), pod("new-2", NEW, true), pod("old-1", OLD, true)),
            0,
            List.of("old-1", "new-1")),
        Arguments.of(
            "unready pods of several old hashes",
            3,
            List.of(
                pod("unready-new-1", NEW, false),
                pod("unready-new-2", NEW, false),
                pod("unready-old-1", OLD, false),
                pod("unready-old-2", "older-hash", false)),
            1,
            List.of("unready-old-1", "unready-old-2")),
        Arguments.of(
            "several old hashes replace one at a time",
            3,
            List.of(
                pod("new", NEW, true),
                pod("old-1", "h1", true),
                pod("old-2", "h2", true),
                pod("old-3", "h3", true)),
            1,
            List.of("old-1")),
        Arguments.of(
            "scale up during rollout",
            5,
            List.of(pod("new-1", NEW, true), pod("old-1", OLD, true), pod("old-2", OLD, true)),
            3,
            List.of()),
        Arguments.of(
            "scale down during rollout",
            2,
            List.of(
                pod("new-1", NEW, true),
                pod("old-1", OLD, true),
                pod("old-2", OLD, true),
                pod("old-3", OLD, true)),
            1,
            List.of("old-1", "old-2")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void plans(String name, int replicas, List<Pod> pods, int creations, List<String> deletions) {
    PodPlan plan = PodPlanner.plan(pods, replicas, NEW, SURGE);

    assertThat(plan.toCreate()).as("creations: %s", plan.details()).isEqualTo(creations);
    assertThat(plan.toDelete())
        .extracting(p -> p.getMetadata().getName())
        .as("deletions: %s", plan.details())
        .containsExactlyInAnyOrderElementsOf(deletions);
  }

  @Test
  void finishedPodsAreReplaced() {
    Pod evicted = pod("evicted", NEW, false);
    evicted.getStatus().setPhase("Failed");

    PodPlan plan = PodPlanner.plan(List.of(pod("ready", NEW, true), evicted), 2, NEW, SURGE);

    assertThat(plan.toDelete())
        .extracting(p -> p.getMetadata().getName())
        .containsExactly("evicted");
    assertThat(plan.toCreate()).isEqualTo(1);
  }

  @Test
  void withoutSurgeARolloutReplacesOnePodAtATime() {
    List<Pod> pods = List.of(pod("old-1", OLD, true), pod("old-2", OLD, true));

    PodPlan plan = PodPlanner.plan(pods, 2, NEW, 0);

    assertThat(plan.toDelete()).hasSize(1);
    assertThat(plan.toCreate()).isEqualTo(1);
  }

  @Test
  void deletionOrderIsUnreadyUnscheduledOldHashYoungestFirst() {
    List<Pod> expected =
        List.of(
            pod("young-unready-unscheduled-old", OLD, false, false, "2025-01-02T00:00:00Z"),
            pod("old-unready-unscheduled-old", OLD, false, false, "2025-01-01T00:00:00Z"),
            pod("young-unready-scheduled-old", OLD, false, true, "2025-01-02T00:00:00Z"),
            pod("young-unready-scheduled-new", NEW, false, true, "2025-01-02T00:00:00Z"),
            pod("old-unready-scheduled-new", NEW, false, true, "2025-01-01T00:00:00Z"),
            pod("young-ready-scheduled-old", OLD, true, true, "2025-01-02T00:00:00Z"),
            pod("young-ready-scheduled-new", NEW, true, true, "2025-01-02T00:00:00Z"));
    Random random = new Random(42);
    for (int i = 0; i < 200; i++) {
      List<Pod> shuffled = new ArrayList<>(expected);
      Collections.shuffle(shuffled, random);
      shuffled.sort(PodOrdering.deletionOrder(NEW));
      assertThat(shuffled)
          .extracting(p -> p.getMetadata().getName())
          .containsExactlyElementsOf(
              expected.stream().map(p -> p.getMetadata().getName()).toList());
    }
  }

  private static Pod pod(String name, String hash, boolean ready) {
    return pod(name, hash, ready, false, null);
  }

  private static Pod pod(
      String name, String hash, boolean ready, boolean scheduled, String created) {
    return new PodBuilder()
        .withNewMetadata()
        .withName(name)
        .withCreationTimestamp(created)
        .addToLabels("pod-hash", hash)
        .endMetadata()
        .withNewSpec()
        .withNodeName(scheduled ? "node" : null)
        .endSpec()
        .withNewStatus()
        .addNewCondition()
        .withType("Ready")
        .withStatus(ready ? "True" : "False")
        .endCondition()
        .endStatus()
        .build();
  }
}
