package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.apps.DeploymentCondition;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetBuilder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Rollout decisions from plain Deployment and ReplicaSet objects. */
class RolloutPlannerTest {

  static final Instant NOW = Instant.parse("2025-05-01T12:00:00Z");

  static Deployment deployment(int replicas, String image) {
    return new DeploymentBuilder(
            Workloads.deployment(
                    "ns",
                    "web",
                    replicas,
                    Workloads.template("web", Workloads.spec("Always"), Map.of()))
                .build())
        .editMetadata()
        .withUid("deploy-uid")
        .withGeneration(2L)
        .endMetadata()
        .editSpec()
        .editTemplate()
        .editSpec()
        .editFirstContainer()
        .withImage(image)
        .endContainer()
        .endSpec()
        .endTemplate()
        .endSpec()
        .build();
  }

  /** The ReplicaSet of {@code deployment}'s template with replicas and available pods. */
  static ReplicaSet replicaSet(
      Deployment deployment, long revision, int replicas, int available, String created) {
    return new ReplicaSetBuilder(ReplicaSets.newFor(deployment, revision, replicas))
        .editMetadata()
        .withCreationTimestamp(created)
        .endMetadata()
        .withNewStatus()
        .withReplicas(replicas)
        .withReadyReplicas(available)
        .withAvailableReplicas(available)
        .endStatus()
        .build();
  }

  @Test
  void firstSyncCreatesTheReplicaSetAtFullSize() {
    Deployment deployment = deployment(3, "v1");

    DeploymentPlan plan = RolloutPlanner.plan(deployment, List.of(), NOW);

    ReplicaSet created = plan.create().orElseThrow();
    String hash = PodTemplateHash.of(deployment.getSpec().getTemplate());
    assertThat(created.getMetadata().getName()).isEqualTo("web-" + hash);
    assertThat(created.getSpec().getReplicas()).isEqualTo(3);
    assertThat(created.getSpec().getSelector().getMatchLabels())
        .containsEntry("app", "web")
        .containsEntry(PodTemplateHash.LABEL, hash);
    assertThat(created.getSpec().getTemplate().getMetadata().getLabels())
        .containsEntry(PodTemplateHash.LABEL, hash);
    assertThat(created.getMetadata().getOwnerReferences().get(0).getUid()).isEqualTo("deploy-uid");
    assertThat(plan.revision()).isEqualTo("1");
    assertThat(plan.events())
        .containsExactly(
            PlannedEvent.normal(
                "ScalingReplicaSet", "Scaled up replica set web-" + hash + " from 0 to 3"));
    assertThat(progressing(plan).getReason()).isEqualTo("NewReplicaSetCreated");
    assertThat(plan.status().getObservedGeneration()).isEqualTo(2L);
  }

  @Test
  void completeRolloutReportsAvailableAndNewReplicaSetAvailable() {
    Deployment deployment = deployment(3, "v1");
    ReplicaSet rs = replicaSet(deployment, 1, 3, 3, "2025-05-01T10:00:00Z");

    DeploymentPlan plan = RolloutPlanner.plan(deployment, List.of(rs), NOW);

    assertThat(plan.create()).isEmpty();
    assertThat(plan.update()).isEmpty();
    assertThat(plan.events()).isEmpty();
    assertThat(plan.status().getReplicas()).isEqualTo(3);
    assertThat(plan.status().getUpdatedReplicas()).isEqualTo(3);
    assertThat(plan.status().getAvailableReplicas()).isEqualTo(3);
    assertThat(plan.status().getUnavailableReplicas()).isNull();
    assertThat(condition(plan, "Available").getStatus()).isEqualTo("True");
    assertThat(progressing(plan).getReason()).isEqualTo("NewReplicaSetAvailable");
    assertThat(progressing(plan).getMessage())
        .isEqualTo(
            "ReplicaSet \"" + rs.getMetadata().getName() + "\" has successfully progressed.");
  }

  @Test
  void templateChangeSurgesOneNewPodThenScalesTheOldReplicaSetDown() {
    Deployment v1 = deployment(4, "v1");
    Deployment v2 = deployment(4, "v2");
    ReplicaSet old = replicaSet(v1, 1, 4, 4, "2025-05-01T10:00:00Z");

    DeploymentPlan surge = RolloutPlanner.plan(v2, List.of(old), NOW);
    assertThat(surge.create().orElseThrow().getSpec().getReplicas()).isEqualTo(1);
    assertThat(surge.update()).isEmpty();
    assertThat(surge.revision()).isEqualTo("2");

    ReplicaSet fresh = replicaSet(v2, 2, 1, 1, "2025-05-01T11:00:00Z");
    DeploymentPlan scaleDown = RolloutPlanner.plan(v2, List.of(old, fresh), NOW);
    assertThat(scaleDown.update())
        .singleElement()
        .satisfies(
            rs -> {
              assertThat(rs.getMetadata().getName()).isEqualTo(old.getMetadata().getName());
              // maxUnavailable 25% of 4 allows one pod below 4 available: 5 available - 3 = 2 may
              // go.
              assertThat(rs.getSpec().getReplicas()).isEqualTo(2);
            });
    assertThat(scaleDown.events())
        .containsExactly(
            PlannedEvent.normal(
                "ScalingReplicaSet",
                "Scaled down replica set " + old.getMetadata().getName() + " from 4 to 2"));
  }

  @Test
  void unavailableOldPodsAreRemovedBeforeAvailableOnes() {
    Deployment v1 = deployment(4, "v1");
    Deployment v2 = deployment(4, "v2");
    ReplicaSet old = replicaSet(v1, 1, 4, 1, "2025-05-01T10:00:00Z");
    ReplicaSet fresh = replicaSet(v2, 2, 1, 0, "2025-05-01T11:00:00Z");

    DeploymentPlan plan = RolloutPlanner.plan(v2, List.of(old, fresh), NOW);

    assertThat(plan.update())
        .singleElement()
        .extracting(rs -> rs.getSpec().getReplicas())
        .isEqualTo(4 - 1);
  }

  @Test
  void recreateEmptiesOldReplicaSetsBeforeStartingTheNewOne() {
    Deployment v1 =
        new DeploymentBuilder(deployment(2, "v1"))
            .editSpec()
            .withNewStrategy()
            .withType("Recreate")
            .endStrategy()
            .endSpec()
            .build();
    Deployment v2 =
        new DeploymentBuilder(v1)
            .editSpec()
            .editTemplate()
            .editSpec()
            .editFirstContainer()
            .withImage("v2")
            .endContainer()
            .endSpec()
            .endTemplate()
            .endSpec()
            .build();
    ReplicaSet old = replicaSet(v1, 1, 2, 2, "2025-05-01T10:00:00Z");

    DeploymentPlan first = RolloutPlanner.plan(v2, List.of(old), NOW);
    assertThat(first.create().orElseThrow().getSpec().getReplicas()).isZero();
    assertThat(first.update())
        .singleElement()
        .extracting(rs -> rs.getSpec().getReplicas())
        .isEqualTo(0);

    ReplicaSet drained =
        new ReplicaSetBuilder(old)
            .editSpec()
            .withReplicas(0)
            .endSpec()
            .withNewStatus()
            .withReplicas(0)
            .endStatus()
            .build();
    ReplicaSet fresh = replicaSet(v2, 2, 0, 0, "2025-05-01T11:00:00Z");
    DeploymentPlan second = RolloutPlanner.plan(v2, List.of(drained, fresh), NOW);
    assertThat(second.update())
        .singleElement()
        .satisfies(
            rs -> {
              assertThat(rs.getMetadata().getName()).isEqualTo(fresh.getMetadata().getName());
              assertThat(rs.getSpec().getReplicas()).isEqualTo(2);
            });
  }

  @Test
  void scalingResizesTheOnlyReplicaSet() {
    Deployment deployment = deployment(5, "v1");
    ReplicaSet rs = replicaSet(deployment, 1, 2, 2, "2025-05-01T10:00:00Z");

    DeploymentPlan plan = RolloutPlanner.plan(deployment, List.of(rs), NOW);

    assertThat(plan.update())
        .singleElement()
        .extracting(r -> r.getSpec().getReplicas())
        .isEqualTo(5);
    assertThat(plan.status().getUnavailableReplicas()).isEqualTo(3);
  }

  @Test
  void rollingBackReusesTheOldReplicaSetWithTheNextRevision() {
    Deployment v1 = deployment(1, "v1");
    Deployment v2 = deployment(1, "v2");
    ReplicaSet first = replicaSet(v1, 1, 0, 0, "2025-05-01T09:00:00Z");
    ReplicaSet second = replicaSet(v2, 2, 1, 1, "2025-05-01T10:00:00Z");

    DeploymentPlan plan = RolloutPlanner.plan(v1, List.of(first, second), NOW);

    assertThat(plan.create()).isEmpty();
    assertThat(plan.revision()).isEqualTo("3");
    assertThat(plan.update())
        .anySatisfy(
            rs -> {
              assertThat(rs.getMetadata().getName()).isEqualTo(first.getMetadata().getName());
              assertThat(rs.getMetadata().getAnnotations())
                  .containsEntry(ReplicaSets.REVISION, "3");
              assertThat(rs.getSpec().getReplicas()).isEqualTo(1);
            });
  }

  @Test
  void emptyOldReplicaSetsBeyondTheHistoryLimitAreDeleted() {
    Deployment current =
        new DeploymentBuilder(deployment(1, "current"))
            .editSpec()
            .withRevisionHistoryLimit(2)
            .endSpec()
            .build();
    List<ReplicaSet> olds =
        IntStream.rangeClosed(1, 4)
            .mapToObj(
                i ->
                    new ReplicaSetBuilder(
                            replicaSet(
                                deployment(1, "v" + i), i, 0, 0, "2025-05-01T0" + i + ":00:00Z"))
                        .withNewStatus()
                        .withReplicas(0)
                        .endStatus()
                        .build())
            .toList();
    ReplicaSet live = replicaSet(current, 5, 1, 1, "2025-05-01T10:00:00Z");
    List<ReplicaSet> all = new ArrayList<>(olds);
    all.add(live);

    DeploymentPlan plan = RolloutPlanner.plan(current, all, NOW);

    assertThat(plan.delete()).extracting(ReplicaSets::revision).containsExactly(1L, 2L);
  }

  @Test
  void pausedDeploymentIsNotRolledOut() {
    Deployment v1 = deployment(2, "v1");
    Deployment pausedV2 =
        new DeploymentBuilder(deployment(2, "v2")).editSpec().withPaused(true).endSpec().build();

    DeploymentPlan plan =
        RolloutPlanner.plan(
            pausedV2, List.of(replicaSet(v1, 1, 2, 2, "2025-05-01T10:00:00Z")), NOW);

    assertThat(plan.create()).isEmpty();
    assertThat(plan.update()).isEmpty();
    assertThat(progressing(plan).getReason()).isEqualTo("DeploymentPaused");
  }

  static DeploymentCondition progressing(DeploymentPlan plan) {
    return condition(plan, "Progressing");
  }

  static DeploymentCondition condition(DeploymentPlan plan, String type) {
    return plan.status().getConditions().stream()
        .filter(c -> c.getType().equals(type))
        .findFirst()
        .orElseThrow();
  }
}
